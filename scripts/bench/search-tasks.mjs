// The long tasks of a shared search link at N times slower CPU (Lighthouse's mobile preset
// assumes 4x), on a phone-sized page: every main-thread task from navigation until the page has
// settled (its first results shown, then, once scrolled to, the rest of its first 20), traced in
// Chromium; a task's CPU time times N is what counts (Lighthouse's simulation scales the tasks it
// observes the same way), so the figures hold on a machine busy with other builds, where wall
// times do not. Each long task is shown with what it spent its time in. What Lighthouse's Total
// Blocking Time adds up (each task's time over 50 ms). Fresh browser context per load; given
// several builds (--dir a,b) the loads alternate between them. A measurement, not a test; `npm run
// bench` runs it on out/ (benchSearchTasks).
// Usage: node scripts/bench/search-tasks.mjs [--dir out[,other-out]] [--port 4197] [--runs 5] [--cpu 4] [paths...]
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { alternating } from './network.mjs';

export const SEARCH_LINKS = ['/en/search/?q=docker', '/search/?q=%E6%80%BB%E7%BB%93'];

/** Events that only wrap a task's work. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'BlinkScheduler_PerformMicrotaskCheckpoint']);

/**
 * What a task spent its time in: its longest direct pieces of work (script by file, parse,
 * layout, ...), looking inside a piece that holds most of it (a timer's or a message's script).
 */
function pieces(events, task, depth = 0) {
  const end = task.ts + task.dur;
  const inside = events.filter((e) => e.ph === 'X' && e !== task && e.dur > 0 && e.ts >= task.ts && e.ts + e.dur <= end && !WRAPPERS.has(e.name));
  const top = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (o.dur > e.dur || o.ts < e.ts)));
  if (top.length === 1 && depth < 6 && !top[0].args?.data?.url) return pieces(events, top[0], depth + 1);
  const by = new Map();
  for (const e of top) {
    const url = e.args?.data?.url || e.args?.data?.frames?.[0]?.url || e.args?.beginData?.url || e.args?.data?.stackTrace?.[0]?.url || '';
    const what = `${e.name}${url ? ` ${url.split('/').pop().split('?')[0] || url}` : ''}`;
    by.set(what, (by.get(what) ?? 0) + (e.tdur ?? e.dur) / 1000);
  }
  return [...by].sort((a, b) => b[1] - a[1]).slice(0, 3);
}

/**
 * One fresh load of `url`, traced: every main-thread task of the page's renderer with its wall
 * time and its CPU time (the trace's thread time), [start ms, wall ms, CPU ms, pieces].
 */
async function tasksOf(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await page.goto(url);
    const settled = async () => {
      await page.locator('.search-page[data-state="done"]').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    };
    await settled();
    // The rest of the first 20, as a reader who scrolls gets it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settled();
    const { traceEvents: events } = JSON.parse(String(await browser.stopTracing()));
    // The page's renderer: the process that parsed its HTML; its main thread.
    const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes('/search/'));
    if (!parse) throw new Error(`no HTML parse of ${url} in the trace`);
    const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
    const start = Math.min(...mine.filter((e) => e.ts > 0).map((e) => e.ts));
    const runs = mine.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= 5000);
    // Top-level tasks only (a task's events nest one in the other).
    return runs
      .filter((t) => !runs.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && (o.dur > t.dur || o.ts < t.ts || (o.dur === t.dur && runs.indexOf(o) < runs.indexOf(t)))))
      .map((t) => [Math.round((t.ts - start) / 1000), Math.round(t.dur / 1000), Math.round((t.tdur ?? t.dur) / 1000), pieces(mine, t)]);
  } finally {
    await context.close();
  }
}

/**
 * Long tasks of each search link, `runs` loads each, at `cpu` times slower CPU: each task's CPU
 * time times `cpu` (what Lighthouse's simulation does with the tasks it observes), so a machine
 * busy with other work lengthens the wall time of the tasks but not what is counted. Every
 * load's long tasks, and the median load's longest task and blocking time.
 */
export async function benchSearchTasks({ dirs = ['out'], port = 4197, runs = 5, cpu = 4, paths = SEARCH_LINKS } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const load = [loadavg()[0]];
  let loads;
  try {
    loads = await alternating({ dirs, paths, runs, port }, (url) => tasksOf(browser, url));
  } finally {
    await browser.close();
  }
  load.push(loadavg()[0]);
  const result = { cpu, runs, load, pages: {} };
  for (const [key, list] of loads) {
    const summary = list.map((all) => {
      const tasks = all.map(([at, wall, cpuMs, what]) => ({ at, wall, ms: cpuMs * cpu, what })).filter((t) => t.ms > 50);
      return { longest: Math.max(0, ...tasks.map((t) => t.ms)), blocking: tasks.reduce((s, t) => s + t.ms - 50, 0), count: tasks.length, tasks };
    });
    const sorted = [...summary].sort((a, b) => a.blocking - b.blocking);
    result.pages[key] = { median: sorted[sorted.length >> 1], loads: summary };
  }
  return result;
}

export function printSearchTasks(r) {
  console.log(`long tasks of a search link: CPU time x${r.cpu} of each main-thread task, ${r.runs} loads each, phone-sized (load average ${r.load[0].toFixed(1)} at the start, ${r.load[1].toFixed(1)} at the end)`);
  for (const [key, { median, loads }] of Object.entries(r.pages)) {
    console.log(`${key}  median load: longest ${median.longest} ms, ${median.count} over 50 ms, blocking ${median.blocking} ms  | per load: longest ${loads.map((l) => l.longest).join('/')} ms, blocking ${loads.map((l) => l.blocking).join('/')} ms`);
    for (const t of median.tasks) console.log(`    at ${t.at} ms: ${t.ms} ms (wall ${t.wall} ms unthrottled): ${t.what.map(([w, ms]) => `${w} ${(ms * r.cpu).toFixed(0)}`).join(', ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : fallback;
  };
  const flags = new Set(['--dir', '--port', '--runs', '--cpu']);
  const given = process.argv.slice(2).filter((a, i, all) => !flags.has(a) && !flags.has(all[i - 1]));
  printSearchTasks(
    await benchSearchTasks({
      dirs: arg('--dir', 'out').split(','),
      port: Number(arg('--port', 4197)),
      runs: Number(arg('--runs', 5)),
      cpu: Number(arg('--cpu', 4)),
      paths: given.length ? given : SEARCH_LINKS,
    }),
  );
}
