// Benchmark: build time, peak memory of the build's process tree, pages emitted, the
// JavaScript each page type loads (external chunks and inline RSC payload, raw and gzip), the
// size and file count of out/, the social cards (count, size, drawing time), what a reader's
// browser fetches after load and on hover, and the long tasks of a shared search link at 4x CPU
// (search-tasks.mjs). This site's search beside Pagefind: scripts/bench/pagefind.mjs.
// Usage: npm run bench                      (builds, then measures)
//        npm run bench -- --no-build        (measures the existing out/)
//        npm run bench -- --cold            (removes .next/ and the MDX cache first: a cold build)
//        npm run bench -- --scale 4         (builds a scratch copy with the content multiplied 4x, removed
//                                            afterwards unless --keep, and one at x1 (--no-baseline: not):
//                                            the cost of an added page, and the projection to 7,500 pages;
//                                            with --cold its caches start empty too)
//        npm run bench -- --build-only      (the build's steps and out/ only, no browser checks)
//        npm run bench -- --port 4191       (port for the static server of the browser checks)
//        npm run bench -- --dev             (next dev instead: start to first post page, save to served,
//                                            a new post's URL, server CPU; scripts/bench/dev.mjs, with its own
//                                            --port, --cold, --edits, --requests)
import { readFileSync, readdirSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchSearch } from './search.mjs';
import { benchSearchTasks, printSearchTasks } from './search-tasks.mjs';
import { benchFirstVisits, benchServiceWorker } from './sw.mjs';
import { benchOutput, printOutput } from './output.mjs';
import { benchNetwork, printNetwork } from './network.mjs';
import { scaledCopy } from './scale.mjs';
import { growth, measureBuild, printGrowth, printSteps } from './build-cost.mjs';
import { register } from 'tsx/esm/api';

register();
const { heaviestByType, measurePages } = await import('../lib/js-budget.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
if (args.includes('--dev')) {
  const { benchDev, printDev } = await import('./dev.mjs');
  printDev(await benchDev({ port: Number(option('port', 4193)), cold: args.includes('--cold'), edits: Number(option('edits', 3)), requests: Number(option('requests', 5)) }));
  process.exit(0);
}
const scale = Number(option('scale', 1));
const port = Number(option('port', 4191));
// The folder built and measured: this repository, or a scratch copy with multiplied content.
const ROOT = scale > 1 ? scaledCopy(process.cwd(), scale) : process.cwd();
const cold = args.includes('--cold');
const OUT = path.join(ROOT, 'out');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

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
if (!args.includes('--no-build')) Object.assign(result, { build: { scale, ...(await measureBuild(ROOT, { cold })) } });
result.output = benchOutput(OUT);
// The growth a --scale run measures needs a second point: the same repository at x1, built in a
// scratch copy too (no build caches, as the scaled copy), measured right after, in one sitting.
if (scale > 1 && result.build && !args.includes('--no-baseline')) {
  const base = scaledCopy(process.cwd(), 1);
  console.log(`\n== baseline: content x1 in ${base} ==`);
  const build = { scale: 1, ...(await measureBuild(base, { cold, echo: false })) };
  const output = benchOutput(path.join(base, 'out'));
  rmSync(base, { recursive: true, force: true });
  result.baseline = { build, output, pages: output.pages };
}
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
  console.log(`build time   ${b.seconds.toFixed(1)} s wall, ${b.cpuSeconds.toFixed(1)} s CPU\npeak memory  ${(b.peakBytes / 1024 / 1024).toFixed(0)} MB PSS of the build process tree (${(b.peakRssBytes / 1024 / 1024).toFixed(0)} MB if each process's RSS is summed), at ${b.peakAtSeconds.toFixed(0)} s during "${b.peakPhase}"`);
}
console.log(`pages        ${result.pages} HTML pages in out/\n`);
if (result.build) {
  if (result.baseline) printSteps(result.baseline.build, `content x1, ${result.baseline.pages} pages`);
  printSteps(result.build, `content x${scale}, ${result.pages} pages`);
  if (result.baseline) {
    result.growth = growth({ ...result.baseline, scale: 1 }, { build: result.build, output: result.output, pages: result.output.pages, scale });
    printGrowth(result.growth);
  }
  console.log('');
}
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
printOutput(result.output);
const report = scale > 1 ? `.bench/report-x${scale}.json` : '.bench/report.json';
// --build-only: the build's cost and out/ (and the growth of a --scale run), no browser checks.
if (args.includes('--build-only')) finish();
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
finish();

function finish() {
  mkdirSync('.bench', { recursive: true });
  writeFileSync(report, JSON.stringify(result, null, 2));
  console.log(`\nwritten to ${report}`);
  // The scratch copy of a --scale run holds a whole build (hundreds of MB): removed unless --keep.
  if (scale > 1 && !args.includes('--keep')) rmSync(ROOT, { recursive: true, force: true });
  else if (scale > 1) console.log(`scratch copy kept in ${ROOT}`);
  process.exit(0);
}
