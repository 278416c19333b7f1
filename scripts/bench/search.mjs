// Search benchmark: index build time and size, bytes a first query downloads (gzip) from the
// modal and from a shared search page link (`/search/?q=…`, everything the page loads), and query
// time in Chromium (median/p95 over a fixed query set, through the search page UI, until the
// results are shown: the page's `data-state="done"` for that query).
// Usage: node scripts/bench/search.mjs [--port 4190]   (needs a built out/; called at the end of scripts/bench/bench.mjs)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { register } from 'tsx/esm/api';

const OUT = 'out';
const PORT = process.argv.includes('--port') ? Number(process.argv[process.argv.indexOf('--port') + 1]) : 4190;
export const QUERIES = ['docker', 'redis', '持久化', 'Docker 部署', '年终总结', '双指针', '离线', '击穿', 'deploying', 'grpc', 'swagger', 'mkcert', 'hooks', '部署', 'react hooks', 'git rebase', '缓存', 'nginx https', '逆向', 'typescript'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function benchSearch() {
  register();
  const { writeSearchIndex } = await import('../lib/search-index.ts');
  const started = performance.now();
  const stats = writeSearchIndex(path.resolve(OUT));
  const buildMs = performance.now() - started;

  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 600));
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const result = { buildMs, locales: stats, firstQuery: {}, pageFirstQuery: {}, queryMs: {} };
  const gz = (p) => {
    const file = path.join(OUT, decodeURIComponent(p).replace(/\/$/, '/index.html'));
    try {
      if (!statSync(file).isFile()) return 0;
      // A file stored gzipped (the index's pieces) is sent as it is.
      const body = readFileSync(file);
      return body[0] === 0x1f && body[1] === 0x8b ? body.length : gzipSync(body).length;
    } catch {
      return 0;
    }
  };
  try {
    for (const [locale, prefix] of [['zh-CN', ''], ['en', '/en']]) {
      // First query from the modal: what the button's click and one query fetch.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${PORT}${prefix}/`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      const fetched = [];
      page.on('response', (r) => fetched.push(new URL(r.url()).pathname));
      await page.click('.search-button');
      await page.fill('.search-input', QUERIES[0]);
      await page.waitForSelector('.search-modal[data-status="success"]');
      await page.waitForLoadState('networkidle');
      const index = fetched.filter((p) => p.includes('/search-index/'));
      const js = fetched.filter((p) => p.endsWith('.js'));
      result.firstQuery[locale] = {
        query: QUERIES[0],
        indexFiles: index.length,
        indexGzip: index.reduce((s, p) => s + gz(p), 0),
        jsFiles: js.length,
        jsGzip: js.reduce((s, p) => s + gz(p), 0),
        totalGzip: fetched.reduce((s, p) => s + gz(p), 0),
      };
      // A shared link with the query: everything the page fetches until its results are shown.
      {
        const pageContext = await browser.newContext();
        const shared = await pageContext.newPage();
        const files = [];
        shared.on('response', (r) => files.push(new URL(r.url()).pathname));
        await shared.goto(`http://127.0.0.1:${PORT}${prefix}/search/?q=${encodeURIComponent(QUERIES[0])}`);
        await shared.waitForSelector('.search-page[data-state="done"]');
        await shared.waitForLoadState('networkidle');
        const index = files.filter((p) => p.includes('/search-index/'));
        result.pageFirstQuery[locale] = { query: QUERIES[0], files: files.length, totalGzip: files.reduce((s, p) => s + gz(p), 0), indexFiles: index.length, indexGzip: index.reduce((s, p) => s + gz(p), 0) };
        await pageContext.close();
      }
      // Query time through the search page: set the input, wait for the rendered count.
      await page.goto(`http://127.0.0.1:${PORT}${prefix}/search/`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const times = await page.evaluate(async (queries) => {
        const input = document.querySelector('.search-page-input');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const run = (q) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            setter.call(input, q);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            const check = () => {
              // The results for this query are shown: the page says so (data-state, components/search/SearchPageView.client.tsx).
              const h1 = document.querySelector('.search-page h1')?.textContent ?? '';
              if (h1.includes(q) && document.querySelector('.search-page')?.getAttribute('data-state') === 'done') resolve(performance.now() - t0);
              else requestAnimationFrame(check);
            };
            check();
          });
        const out = { cold: [], warm: [] };
        for (const round of ['cold', 'warm']) {
          for (const q of queries) {
            setter.call(input, '');
            input.dispatchEvent(new Event('input', { bubbles: true }));
            await new Promise((r) => setTimeout(r, 30));
            out[round].push(await run(q));
          }
        }
        return out;
      }, QUERIES);
      const pct = (list, p) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))];
      result.queryMs[locale] = {
        queries: QUERIES.length,
        coldMedian: pct(times.cold, 0.5), coldP95: pct(times.cold, 0.95),
        warmMedian: pct(times.warm, 0.5), warmP95: pct(times.warm, 0.95),
      };
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }

  console.log('\n== search ==');
  console.log(`index build  ${result.buildMs.toFixed(0)} ms (both locales, from out/ HTML)`);
  for (const s of stats) {
    console.log(`index ${s.locale.padEnd(6)} ${s.pages} pages, ${s.records} sections, ${s.terms} terms, ${s.shards} shards, ${s.chunks} text chunks, ${s.files} files: ${kb(s.textBytes)} as JSON, ${kb(s.bytes)} stored, ${kb(s.gzipBytes)} sent gzip (meta ${kb(s.metaGzip)} gzip)`);
  }
  for (const [locale, f] of Object.entries(result.firstQuery)) {
    console.log(`first query  ${locale.padEnd(6)} modal "${f.query}": ${kb(f.totalGzip)} gzip in all: index ${f.indexFiles} files ${kb(f.indexGzip)} + JS ${f.jsFiles} files ${kb(f.jsGzip)}`);
  }
  for (const [locale, f] of Object.entries(result.pageFirstQuery)) {
    console.log(`first query  ${locale.padEnd(6)} page /search/?q=${f.query}: ${f.files} files ${kb(f.totalGzip)} gzip in all (index ${f.indexFiles} files ${kb(f.indexGzip)})`);
  }
  for (const [locale, q] of Object.entries(result.queryMs)) {
    console.log(`query time   ${locale.padEnd(6)} ${q.queries} queries, Chromium: first pass median ${q.coldMedian.toFixed(1)} ms / p95 ${q.coldP95.toFixed(1)} ms; warm median ${q.warmMedian.toFixed(1)} ms / p95 ${q.warmP95.toFixed(1)} ms`);
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
