// When a shared search link paints its results, in Chromium rather than in Lighthouse's simulation:
// the Largest Contentful Paint of /search/?q=... on a phone-sized page with its CPU slowed N times
// (DevTools' throttling) and no network throttling, once the first result is shown. Median and
// range of N fresh loads per page. Given several builds (--dir a,b) the loads alternate between
// them, so a busy machine slows both alike. A measurement, like `npm run bench`; not a test.
// Usage: node scripts/bench/search-lcp.mjs [--dir out[,other-out]] [--port 4196] [--runs 7] [--cpu 4] [paths...]
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { alternating } from './network.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const dirs = arg('--dir', 'out').split(',');
const port = Number(arg('--port', 4196));
const runs = Number(arg('--runs', 7));
const cpu = Number(arg('--cpu', 4));
const flags = new Set(['--dir', '--port', '--runs', '--cpu']);
const given = process.argv.slice(2).filter((a, i, all) => !flags.has(a) && !flags.has(all[i - 1]));
const paths = given.length ? given : ['/en/search/?q=docker', '/search/?q=%E6%80%BB%E7%BB%93'];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const load = loadavg()[0].toFixed(1);
/** LCP of one fresh load of `url`, read once the first result is shown: [ms, 'result' or the element's tag]. */
async function lcpOf(url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url);
    await page.locator('.search-page-result').first().waitFor();
    return await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1);
            resolve([Math.round(last.startTime), last.element?.closest('.search-page-result') ? 'result' : (last.element?.tagName.toLowerCase() ?? '?')]);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
  } finally {
    await context.close();
  }
}
let results;
try {
  results = await alternating({ dirs, paths, runs, port }, lcpOf);
} finally {
  await browser.close();
}
console.log(`LCP of a search link, ${cpu}x CPU, ${runs} loads each (load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end)`);
for (const [key, ms] of results) {
    const times = ms.map(([t]) => t).sort((a, b) => a - b);
  // The element is named when it is not a result (the heading, when a result painted smaller).
  console.log(`${key}  median ${times[times.length >> 1]} ms  (${times[0]}-${times.at(-1)}; ${ms.map(([t, e]) => (e === 'result' ? t : `${t} ${e}`)).join('/')})`);
}
