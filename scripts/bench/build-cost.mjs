// What a build costs, step by step: wall time, CPU time and peak memory (PSS) of the build's
// process tree per build step and per post-build step, and how the cost and out/ grow with the
// content (`growth`: two builds at different scales, the per-page slope, and the projection to
// PROJECTED_PAGES). Used by scripts/bench/bench.mjs (`npm run bench`, `npm run bench -- --scale N`).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The size the projection is for: about ten times today's site (issue 49). */
export const PROJECTED_PAGES = 7500;
/** What a host accepts: Cloudflare Pages' file limit, GitHub Pages' size limit. */
export const HOST_LIMITS = { files: 20000, bytes: 1e9 };

/** Clock ticks a second of /proc/<pid>/stat's CPU fields (USER_HZ, 100 on Linux). */
const TICK = 100;
const MB = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/**
 * Memory and CPU of `root`'s process tree now. RSS counts pages shared by several processes (the
 * Next main process and its static generation worker map the same libraries) once per process;
 * PSS splits them, so its sum is what the tree really holds. CPU: each process's own user+system
 * ticks (`cpu` keeps the last figure of every process seen, so a process that ended still counts).
 */
function sampleTree(root, cpu) {
  const parents = new Map();
  const stats = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(pid), Number(fields[1]));
      stats.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    } catch {}
  }
  const total = { rss: 0, pss: 0 };
  for (const pid of parents.keys()) {
    let p = pid;
    while (p && p !== root) p = parents.get(p);
    if (p !== root) continue;
    cpu.set(pid, stats.get(pid));
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total.rss += Number(m[1]) * 1024;
      const q = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (q) total.pss += Number(q[1]) * 1024;
    } catch {}
  }
  return total;
}

/**
 * Runs `npm run build` in `root` and measures it: total wall time, peak memory and the step at the
 * peak, and per step (build steps, and each post-build step as `post-build: <name>`) its wall time,
 * CPU time of the whole tree and peak PSS. `cold` removes the build caches first.
 */
export async function measureBuild(root, { cold = false, echo = true } = {}) {
  if (cold) for (const dir of ['.next', '.cache']) rmSync(path.join(root, dir), { recursive: true, force: true });
  const started = Date.now();
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const cpu = new Map();
  const cpuMs = () => ([...cpu.values()].reduce((s, t) => s + t, 0) * 1000) / TICK;
  const steps = [];
  let step = null;
  const enter = (name) => {
    const now = Date.now();
    const cpuNow = cpuMs();
    if (step) Object.assign(step, { ms: now - step.started, cpuMs: cpuNow - step.cpuStarted });
    step = name && { name, started: now, cpuStarted: cpuNow, peakPss: 0 };
    if (step) steps.push(step);
  };
  // The build's last output line when memory peaked tells which phase holds it.
  let lastLine = '';
  let cards;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    if (echo) process.stdout.write(chunk);
    const text = pending + String(chunk);
    const lines = text.split('\n');
    pending = lines.pop();
    for (const raw of lines) {
      const line = raw.trim();
      if (!line) continue;
      lastLine = line;
      const m = /postbuild: social cards (\d+) \((\d+) drawn.* in (\d+) ms \((\d+) ms CPU\)/.exec(line);
      if (m) cards = { count: Number(m[1]), drawn: Number(m[2]), ms: Number(m[3]), cpuMs: Number(m[4]) };
      const b = /^> build step "(.+)"$/.exec(line);
      if (b) enter(b[1]);
      const p = /^> postbuild step "([^"]+)"$/.exec(line);
      if (p) enter(`post-build: ${p[1]}`);
      if (/^build published /.test(line)) enter(null);
    }
  });
  const peak = { rss: 0, pss: 0, phase: '', at: 0 };
  const sample = () => {
    const now = sampleTree(child.pid, cpu);
    peak.rss = Math.max(peak.rss, now.rss);
    if (step) step.peakPss = Math.max(step.peakPss, now.pss);
    if (now.pss > peak.pss) Object.assign(peak, { pss: now.pss, phase: step?.name ?? lastLine, at: (Date.now() - started) / 1000 });
  };
  const timer = setInterval(sample, 250);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  enter(null);
  if (code !== 0) throw new Error(`build in ${root} failed with exit code ${code}`);
  return {
    cold,
    cards,
    seconds: (Date.now() - started) / 1000,
    cpuSeconds: cpuMs() / 1000,
    peakBytes: peak.pss || peak.rss,
    peakRssBytes: peak.rss,
    peakPhase: peak.phase,
    peakAtSeconds: peak.at,
    steps: steps.map(({ name, ms, cpuMs: c, peakPss }) => ({ name, ms, cpuMs: Math.round(c), peakPss })),
  };
}

