// Benchmark: build time, peak memory of the build's process tree, pages emitted, and the
// JavaScript each page type loads (external chunks and inline RSC payload, raw and gzip).
// Usage: npm run bench            (builds, then measures)
//        npm run bench -- --no-build   (measures the existing out/)
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchSearch } from './bench-search.mjs';
import { benchServiceWorker } from './bench-sw.mjs';

const OUT = 'out';
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

async function build() {
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const peak = { rss: 0, pss: 0 };
  const timer = setInterval(() => {
    const now = treeMemory(child.pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.pss = Math.max(peak.pss, now.pss);
  }, 250);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  return { seconds: (Date.now() - started) / 1000, peakBytes: peak.pss || peak.rss, peakRssBytes: peak.rss };
}

function pages(dir = OUT, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return r === '_next' ? [] : pages(dir, r);
    return e.name === 'index.html' ? [`/${rel ? `${rel}/` : ''}`] : [];
  });
}

function jsOf(route) {
  const html = readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
  const srcs = [...new Set([...html.matchAll(/<script(?![^>]*nomodule)[^>]+src="([^"]+\.js)"/gi)].map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const file = path.join(OUT, src.replace(/^https?:\/\/[^/]+/, '').replace(process.env.BASE_PATH ?? '', ''));
    if (!existsSync(file)) continue;
    const buf = readFileSync(file);
    raw += buf.length;
    gzip += gzipSync(buf).length;
  }
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return { chunks: srcs.length, raw, gzip, inlineRaw: Buffer.byteLength(inline), inlineGzip: gzipSync(inline).length, htmlGzip: gzipSync(html).length };
}

const types = [
  ['home', (r) => r === '/'],
  ['post', (r) => /^\/blog\/(?!page\/|tags\/|archive\/)[^/]+\/$/.test(r)],
  ['blog list', (r) => r === '/blog/'],
  ['blog tag', (r) => /^\/blog\/tags\/[^/]+\/$/.test(r)],
  ['archive', (r) => r === '/blog/archive/'],
  ['doc', (r) => /^\/docs\/.+\/$/.test(r) && !r.startsWith('/docs/category/') && !r.startsWith('/docs/tags/')],
  ['doc category', (r) => r.startsWith('/docs/category/')],
  ['about', (r) => r === '/about/'],
];

const result = { date: new Date().toISOString() };
if (!process.argv.includes('--no-build')) Object.assign(result, { build: await build() });
const all = pages();
result.pages = all.length;
result.pageTypes = {};
for (const [name, match] of types) {
  const sample = all.filter(match).slice(0, 5);
  if (!sample.length) continue;
  const measures = sample.map(jsOf);
  const max = (k) => Math.max(...measures.map((m) => m[k]));
  result.pageTypes[name] = { sampled: sample.length, example: sample[0], chunks: max('chunks'), raw: max('raw'), gzip: max('gzip'), inlineGzip: max('inlineGzip'), htmlGzip: max('htmlGzip') };
}

console.log('\n== bench ==');
if (result.build) console.log(`build time   ${result.build.seconds.toFixed(1)} s\npeak memory  ${(result.build.peakBytes / 1024 / 1024).toFixed(0)} MB PSS of the build process tree (${(result.build.peakRssBytes / 1024 / 1024).toFixed(0)} MB if each process's RSS is summed)`);
console.log(`pages        ${result.pages} HTML pages in out/\n`);
console.log('page type      chunks   JS raw     JS gzip    inline RSC gzip  HTML gzip  (max of up to 5 pages)');
for (const [name, m] of Object.entries(result.pageTypes)) {
  console.log(`${name.padEnd(14)} ${String(m.chunks).padStart(6)}   ${kb(m.raw).padStart(8)}   ${kb(m.gzip).padStart(8)}   ${kb(m.inlineGzip).padStart(14)}   ${kb(m.htmlGzip).padStart(8)}`);
}
result.search = await benchSearch();
result.serviceWorker = await benchServiceWorker(OUT);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/report.json', JSON.stringify(result, null, 2));
console.log('\nwritten to .bench/report.json');
