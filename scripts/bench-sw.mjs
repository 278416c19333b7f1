// Service worker benchmark: the post-build step's time, each locale's worker size and offline mode's
// precache (files, gzip bytes). Re-runs the step over the built out/ (it is idempotent).
// Usage: node scripts/bench-sw.mjs   (needs a built out/; called from scripts/bench.mjs)
import path from 'node:path';
import { register } from 'tsx/esm/api';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function benchServiceWorker(outDir = 'out') {
  register();
  const { writeServiceWorkers } = await import('./lib/service-worker.ts');
  const report = await writeServiceWorkers(path.resolve(outDir), { basePath: process.env.BASE_PATH ?? '' });
  console.log('\n== service worker ==');
  console.log(`post-build step  ${report.ms} ms (offline pages, manifests, ${report.locales.length} workers bundled and precache lists injected)`);
  for (const l of report.locales) {
    console.log(`${l.locale.padEnd(6)} ${l.worker.padEnd(9)} ${kb(l.workerBytes)} raw, ${kb(l.workerGzip)} gzip; offline-mode precache ${l.precache.files} files, ${kb(l.precache.bytes)} raw, ${kb(l.precache.gzipBytes)} gzip`);
  }
  return { ms: report.ms, locales: report.locales.map(({ precache: { urls, ...precache }, ...l }) => ({ ...l, precache })) };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServiceWorker();
