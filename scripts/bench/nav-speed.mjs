// Client-side navigation speed: time from the click on a link to the new page's h1 in the
// document, after the pointer has rested on the link for a moment (as a reader's does before
// clicking). Median and p90 of N runs, each on a fresh page load, per route pair. Given several
// builds (--dir a,b) the runs alternate between them, so a busy machine slows both alike.
// --tap: a phone's tap instead (touch screen, no pointer resting first: touchstart, then the click
// about 100 ms later, as a finger lifts), alternating with the hovered click, which it reports
// beside: tap ÷ hover per pair. --cpu N slows the page's CPU N times (DevTools' throttling).
// Usage: node scripts/bench/nav-speed.mjs [--dir out[,other-out]] [--port 4192] [--runs 20] [--dwell 300] [--tap] [--cpu 4]
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { serveStatic } from './network.mjs';

const PAIRS = [
  { name: 'archive → post', from: '/blog/archive/', link: 'main a[href^="/blog/"]:not([href^="/blog/tags/"]):not([href*="#"])' },
  { name: 'doc → next doc', from: '/docs/event-loop/', link: '.doc-pager .pager-next' },
  { name: 'home → post', from: '/', link: 'main a[href^="/blog/"]:not([href^="/blog/tags/"]):not([href*="#"])' },
];

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};

/** A finger's tap: touchstart, about 100 ms until it lifts, then touchend and the click it makes. */
const TAP_MS = 100;

/**
 * One timed navigation on a fresh page: ms from click to the new h1, or null if the page
 * reloaded. `mode` 'hover' rests the pointer `dwell` ms first; 'tap' touches the link, then clicks.
 */
async function navigateOnce(browser, port, pair, dwell, { mode = 'hover', cpu = 1 } = {}) {
  const touch = mode === 'tap';
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: touch });
  try {
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`http://127.0.0.1:${port}${pair.from}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const link = page.locator(pair.link).first();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    // Stamp the click (capture phase, before the router sees it) and the first h1 whose text
    // differs from the current one; a window flag tells a client navigation from a reload.
    await page.evaluate(() => {
      const before = document.querySelector('h1')?.textContent;
      window.__nav = { start: 0, end: 0 };
      document.addEventListener('click', () => (window.__nav.start = performance.now()), { capture: true, once: true });
      new MutationObserver((_, obs) => {
        const h1 = document.querySelector('h1');
        if (window.__nav.start && h1 && h1.textContent !== before) {
          window.__nav.end = performance.now();
          obs.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    if (touch) {
      // The touch starts the prefetch (components/ui/Link.tsx); the click follows as the finger
      // lifts, TAP_MS later by the page's own clock: driven from here, each step's round trip
      // (and Playwright's checks before a click) gave the prefetch 300-600 ms on a busy machine.
      await link.evaluate((a, ms) => {
        const touch = (type) => {
          const t = new Touch({ identifier: 1, target: a, clientX: 1, clientY: 1 });
          const down = type === 'touchstart' ? [t] : [];
          a.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, composed: true, touches: down, targetTouches: down, changedTouches: [t] }));
        };
        touch('touchstart');
        setTimeout(() => {
          touch('touchend');
          a.click();
        }, ms);
      }, TAP_MS);
    } else {
      await link.hover();
      await page.waitForTimeout(dwell);
      await link.click();
    }
    return await page
      .waitForFunction(() => window.__nav && window.__nav.end > 0 && window.__nav.end - window.__nav.start, null, { timeout: 10000 })
      .then((h) => h.jsonValue())
      .catch(() => null);
  } finally {
    await context.close();
  }
}

export async function navSpeed({ dirs = ['out'], port = 4192, runs = 20, dwell = 300, tap = false, cpu = 1 } = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  // With --tap each build is measured twice, tapped and hovered, as two series.
  const series = dirs.flatMap((d) => (tap ? [`${d} tap`, `${d} hover`] : [d]));
  const times = Object.fromEntries(series.map((d) => [d, Object.fromEntries(PAIRS.map((p) => [p.name, []]))]));
  const hard = Object.fromEntries(series.map((d) => [d, Object.fromEntries(PAIRS.map((p) => [p.name, 0]))]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const dir of i % 2 ? [...dirs].reverse() : dirs) {
        const server = await serveStatic(dir, port);
        try {
          for (const pair of PAIRS) {
            const modes = tap ? (i % 2 ? ['hover', 'tap'] : ['tap', 'hover']) : ['hover'];
            for (const mode of modes) {
              const key = tap ? `${dir} ${mode}` : dir;
              const ms = await navigateOnce(browser, port, pair, dwell, { mode, cpu });
              if (ms === null) hard[key][pair.name] += 1;
              else times[key][pair.name].push(ms);
            }
          }
        } finally {
          server.kill();
          await new Promise((r) => server.once('exit', r));
        }
      }
    }
  } finally {
    await browser.close();
  }
  const result = {};
  for (const dir of series) {
    result[dir] = {};
    for (const pair of PAIRS) {
      const t = times[dir][pair.name];
      result[dir][pair.name] = { runs, hardNavigations: hard[dir][pair.name], median: pct(t, 0.5), p90: pct(t, 0.9), min: Math.min(...t), max: Math.max(...t) };
    }
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (n, d) => (args.includes(`--${n}`) ? args[args.indexOf(`--${n}`) + 1] : d);
  const dirs = opt('dir', 'out').split(',');
  const tap = args.includes('--tap');
  const cpu = Number(opt('cpu', 1));
  const load = loadavg()[0];
  const result = await navSpeed({ dirs, port: Number(opt('port', 4192)), runs: Number(opt('runs', 20)), dwell: Number(opt('dwell', 300)), tap, cpu });
  console.log(`load average (1 min) ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`);
  console.log(`click → new h1 (ms), ${opt('runs', 20)} runs each, pointer resting ${opt('dwell', 300)} ms first${tap ? `; tap: touchstart, ${TAP_MS} ms, click` : ''}${cpu > 1 ? `; CPU ${cpu}× slower` : ''}`);
  for (const [dir, pairs] of Object.entries(result)) {
    console.log(dir);
    for (const [name, r] of Object.entries(pairs)) {
      console.log(`  ${name.padEnd(16)} median ${r.median?.toFixed(1)}  p90 ${r.p90?.toFixed(1)}  min ${r.min.toFixed(1)}  max ${r.max.toFixed(1)}${r.hardNavigations ? `  (${r.hardNavigations} runs not client-side)` : ''}`);
    }
  }
  if (tap) {
    for (const dir of dirs) {
      const ratios = PAIRS.map((p) => `${p.name} ${(result[`${dir} tap`][p.name].median / result[`${dir} hover`][p.name].median).toFixed(2)}`);
      console.log(`${dir}: tap ÷ hover (medians)  ${ratios.join('  ')}`);
    }
  }
}
