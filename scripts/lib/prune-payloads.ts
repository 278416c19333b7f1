import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPageSegmentName } from '../../lib/routes/segment-files';

/**
 * Route payload files a static export writes beside each page's index.html, and which of them
 * Next's client router (16.4) ever requests from a static host:
 *
 * - `index.txt`: the whole page again, fetched only by a navigation the router has no prefetched
 *   route for (fetch-server-response.js appends `index.txt` to the URL in `output: 'export'`
 *   mode). A link or the search dialog waits for its own prefetch before it navigates
 *   (lib/browser/route-ready.ts), so this happens only when that prefetch failed or took over
 *   6 s. Removed: the request then gets 404.html, and the router falls back to a full page load
 *   of the same page (its `doMpaNavigation` for any response that is not ok), which SPEC §5 asks
 *   for on failure. It is the largest file next to a page after index.html, and a third copy of the
 *   page in the output.
 * - `__next._tree.txt`: the route's shape, fetched by a prefetch of a route the router has not
 *   met yet (segment-cache/cache.js, fetchRouteOnCacheMiss). Kept here; a dynamic route's pages
 *   then share one tree from the build's route trees (scripts/lib/route-trees.ts).
 * - `__next.<segments>.__PAGE__.txt`: the page segment; with `prefetchInlining` set to inline
 *   every layout and the head (next.config.ts), the one prefetch request per page. Kept (and
 *   stored gzip-compressed later, scripts/lib/page-segments.ts).
 * - `__next._full.txt`: a byte copy of index.txt; no client code reads `/_full` (it is the
 *   server-side cache entry). Removed.
 * - `__next.<layout segments>.txt` (and `_index`, `_head`): only requested when a segment is
 *   not inlined into its child; with full inlining never. Removed.
 *
 * Pages whose folder does not have exactly one page segment file are left whole, so a Next
 * release that changes the layout of these files costs bytes, never a broken prefetch.
 */
export type PruneReport = { pages: number; removedFiles: number; removedBytes: number; keptWhole: string[] };

export const isRemovablePayload = (name: string) =>
  name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt') && name !== '__next._tree.txt' && !isPageSegmentName(name));

export function prunePayloads(outDir: string): PruneReport {
  const report: PruneReport = { pages: 0, removedFiles: 0, removedBytes: 0, keptWhole: [] };
  const visit = (rel: string) => {
    const dir = path.join(outDir, rel);
    const entries = readdirSync(dir, { withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    if (files.includes('__next._tree.txt')) {
      report.pages += 1;
      const pageSegments = files.filter(isPageSegmentName);
      const removable = files.filter((f) => (pageSegments.length === 1 ? isRemovablePayload(f) : f === '__next._full.txt'));
      if (pageSegments.length !== 1) report.keptWhole.push(`/${rel}`);
      for (const f of removable) {
        const file = path.join(dir, f);
        report.removedBytes += statSync(file).size;
        rmSync(file);
        report.removedFiles += 1;
      }
    }
    for (const e of entries) if (e.isDirectory() && !(rel === '' && e.name === '_next')) visit(rel ? `${rel}/${e.name}` : e.name);
  };
  visit('');
  return report;
}
