// This site's search beside Pagefind (the engine of Starlight and many static sites), on the same
// built out/, in the same browser: what the README's comparison says, from a command (issue 47).
// Pagefind (the npm registry's `pagefind`, run with npx, not a dependency of the project) indexes
// a scratch copy of out/ (hard links, removed afterwards; out/ is not touched), reading each page's
// <main> as this site's index does. For each query, in a fresh browser context (nothing cached),
// on a blank page of the locale's language, both engines answer the first screen of a search page
// (the top 5 results with their texts: ours' first step, Pagefind's first 5 `data()`), counting
// from the engine's script to the last text:
// - bytes to first result: every response's body as the server sent it (gzip, scripts/serve.mjs),
//   engine script and index files (Pagefind: pagefind.js, its WebAssembly, entry, index chunks,
//   filters, fragments; ours: the early engine's script, the index head, shards, text chunks);
// - time to first result: from starting the engine's script to the fifth result's text, median of
//   --runs fresh loads (no network throttling: the CPU's and the request count's share);
// - hits: the pages each engine finds for the query.
// A measurement, not a test. Needs a built out/.
// Usage: node scripts/bench/pagefind.mjs [--dir out] [--port 4198] [--runs 3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveStatic } from './network.mjs';

const PAGEFIND = 'pagefind@1.6.0';
/** Five Chinese queries (two of two characters, a word Chinese writes without spaces), five English. */
export const PAGEFIND_QUERIES = [
  ['zh-CN', '缓存'],
  ['zh-CN', '部署'],
  ['zh-CN', '年终总结'],
  ['zh-CN', '双指针'],
  ['zh-CN', '持久化'],
  ['en', 'docker'],
  ['en', 'redis'],
  ['en', 'grpc'],
  ['en', 'react hooks'],
  ['en', 'git rebase'],
];
const FIRST = 5;

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

/** Files and bytes under a folder. */
function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += statSync(path.join(e.parentPath ?? e.path, e.name)).size;
  }
  return { files, bytes };
}

/** What one engine fetched and how long it took for one query in a fresh context. */
async function firstScreen(browser, origin, engine, locale, query) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route('**/__bench.html', (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head><body></body></html>` }));
    await page.goto(`${origin}/__bench.html`);
    const responses = [];
    page.on('requestfinished', (req) => responses.push(req.sizes().then((s) => ({ url: new URL(req.url()).pathname, bytes: s.responseBodySize }))));
    const answer = await page.evaluate(
      async ({ engine, locale, query, first, early }) => {
        const t0 = performance.now();
        if (engine === 'pagefind') {
          const pagefind = await import('/pagefind/pagefind.js');
          await pagefind.options({ excerptLength: 30 });
          const search = await pagefind.search(query);
          const top = await Promise.all(search.results.slice(0, first).map((r) => r.data()));
          return { ms: performance.now() - t0, hits: search.results.length, top: top.map((d) => d.url) };
        }
        // Ours: the early engine's script (the whole engine in one classic script), as a search page loads it.
        const w = /** @type {any} */ (window);
        w.__inkstoneSearch = { release() {} };
        await new Promise((resolve, reject) => {
          const s = document.createElement('script');
          s.src = early;
          s.onload = resolve;
          s.onerror = reject;
          document.head.appendChild(s);
        });
        const result = await w.__inkstoneSearch.engine.getBackend(locale, locale).search(query, { limit: first, hitsPerGroup: 1 });
        return { ms: performance.now() - t0, hits: result.count, top: result.groups.map((g) => g.url) };
      },
      { engine, locale, query, first: FIRST, early: EARLY },
    );
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(responses)).filter((r) => !r.url.endsWith('__bench.html'));
    return { ...answer, requests: files.length, bytes: files.reduce((s, f) => s + f.bytes, 0) };
  } finally {
    await context.close();
  }
}

let EARLY = '';

export async function benchPagefind({ dir = 'out', port = 4198, runs = 3 } = {}) {
  const early = readdirSync(path.join(dir, '_next/static/search')).find((f) => /^early\.[0-9a-f]+\.js$/.test(f));
  if (!early) throw new Error(`${dir}/_next/static/search/ holds no early engine: build the site first (npm run build)`);
  EARLY = `/_next/static/search/${early}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'pagefind-'));
  const site = path.join(scratch, 'site');
  const load = [loadavg()[0]];
  try {
    // Hard links: the copy costs no space, and Pagefind only adds its own folder.
    execFileSync('cp', ['-al', path.resolve(dir), site]);
    const started = performance.now();
    execFileSync('npx', ['--loglevel=error', '-y', PAGEFIND, '--site', site, '--root-selector', 'main', '--output-subdir', 'pagefind', '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const pagefindBuildMs = performance.now() - started;
    const server = await serveStatic(site, port);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const rows = [];
    try {
      for (const [locale, query] of PAGEFIND_QUERIES) {
        const row = { locale, query };
        for (const engine of ['ours', 'pagefind']) {
          const loads = [];
          for (let i = 0; i < runs; i++) loads.push(await firstScreen(browser, `http://127.0.0.1:${port}`, engine, locale, query));
          const ms = loads.map((l) => l.ms).sort((a, b) => a - b);
          row[engine] = { ...loads[0], ms: ms[ms.length >> 1], msRuns: ms };
        }
        rows.push(row);
      }
    } finally {
      await browser.close();
      server.kill();
    }
    load.push(loadavg()[0]);
    return { runs, load, pagefind: PAGEFIND, pagefindBuildMs, index: { ours: sizeOf(path.join(site, 'search-index')), pagefind: sizeOf(path.join(site, 'pagefind')) }, rows };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function printPagefind(r) {
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\n== search beside Pagefind (${r.pagefind}, same out/, Chromium, fresh context per load, median of ${r.runs}; load average ${r.load[0].toFixed(1)} at the start, ${r.load[1].toFixed(1)} at the end) ==`);
  console.log(`index        ours ${r.index.ours.files} files ${(r.index.ours.bytes / 1048576).toFixed(1)} MB; Pagefind ${r.index.pagefind.files} files ${(r.index.pagefind.bytes / 1048576).toFixed(1)} MB, built in ${(r.pagefindBuildMs / 1000).toFixed(1)} s`);
  console.log(`first screen (top ${FIRST} with their texts): bytes on the wire (gzip) in requests, time from the engine's script to the last text, pages found`);
  console.log('query              ours: bytes        req   ms    hits | Pagefind: bytes    req   ms    hits');
  for (const { query, ours: o, pagefind: p } of r.rows) {
    console.log(`${query.padEnd(18 - (query.match(/[^\x00-\x7f]/g)?.length ?? 0))} ${kib(o.bytes).padStart(12)} ${String(o.requests).padStart(5)} ${o.ms.toFixed(0).padStart(5)} ${String(o.hits).padStart(6)} | ${kib(p.bytes).padStart(12)} ${String(p.requests).padStart(5)} ${p.ms.toFixed(0).padStart(5)} ${String(p.hits).padStart(6)}`);
  }
  const sum = (k, e) => r.rows.reduce((s, row) => s + row[e][k], 0);
  console.log(`all ${r.rows.length}: ours ${kib(sum('bytes', 'ours'))} in ${sum('requests', 'ours')} requests, Pagefind ${kib(sum('bytes', 'pagefind'))} in ${sum('requests', 'pagefind')} requests (${(sum('bytes', 'pagefind') / sum('bytes', 'ours')).toFixed(1)}x)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPagefind(await benchPagefind({ dir: arg('dir', 'out'), port: Number(arg('port', 4198)), runs: Number(arg('runs', 3)) }));
}
