// Service worker benchmark: the post-build step's time, each locale's worker size and precache
// (files, gzip bytes) in each mode, and the bytes of a first visit with the worker, per locale and
// mode, against the same visit with workers blocked. Re-runs the step over the built out/ (it is
// idempotent).
// Usage: node scripts/bench/sw.mjs [--visits] [--port 4192]   (needs a built out/; called from scripts/bench/bench.mjs)
import { createServer } from 'node:http';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { staticHandler } from '../serve.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function benchServiceWorker(outDir = 'out') {
  register();
  const { writeServiceWorkers } = await import('../lib/service-worker.ts');
  const report = await writeServiceWorkers(path.resolve(outDir), { basePath: process.env.BASE_PATH ?? '' });
  console.log('\n== service worker ==');
  console.log(`post-build step  ${report.ms} ms (offline pages, manifests, ${report.locales.length} workers bundled and precache lists injected)`);
  for (const l of report.locales) {
    console.log(`${l.locale.padEnd(6)} ${l.worker.padEnd(9)} ${kb(l.workerBytes)} raw, ${kb(l.workerGzip)} gzip`);
    console.log(`       precache, offline mode  ${String(l.precache.files).padStart(4)} files, ${kb(l.precache.bytes)} raw, ${kb(l.precache.gzipBytes)} gzip`);
    console.log(`       page list, offline mode only  ${kb(l.pageList.bytes)} raw, ${kb(l.pageList.gzipBytes)} gzip (every page, payload and image of the locale, revisioned)`);
    console.log(`       precache, default mode  ${String(l.core.files).padStart(4)} files, ${kb(l.core.bytes)} raw, ${kb(l.core.gzipBytes)} gzip (offline pages, stylesheets, on-demand scripts)`);
  }
  return { ms: report.ms, locales: report.locales.map(({ precache: { urls, ...precache }, ...l }) => ({ ...l, precache })) };
}

/**
 * Bytes on the wire of a reader's first visit to a locale's home, counted at the server (bodies as
 * sent, gzip): with workers blocked, and with the worker in the default mode and in offline mode
 * (`?offlineMode=true`), until the worker controls the page and nothing is fetched for 3 s. Files
 * downloaded twice in one visit (sent with a body twice, not a 304) are listed: the worker should
 * take the page's own files from the HTTP cache.
 */
export async function benchFirstVisits(outDir = 'out', port = 4192) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  let log = [];
  const handler = staticHandler(() => [path.resolve(outDir)], '');
  const server = createServer((req, res) => {
    const entry = { url: req.url, bytes: 0, at: Date.now() };
    log.push(entry);
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const count = (c) => c && typeof c !== 'function' && (entry.bytes += Buffer.byteLength(c));
    res.write = (c, ...a) => (count(c), write(c, ...a));
    res.end = (c, ...a) => (count(c), end(c, ...a));
    handler(req, res);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const result = [];
  try {
    for (const home of ['/', '/en/']) {
      for (const mode of ['no worker', 'default', 'offline']) {
        const context = await browser.newContext({ serviceWorkers: mode === 'no worker' ? 'block' : 'allow' });
        const page = await context.newPage();
        log = [];
        await page.goto(`http://127.0.0.1:${port}${home}${mode === 'offline' ? '?offlineMode=true' : ''}`, { waitUntil: 'load' });
        if (mode !== 'no worker')
          await page.waitForFunction((on) => navigator.serviceWorker.controller?.scriptURL.includes(`%22offlineMode%22%3A${on}`), mode === 'offline', { timeout: 120_000 });
        while (Date.now() - Math.max(...log.map((e) => e.at)) < 3000) await new Promise((r) => setTimeout(r, 250));
        // Downloads: a 304 (the server sends validators) has no body and costs no download.
        const seen = new Map();
        for (const e of log) if (e.bytes > 0) seen.set(e.url, (seen.get(e.url) ?? 0) + 1);
        const twice = [...seen].filter(([, n]) => n > 1).map(([u]) => u);
        const row = { home, mode, requests: log.length, bytes: log.reduce((s, e) => s + e.bytes, 0), twice, twiceBytes: log.filter((e) => twice.includes(e.url)).reduce((s, e) => s + e.bytes, 0) / 2 };
        result.push(row);
        console.log(`${home.padEnd(5)} ${mode.padEnd(10)} ${String(row.requests).padStart(4)} requests, ${kb(row.bytes).padStart(10)} on the wire; fetched twice: ${twice.length} files${twice.length ? ` (${twice.slice(0, 4).join(', ')}${twice.length > 4 ? ', …' : ''})` : ''}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  await benchServiceWorker();
  if (args.includes('--visits')) {
    console.log('\n== first visit with the service worker (home, fresh browser) ==');
    await benchFirstVisits('out', Number(args.includes('--port') ? args[args.indexOf('--port') + 1] : 4192));
  }
}
