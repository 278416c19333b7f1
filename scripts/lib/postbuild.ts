import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getRoutes } from '../../lib/routes/table';
import { site } from '../../lib/site/config';
import { checkLinks, duplicateRoutes, resolveTarget } from './check-links';
import { writeFeeds } from './feeds';
import { prunePayloads } from './prune-payloads';
import { writeSearchIndex } from './search-index';
import { writeServiceWorkers } from './service-worker';

/**
 * A post-build step: works on the exported folder it is given (the build's staging folder, never
 * a hard-coded out/), logs what it did, and returns its errors (any error fails the build).
 */
export type PostbuildStep = { name: string; run(outDir: string): Promise<string[]> | string[] };

/**
 * Next also exports its not-found pages as folders (404/index.html, _not-found/index.html); a
 * static host serves those with status 200. Only 404.html, served with status 404, is wanted.
 */
export const NOT_FOUND_COPIES = ['404', '_not-found'];

export const postbuildSteps: PostbuildStep[] = [
  {
    name: 'not-found copies',
    run(outDir) {
      const removed = NOT_FOUND_COPIES.filter((name) => existsSync(path.join(outDir, name)));
      for (const name of removed) rmSync(path.join(outDir, name), { recursive: true, force: true });
      if (removed.length) console.log(`postbuild: removed ${removed.join(', ')} (404.html stays)`);
      return existsSync(path.join(outDir, '404.html')) ? [] : ['404.html was not emitted'];
    },
  },
  {
    name: 'route payloads',
    run(outDir) {
      const pruned = prunePayloads(outDir);
      console.log(`postbuild: removed ${pruned.removedFiles} route payload files the router never requests (${(pruned.removedBytes / 1024 / 1024).toFixed(1)} MB) from ${pruned.pages} pages`);
      for (const p of pruned.keptWhole) console.warn(`warning  ${p}: not exactly one page segment file; its payload files were kept`);
      return [];
    },
  },
  {
    name: 'feeds',
    async run(outDir) {
      const feeds = await writeFeeds(outDir);
      console.log(`postbuild: wrote ${feeds.length} feeds`);
      return [];
    },
  },
  {
    name: 'route table',
    run(outDir) {
      for (const d of duplicateRoutes(outDir)) console.warn(`warning  duplicate route ${d}`);
      return getRoutes()
        .filter((r) => !resolveTarget(outDir, r.href))
        .map((r) => `route ${r.href} (${r.kind}) is in the route table but was not emitted`);
    },
  },
  {
    name: 'search index',
    run(outDir) {
      const started = Date.now();
      const index = writeSearchIndex(outDir);
      console.log(`postbuild: search index ${index.map((s) => `${s.locale} ${s.pages} pages/${s.records} sections/${(s.gzipBytes / 1024).toFixed(0)} KB gzip`).join(', ')} in ${Date.now() - started} ms`);
      return [];
    },
  },
  {
    name: 'service workers',
    async run(outDir) {
      const sw = await writeServiceWorkers(outDir, { basePath: site.basePath });
      console.log(`postbuild: service workers ${sw.locales.map((l) => `${l.worker} ${(l.workerGzip / 1024).toFixed(1)} KB gzip, precache ${l.precache.files} files/${(l.precache.gzipBytes / 1024).toFixed(0)} KB gzip`).join(', ')} in ${sw.ms} ms`);
      return [];
    },
  },
  {
    name: 'links',
    run(outDir) {
      const report = checkLinks(outDir, { siteUrl: site.url, basePath: site.basePath });
      for (const w of report.warnings) console.warn(`warning  ${w}`);
      console.log(`postbuild: ${report.pages} pages, ${report.links} links checked, ${report.warnings.length} warnings`);
      return report.errors;
    },
  },
];

/** Runs the post-build steps over `outDir` in order; every error is listed, then the build fails. */
export async function runPostbuild(outDir: string, steps = postbuildSteps): Promise<number> {
  const started = Date.now();
  const errors: string[] = [];
  for (const step of steps) {
    for (const e of await step.run(outDir)) errors.push(`${step.name}: ${e}`);
  }
  if (errors.length) {
    for (const e of errors) console.error(`error    ${e}`);
    console.error(`\npostbuild: ${errors.length} error${errors.length === 1 ? '' : 's'}; the build failed.`);
    return 1;
  }
  console.log(`postbuild: ${steps.length} steps over ${outDir} passed in ${Date.now() - started} ms`);
  return 0;
}
