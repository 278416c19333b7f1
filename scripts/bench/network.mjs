// Network benchmark: what a reader's browser fetches after a page has loaded. For home, the
// archive, a post and a doc: requests and bytes on the wire in the 4 s after `load` with nothing
// touched, then in the 2 s after the pointer rests on one link (prefetch by intent).
// Usage: node scripts/bench/network.mjs [--dir out] [--port 4191]   (also called by scripts/bench/bench.mjs)
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const IDLE_MS = 4000;
const HOVER_MS = 2000;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The pages measured: one of each kind a reader lands on, and the link to hover on each. */
export const NETWORK_PAGES = [
  { name: 'home', path: '/', link: 'main a[href^="/blog/"]:not([href*="#"])' },
  { name: 'archive', path: '/blog/archive/', link: 'main a[href^="/blog/"]:not([href*="#"]):not([href^="/blog/tags/"])' },
  { name: 'post', path: '/blog/hello-blog/', link: 'main a[href^="/blog/tags/"]' },
  { name: 'doc', path: '/docs/event-loop/', link: '.doc-pager .pager-next' },
];

/** Serves `dir` with the plain static server; resolves once it answers. */
export async function serveStatic(dir, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  server.kill();
  throw new Error(`static server on port ${port} did not start`);
}

/**
 * `measure(url)` for each page of each build, `runs` rounds, each build served on its own port
 * from `port` on: the builds' order alternates from one round to the next, so a machine busy with
 * other work slows both alike. A map from "<dir>  <path>" to the list of measurements.
 */
export async function alternating({ dirs, paths, runs, port }, measure) {
  const servers = await Promise.all(dirs.map((d, i) => serveStatic(d, port + i)));
  const results = new Map();
  try {
    for (let i = 0; i < runs; i++) {
      const order = dirs.map((_, d) => d);
      if (i % 2) order.reverse();
      for (const d of order) {
        for (const p of paths) {
          const key = `${dirs[d]}  ${p}`;
          results.set(key, [...(results.get(key) ?? []), await measure(`http://127.0.0.1:${port + d}${p}`)]);
        }
      }
    }
  } finally {
    for (const s of servers) s.kill();
  }
  return results;
}

/**
 * Requests made while `during` runs (and `ms` after it), with wire bytes once each has finished.
 * Bytes come from Resource Timing's `transferSize` (headers and body as sent, after gzip).
 */
async function record(page, ms, during = async () => {}) {
  const seen = [];
  const onRequest = (req) => seen.push({ req, failed: false });
  const onFailed = (req) => {
    const s = seen.find((x) => x.req === req);
    if (s) s.failed = true;
  };
  const since = await page.evaluate(() => {
    performance.setResourceTimingBufferSize(5000);
    return performance.now();
  });
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  await during();
  await page.waitForTimeout(ms);
  page.off('request', onRequest);
  page.off('requestfailed', onFailed);
  const timings = await page.evaluate(
    (t) => performance.getEntriesByType('resource').filter((e) => e.startTime >= t).map((e) => ({ name: e.name, bytes: e.transferSize })),
    since,
  );
  const rows = [];
  for (const { req, failed } of seen) {
    let bytes = 0;
    const i = timings.findIndex((e) => e.name === req.url());
    if (i >= 0) bytes = timings.splice(i, 1)[0].bytes;
    const url = new URL(req.url());
    rows.push({ method: req.method(), path: url.pathname, type: req.resourceType(), failed, bytes });
  }
  return { requests: rows.length, bytes: rows.reduce((s, r) => s + r.bytes, 0), payloads: rows.filter((r) => r.path.endsWith('.txt')).length, rows };
}

/** Measures every page in `pages` on a fresh browser context (empty cache) each. */
export async function benchNetwork({ dir = 'out', port = 4191, pages = NETWORK_PAGES } = {}) {
  const { chromium } = await import('@playwright/test');
  // The browser first: a launch that fails (no Chromium) must not leave the server running.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const server = await serveStatic(dir, port).catch(async (e) => {
    await browser.close();
    throw e;
  });
  const result = {};
  try {
    for (const p of pages) {
      // The service worker is blocked: a request it answers has no wire size in the page (Resource
      // Timing says 0 bytes, Playwright a negative body), which once made every prefetch look
      // free. Its own downloads are the "service worker" section of the bench.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}${p.path}`, { waitUntil: 'load' });
      const idle = await record(page, IDLE_MS);
      const link = page.locator(p.link).first();
      const href = await link.getAttribute('href');
      await link.scrollIntoViewIfNeeded();
      // Scrolling alone must not fetch anything either: settle before hovering.
      const scrolled = await record(page, 500);
      const hover = await record(page, HOVER_MS, () => link.hover());
      result[p.name] = { path: p.path, hovered: href, idle, scrolled, hover };
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return result;
}

export function printNetwork(result) {
  console.log(`page      after load, ${IDLE_MS / 1000} s idle       after hovering one link (${HOVER_MS / 1000} s)`);
  for (const [name, r] of Object.entries(result)) {
    const idle = `${r.idle.requests + r.scrolled.requests} req ${kb(r.idle.bytes + r.scrolled.bytes)} (${r.idle.payloads + r.scrolled.payloads} .txt)`;
    const hover = `${r.hover.requests} req ${kb(r.hover.bytes)} (${r.hover.payloads} .txt)`;
    console.log(`${name.padEnd(9)} ${idle.padEnd(30)} ${hover}   ${r.hovered}`);
    for (const [when, rows] of [['idle', [...r.idle.rows, ...r.scrolled.rows]], ['hover', r.hover.rows]]) {
      for (const row of rows) console.log(`            ${when}: ${row.method} ${row.path}${row.failed ? ' (failed)' : ''} ${kb(row.bytes)}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (n, d) => (args.includes(`--${n}`) ? args[args.indexOf(`--${n}`) + 1] : d);
  const result = await benchNetwork({ dir: opt('dir', 'out'), port: Number(opt('port', 4191)) });
  printNetwork(result);
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
}
