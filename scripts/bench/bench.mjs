// Benchmark: build time, peak memory of the build's process tree, pages emitted, the
// JavaScript each page type loads (external chunks and inline RSC payload, raw and gzip), the
// size and file count of out/, the social cards (count, size, drawing time), what a reader's
// browser fetches after load and on hover, and the long tasks of a shared search link at 4x CPU
// (search-tasks.mjs). This site's search beside Pagefind: scripts/bench/pagefind.mjs.
// Usage: npm run bench                      (builds, then measures)
//        npm run bench -- --no-build        (measures the existing out/)
//        npm run bench -- --cold            (removes .next/ and the MDX cache first: a cold build)
//        npm run bench -- --scale 4         (builds a scratch copy with the content multiplied 4x, removed
//                                            afterwards unless --keep;
//                                            with --cold its caches start empty too)
//        npm run bench -- --port 4191       (port for the static server of the browser checks)
//        npm run bench -- --dev             (next dev instead: start to first post page, save to served;
//                                            scripts/bench/dev.mjs, with its own --port, --cold, --edits)
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchSearch } from './search.mjs';
import { benchSearchTasks, printSearchTasks } from './search-tasks.mjs';
import { benchFirstVisits, benchServiceWorker } from './sw.mjs';
import { benchOutput, printOutput } from './output.mjs';
import { benchNetwork, printNetwork } from './network.mjs';
import { scaledCopy } from './scale.mjs';
import { register } from 'tsx/esm/api';

register();
const { heaviestByType, measurePages } = await import('../lib/js-budget.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
if (args.includes('--dev')) {
  const { benchDev, printDev } = await import('./dev.mjs');
  printDev(await benchDev({ port: Number(option('port', 4193)), cold: args.includes('--cold'), edits: Number(option('edits', 3)) }));
  process.exit(0);
}
const scale = Number(option('scale', 1));
const port = Number(option('port', 4191));
// The folder built and measured: this repository, or a scratch copy with multiplied content.
const ROOT = scale > 1 ? scaledCopy(process.cwd(), scale) : process.cwd();
const OUT = path.join(ROOT, 'out');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function treeMemory(root) {
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  // RSS counts pages shared by several processes (the Next main process and its static
  // generation worker map the same libraries) once per process; PSS splits them, so its sum is
  // what the tree really holds. Both are reported.
  const total = { rss: 0, pss: 0 };
  for (const pid of parents.keys()) {
    let p = pid;
    while (p && p !== root) p = parents.get(p);
    if (p !== root) continue;
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total.rss += Number(m[1]) * 1024;
      const q = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (q) total.pss += Number(q[1]) * 1024;
    } catch {}
  }
  return total;
}

async function build({ cold }) {
  if (cold) for (const dir of ['.next', '.cache']) rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  // The build's last output line when memory peaked tells which phase holds it.
  let lastLine = '';
  // The social cards step says how many it drew and how long it took.
  let cards;
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const m = /postbuild: social cards (\d+) \((\d+) drawn.* in (\d+) ms \((\d+) ms CPU\)/.exec(String(chunk));
    if (m) cards = { count: Number(m[1]), drawn: Number(m[2]), ms: Number(m[3]), cpuMs: Number(m[4]) };
    const lines = String(chunk).split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length) lastLine = lines.at(-1);
  });
  const peak = { rss: 0, pss: 0, phase: '', at: 0 };
  const timer = setInterval(() => {
    const now = treeMemory(child.pid);
    peak.rss = Math.max(peak.rss, now.rss);
    if (now.pss > peak.pss) Object.assign(peak, { pss: now.pss, phase: lastLine, at: (Date.now() - started) / 1000 });
  }, 250);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  return { cold, scale, cards, seconds: (Date.now() - started) / 1000, peakBytes: peak.pss || peak.rss, peakRssBytes: peak.rss, peakPhase: peak.phase, peakAtSeconds: peak.at };
}

/** A page's HTML and its inline scripts (the RSC payload), gzip -6. */
function htmlOf(route) {
  const html = readFileSync(path.join(OUT, route.endsWith('.html') ? route : path.join(route, 'index.html')), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return { inlineGzip: gzipSync(inline).length, htmlGzip: gzipSync(html).length };
}

/** The social cards in out/og/: count, total and largest size. */
function socialCards(dir = path.join(OUT, 'og')) {
  const found = { count: 0, bytes: 0, largest: 0 };
  if (!existsSync(dir)) return found;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.png')) continue;
    const size = statSync(path.join(e.parentPath ?? e.path, e.name)).size;
    Object.assign(found, { count: found.count + 1, bytes: found.bytes + size, largest: Math.max(found.largest, size) });
  }
  return found;
}

