import path from 'node:path';
import { getRoutes } from '../../lib/routes/table';
import { site } from '../../lib/site/config';
import { checkLinks, duplicateRoutes, resolveTarget } from './check-links';
import { writeFeeds } from './feeds';
import { prunePayloads } from './prune-payloads';
import { writeSearchIndex } from './search-index';

const OUT = path.join(process.cwd(), 'out');

/** Post-build steps over out/: route table vs emitted files, then links and anchors. */
export async function runPostbuild(): Promise<number> {
  const started = Date.now();
  const errors: string[] = [];

  const pruned = prunePayloads(OUT);
  console.log(`postbuild: removed ${pruned.removedFiles} route payload files the router never requests (${(pruned.removedBytes / 1024 / 1024).toFixed(1)} MB) from ${pruned.pages} pages`);
  for (const p of pruned.keptWhole) console.warn(`warning  ${p}: not exactly one page segment file; its payload files were kept`);

  const feeds = await writeFeeds(OUT);
  console.log(`postbuild: wrote ${feeds.length} feeds`);

  const missing = getRoutes().filter((r) => !resolveTarget(OUT, r.href));
  for (const r of missing) errors.push(`route ${r.href} (${r.kind}) is in the route table but was not emitted`);

  for (const d of duplicateRoutes(OUT)) console.warn(`warning  duplicate route ${d}`);

  const indexStarted = Date.now();
  const index = writeSearchIndex(OUT);
  console.log(`postbuild: search index ${index.map((s) => `${s.locale} ${s.pages} pages/${s.records} sections/${(s.gzipBytes / 1024).toFixed(0)} KB gzip`).join(', ')} in ${Date.now() - indexStarted} ms`);

  const report = checkLinks(OUT, { siteUrl: site.url, basePath: site.basePath });
  for (const w of report.warnings) console.warn(`warning  ${w}`);
  errors.push(...report.errors);

  if (errors.length) {
    for (const e of errors) console.error(`error    ${e}`);
    console.error(`\npostbuild: ${errors.length} error${errors.length === 1 ? '' : 's'}; the build failed.`);
    return 1;
  }
  console.log(
    `postbuild: ${getRoutes().length} routes, ${report.pages} pages, ${report.links} links checked, ` +
      `${report.warnings.length} warnings in ${Date.now() - started} ms`,
  );
  return 0;
}
