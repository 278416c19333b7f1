// Lighthouse (mobile, simulated throttling) on the built site, served by scripts/serve.mjs.
// Not part of the test suite: a measurement, like `npm run bench`. Lighthouse 13, the major readers'
// browsers and PageSpeed run (issue 47), fetched by npx on first use rather than installed with
// the project: it declares Node 22 but runs on this machine's Node 20 (13.5.0, checked; npx's
// engine warnings are silenced).
// Usage: node scripts/bench/lighthouse.mjs [paths...]   (default: home, a post, a doc and a shared search link, in both locales)
// LH_SAVE=<dir> keeps each page's median report there (JSON, for the audits' details).
// LH_DIR=<dir> measures another build (default out/): an older commit built with `npm run build -- --out <dir>`, side by side.
// Each page is measured LH_RUNS times (default 3) and the run with the median performance score
// is kept: on a small shared machine the simulated blocking time varies from run to run.
// Writes .bench/lighthouse.json and prints the four category scores per page, with FCP, LCP, TBT, CLS, the longest
// main-thread task (Lighthouse's long-tasks audit, simulated at its 4x CPU), the bytes transferred (total-byte-weight)
// and requests of the median run, and the machine's load average (a busy machine lengthens the observed tasks the simulation scales).
//
// The browser is warm by default, as a reader's is: Lighthouse runs in a Chromium started here, which has
// first drawn a scratch page (a data: URL, not this site: no cache, worker or storage of ours) in the
// site's three font stacks (app/styles.css), regular and bold, Latin and Chinese. A Chromium started
// cold parses the system's CJK fonts (Debian's Noto CJK: 20-27 MB .ttc files, one per weight) during
// the page's first layout: on this machine 500-650 ms of one task (a bare Next page's first layout, in
// the default Latin font, 20-180 ms), which Lighthouse's 4x CPU simulation makes 2-2.5 s of blocking
// time. A phone's system fonts are loaded long before a reader opens a link. LH_COLD=1 measures with a
// fresh Chromium per run, as Lighthouse's CLI does by default.
import { execFileSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LH_PORT ?? 4620);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/blog/nextjs-postgres-docker-compose/', '/docs/skill/database/redis/', '/search/?q=%E6%80%BB%E7%BB%93', '/en/', '/en/blog/grpc-python-ocr-node/', '/en/docs/docker/', '/en/search/?q=docker'];

const cold = process.env.LH_COLD === '1';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A scratch page drawing text in each font stack of app/styles.css, regular and bold, Latin, Chinese and code. */
function fontWarmUrl() {
  const css = readFileSync('app/styles.css', 'utf8');
  const stacks = [...css.matchAll(/--font-[a-z-]+:\s*([^;]+);/g)].map((m) => m[1].replaceAll('"', "'"));
  const lines = stacks.flatMap((stack) => ['400', '700'].map((w) => `<p style="font-family:${stack};font-weight:${w}">Warm up 预热字体 const x = 1; 中文 English</p>`));
  return `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><meta charset="utf-8">${lines.join('')}`)}`;
}

/** A Chromium already past its font set-up, for Lighthouse to drive (--port): see the header. */
async function warmChrome() {
  const debugPort = port + 1;
  const profile = mkdtempSync(path.join(tmpdir(), 'lh-chrome-'));
  const chrome = spawn(CHROME, [...chromeFlags, `--remote-debugging-port=${debugPort}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, fontWarmUrl()], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then((r) => r.ok, () => false);
    if (ready) break;
    await sleep(100);
  }
  await sleep(2000); // the scratch page's layout, with its font loads, is done well within this
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  return {
    debugPort,
    stop: async () => {
      chrome.kill();
      await exited; // Chromium writes its profile until it has exited
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', process.env.LH_DIR ?? 'out'], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));
const work = mkdtempSync(path.join(tmpdir(), 'lh-'));
const results = [];
const chrome = cold ? null : await warmChrome();
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, ${runs} runs a page, ${cold ? 'a cold Chromium per run (LH_COLD=1)' : 'one warm Chromium (fonts loaded; LH_COLD=1 for a cold one)'}, ${process.env.LH_DIR ?? 'out'}/`);
try {
  for (const p of paths) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const file = path.join(work, 'report.json');
      const browser = chrome ? [`--port=${chrome.debugPort}`] : [`--chrome-flags=${chromeFlags.join(' ')}`];
      execFileSync('npx', ['--loglevel=error', '-y', LIGHTHOUSE, `http://127.0.0.1:${port}${p}`, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${file}`, ...browser],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] });
      reports.push(JSON.parse(readFileSync(file, 'utf8')));
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const r = reports[Math.floor(reports.length / 2)];
    if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `${p.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(r));
    const perfRuns = reports.map((x) => Math.round(x.categories.performance.score * 100));
    const scores = Object.fromEntries(Object.entries(r.categories).map(([k, c]) => [k, Math.round(c.score * 100)]));
    const metric = (id) => r.audits[id].displayValue;
    const failing = Object.values(r.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const kib = (r.audits['total-byte-weight'].numericValue / 1024).toFixed(1);
    const requests = r.audits['network-requests']?.details?.items?.length ?? 0;
    const longest = Math.round(Math.max(0, ...(r.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration)));
    const tbtRuns = reports.map((x) => Math.round(x.audits['total-blocking-time'].numericValue));
    results.push({ path: p, scores, perfRuns, tbtRuns, fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), longestTaskMs: longest, cls: metric('cumulative-layout-shift'), totalKiB: Number(kib), requests, failing, load: loadavg()[0] });
    console.log(`${p}  perf ${scores.performance} (runs ${perfRuns.join('/')})  a11y ${scores.accessibility}  bp ${scores['best-practices']}  seo ${scores.seo}  | FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')} (runs ${tbtRuns.join('/')} ms) longest task ${longest} ms CLS ${metric('cumulative-layout-shift')} | ${kib} KiB in ${requests} requests | load ${loadavg()[0].toFixed(1)}`);
    if (failing.length) console.log(`   below 0.9: ${failing.join(', ')}`);
  }
} finally {
  server.kill();
  await chrome?.stop();
  rmSync(work, { recursive: true, force: true });
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/lighthouse.json', `${JSON.stringify({ date: new Date().toISOString(), lighthouse: LIGHTHOUSE, browser: cold ? 'cold' : 'warm', runs, dir: process.env.LH_DIR ?? 'out', results }, null, 2)}\n`);