const result = { date: new Date().toISOString() };
if (!args.includes('--no-build')) Object.assign(result, { build: await build({ cold: args.includes('--cold') }) });
// The JavaScript per page type as the budget test measures it (scripts/lib/js-budget.ts): every
// page of both locales, the heaviest of each type.
const measured = measurePages(OUT);
result.pages = measured.filter((p) => p.route !== '/404.html').length;
result.pageTypes = {};
for (const [type, p] of [...heaviestByType(measured)].sort((a, b) => b[1].gzip - a[1].gzip)) {
  const count = measured.filter((m) => m.type === type).length;
  result.pageTypes[type] = { pages: count, heaviest: p.route, chunks: p.chunks.length, raw: p.chunks.reduce((s, c) => s + c.raw, 0), gzip: p.gzip, ...htmlOf(p.route) };
}

console.log('\n== bench ==');
if (result.build) {
  const b = result.build;
  console.log(`build        ${b.cold ? 'cold' : 'warm'} (caches ${b.cold ? 'removed first' : 'as found'}), content x${b.scale}${scale > 1 ? ` in ${ROOT}` : ''}`);
  console.log(`build time   ${b.seconds.toFixed(1)} s\npeak memory  ${(b.peakBytes / 1024 / 1024).toFixed(0)} MB PSS of the build process tree (${(b.peakRssBytes / 1024 / 1024).toFixed(0)} MB if each process's RSS is summed), at ${b.peakAtSeconds.toFixed(0)} s during "${b.peakPhase}"`);
}
console.log(`pages        ${result.pages} HTML pages in out/\n`);
console.log('page type      chunks   JS raw     JS gzip    inline RSC gzip  HTML gzip  (the heaviest page of each type by JS)');
for (const [name, m] of Object.entries(result.pageTypes)) {
  console.log(`${name.padEnd(14)} ${String(m.chunks).padStart(6)}   ${kb(m.raw).padStart(8)}   ${kb(m.gzip).padStart(8)}   ${kb(m.inlineGzip).padStart(14)}   ${kb(m.htmlGzip).padStart(8)}  ${m.heaviest} (of ${m.pages})`);
}
console.log('\n== social cards ==');
result.socialCards = socialCards();
const c = result.socialCards;
console.log(`cards        ${c.count} PNG in out/og/, ${(c.bytes / 1024 / 1024).toFixed(1)} MB, largest ${kb(c.largest)}`);
if (result.build?.cards) console.log(`drawn        ${result.build.cards.drawn} of ${result.build.cards.count} in ${(result.build.cards.ms / 1000).toFixed(1)} s, ${(result.build.cards.cpuMs / 1000).toFixed(1)} s CPU (the rest from .cache/og)`);
console.log('\n== output ==');
result.output = benchOutput(OUT);
printOutput(result.output);
console.log('\n== network (Chromium, plain static server) ==');
result.network = await benchNetwork({ dir: OUT, port });
printNetwork(result.network);
if (scale === 1) {
  result.search = await benchSearch();
  // The shared search links' long tasks at 4x CPU (what Lighthouse's blocking time adds up, measured).
  console.log('\n== search page long tasks (Chromium, phone-sized, 4x CPU) ==');
  result.searchTasks = await benchSearchTasks({ dirs: [OUT], port: port + 6, runs: 3 });
  printSearchTasks(result.searchTasks);
}
result.serviceWorker = await benchServiceWorker(OUT);
console.log('\n== first visit with the service worker (home, fresh browser, bytes counted at the server) ==');
result.serviceWorker.firstVisits = await benchFirstVisits(OUT, port + 1);
mkdirSync('.bench', { recursive: true });
const report = scale > 1 ? `.bench/report-x${scale}.json` : '.bench/report.json';
writeFileSync(report, JSON.stringify(result, null, 2));
console.log(`\nwritten to ${report}`);
// The scratch copy of a --scale run holds a whole build (hundreds of MB): removed unless --keep.
if (scale > 1 && !args.includes('--keep')) rmSync(ROOT, { recursive: true, force: true });
else if (scale > 1) console.log(`scratch copy kept in ${ROOT}`);
