import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { isPageSegmentName, PACKED_SEGMENT } from '../../lib/routes/segment-files';

export type PackReport = { files: number; bytes: number; packedBytes: number };

/**
 * Stores each page's page segment (`__next.<…>.__PAGE__.txt`, the payload Next's router fetches for
 * a client-side navigation) gzip-compressed, as `….__PAGE__.txt.bin` (level 9; zlib writes no time
 * and no name in the header, so an unchanged page gives the same bytes and the same revision in
 * the service workers' precache). Mostly Chinese text, three bytes a character, it shrinks about
 * 3.5×; the browser inflates it (lib/browser/route-ready.ts, PACKED_SEGMENT). Layout segments are
 * gone by now (scripts/lib/prune-payloads.ts), and the route trees (`__next._tree.txt`, 600 bytes,
 * only static routes keep theirs) stay as they are. `_next/` is never touched.
 */
export function packPageSegments(outDir: string): PackReport {
  const report: PackReport = { files: 0, bytes: 0, packedBytes: 0 };
  const visit = (rel: string) => {
    for (const e of readdirSync(path.join(outDir, rel), { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!(rel === '' && e.name === '_next')) visit(rel ? `${rel}/${e.name}` : e.name);
        continue;
      }
      if (!e.isFile() || !isPageSegmentName(e.name)) continue;
      const file = path.join(outDir, rel, e.name);
      const text = readFileSync(file);
      const packed = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
      writeFileSync(`${file}${PACKED_SEGMENT}`, packed);
      rmSync(file);
      report.files += 1;
      report.bytes += text.length;
      report.packedBytes += packed.length;
    }
  };
  visit('');
  return report;
}