/** The step table of one measured build. */
export function printSteps(b, label = '') {
  console.log(`step${label ? ` (${label})` : ''}`.padEnd(42) + 'wall s   CPU s   peak PSS');
  for (const s of b.steps) console.log(`  ${s.name.padEnd(40)}${(s.ms / 1000).toFixed(1).padStart(6)}  ${(s.cpuMs / 1000).toFixed(1).padStart(6)}   ${MB(s.peakPss).padStart(8)}`);
  console.log(`  ${'total'.padEnd(40)}${b.seconds.toFixed(1).padStart(6)}  ${b.cpuSeconds.toFixed(1).padStart(6)}   ${MB(b.peakBytes).padStart(8)} (at ${b.peakAtSeconds.toFixed(0)} s, ${b.peakPhase})`);
}

/**
 * Growth between two measured builds `a` (fewer pages) and `b`: the cost of each added page (wall,
 * CPU, files, bytes), and the projection to PROJECTED_PAGES pages (linear from `b`). Memory is
 * projected linearly too, which is what a step that holds every page does; a step that streams
 * stays flat and its projection says so.
 */
export function growth(a, b) {
  const added = b.pages - a.pages;
  const per = (f) => (f(b) - f(a)) / added;
  const slope = {
    wallMs: per((r) => r.build.seconds * 1000),
    cpuMs: per((r) => r.build.cpuSeconds * 1000),
    files: per((r) => r.output.files),
    bytes: per((r) => r.output.bytes),
    peakBytes: per((r) => r.build.peakBytes),
  };
  // Where the added files and bytes go (scripts/bench/output.mjs): what a cut must aim at.
  const areas = ['html', 'txt', 'pageSegments', 'searchIndex', 'cards'];
  const byArea = Object.fromEntries(areas.filter((k) => a.output[k] && b.output[k]).map((k) => [k, { files: per((r) => r.output[k].files), bytes: per((r) => r.output[k].bytes) }]));
  const to = PROJECTED_PAGES - b.pages;
  const projected = {
    pages: PROJECTED_PAGES,
    files: Math.round(b.output.files + slope.files * to),
    bytes: Math.round(b.output.bytes + slope.bytes * to),
    seconds: (b.build.seconds * 1000 + slope.wallMs * to) / 1000,
    cpuSeconds: (b.build.cpuSeconds * 1000 + slope.cpuMs * to) / 1000,
    peakBytes: Math.max(b.build.peakBytes, b.build.peakBytes + slope.peakBytes * to),
  };
  return { from: { scale: a.scale, pages: a.pages }, to: { scale: b.scale, pages: b.pages }, slope, byArea, peakRatio: b.build.peakBytes / a.build.peakBytes, projected };
}

export function printGrowth(g) {
  const { slope: s, projected: p } = g;
  console.log(`growth       x${g.from.scale} (${g.from.pages} pages) -> x${g.to.scale} (${g.to.pages} pages): per added page ${s.wallMs.toFixed(0)} ms wall, ${s.cpuMs.toFixed(0)} ms CPU, ${s.files.toFixed(2)} files, ${(s.bytes / 1024).toFixed(0)} KB; peak memory x${g.peakRatio.toFixed(2)} (${s.peakBytes >= 0 ? '+' : ''}${(s.peakBytes / 1024).toFixed(0)} KB a page)`);
  const names = { html: 'HTML', txt: '.txt (route payloads)', pageSegments: 'of them page segments', searchIndex: 'search index', cards: 'social cards' };
  const areas = Object.entries(g.byArea ?? {}).map(([k, v]) => `${names[k]} ${v.files.toFixed(2)} files/${(v.bytes / 1024).toFixed(0)} KB`);
  if (areas.length) console.log(`  of which    ${areas.join(', ')} a page`);
  const ok = (v, limit) => (v < limit ? 'under' : 'OVER');
  console.log(
    `projection   ${p.pages} pages: ${p.files} files (${ok(p.files, HOST_LIMITS.files)} ${HOST_LIMITS.files}), ${(p.bytes / 1e9).toFixed(2)} GB (${ok(p.bytes, HOST_LIMITS.bytes)} 1 GB), ` +
      `build ${(p.seconds / 60).toFixed(1)} min wall / ${(p.cpuSeconds / 60).toFixed(1)} min CPU, ${s.wallMs.toFixed(0)} ms wall and ${s.cpuMs.toFixed(0)} ms CPU a page, peak memory ${MB(p.peakBytes)}`,
  );
}
