// Lighthouse (mobile, simulated throttling) on the built site, served by scripts/serve.mjs.
// Not part of the test suite: a measurement, like `npm run bench`. Lighthouse 13, the major readers'
// browsers and PageSpeed run (issue 47), fetched by npx on first use rather than installed with
// the project: it declares Node 22 but runs on this machine's Node 20 (13.5.0, checked; npx's
// engine warnings are silenced).
// Usage: node scripts/bench/lighthouse.mjs [paths...]   (default: home, a post, a doc and a shared search link, in both locales)
// LH_DIR=<dir> measures another build (default out/): an older commit built with `npm run build -- --out <dir>`, side by side.
// Each page is measured LH_RUNS times (default 3) and the run with the median performance score
// is kept: on a small shared machine the simulated blocking time varies from run to run.
// Writes .bench/lighthouse.json and prints the four category scores per page, with FCP, LCP, TBT, CLS, the longest
// main-thread task (Lighthouse's long-tasks audit, simulated at its 4x CPU), the bytes transferred (total-byte-weight)
// and requests of the median run, and the machine's load average (a busy machine lengthens the observed tasks the simulation scales).
import { execFileSync, spawn } from 'node:child_process';
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

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', process.env.LH_DIR ?? 'out'], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));
const work = mkdtempSync(path.join(tmpdir(), 'lh-'));
const results = [];
try {
  for (const p of paths) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const file = path.join(work, 'report.json');
      execFileSync('npx', ['--loglevel=error', '-y', LIGHTHOUSE, `http://127.0.0.1:${port}${p}`, '--quiet', '--form-factor=mobile', '--output=json', `--output-path=${file}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'],
        { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] });
      reports.push(JSON.parse(readFileSync(file, 'utf8')));
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const r = reports[Math.floor(reports.length / 2)];
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
  rmSync(work, { recursive: true, force: true });
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/lighthouse.json', `${JSON.stringify({ date: new Date().toISOString(), lighthouse: LIGHTHOUSE, runs, dir: process.env.LH_DIR ?? 'out', results }, null, 2)}\n`);
