import type { Page } from '@playwright/test';
import { pageScripts } from '../../scripts/lib/js-budget';
import { expect, hydrated, layoutSettled, test } from './fixtures';

// A shared search link paints its top results before React hydrates: the early engine's worker
// answers, and its script writes the rows into the static page (lib/search/early.ts,
// lib/search/early-rows.ts). React then takes them over in the render that brings the query.

// Scripts only: the stylesheets (also chunks) come, as they would on a slow phone before its JavaScript.
const CHUNKS = '**/_next/static/chunks/**/*.js';
const early = (page: Page) => page.locator('.search-page-early');

/** The markup of `selector`'s elements, attributes sorted (React sets them in its own order). */
function markup(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => {
    const walk = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (!(n instanceof Element)) return '';
      const attrs = [...n.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
      return `<${n.localName} ${attrs.join(' ')}>${[...n.childNodes].map(walk).join('')}</${n.localName}>`;
    };
    return els.map(walk);
  });
}

/** Each top row's box, and the heading's and the count line's. */
function boxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.search-page h1, .search-page-count, .search-page-results:not(.search-page-skeleton) > li')].map((e) => {
      const r = e.getBoundingClientRect();
      return [e.localName, r.x, r.y, r.width, r.height];
    }),
  );
}

test.describe('a shared search link, before the page hydrates', () => {
  test('paints its top results with working links while the page has none of its JavaScript', async ({ page }) => {
    // No chunk of Next's ever arrives: the page is the static HTML and the early engine.
    await page.route(CHUNKS, (route) => route.abort());
    await page.goto('/en/search/?q=docker');
    const rows = early(page).locator('.search-page-result');
    await expect(rows).toHaveCount(5);
    await expect(page.locator('h1')).toHaveText('Search results for "docker"');
    await expect(early(page).locator('.search-page-count')).toHaveText(/^\d+ documents found$/);
    await expect(rows.first().locator('.search-page-snippet mark').first()).toHaveText(/docker/i);
    const link = rows.first().locator('.search-page-result-title a');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/en\//);
    await link.click();
    await expect(page).toHaveURL(new URL(href!, page.url()).href);
  });

  test('with nothing held back, the rows are painted before the page hydrates (hydration waits for them)', async ({ page, guard }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { order: string[] };
      w.order = [];
      new MutationObserver(() => {
        const seen = (name: string, yes: boolean) => yes && !w.order.includes(name) && w.order.push(name);
        seen('rows', !!document.querySelector('.search-page-early li'));
        seen('hydrated', document.documentElement.dataset.hasHydrated === 'true');
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/en/search/?q=docker');
    await hydrated(page);
    await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
    expect(await page.evaluate(() => (window as unknown as { order: string[] }).order)).toEqual(['rows', 'hydrated']);
    guard.assertClean();
  });

  test("Next's chunks are requested only once the rows are painted, each once; without a query, at once", async ({ page, guard }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { rowsAt?: number; lcpAt?: number };
      new MutationObserver(() => (w.rowsAt ??= document.querySelector('.search-page-early li') ? performance.now() : undefined)).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as (PerformanceEntry & { element?: Element | null })[]) if (e.element?.closest('.search-page-early')) w.lcpAt ??= e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The chunks the page's HTML names (what the JS budget counts), not those loaded later on demand.
    const named = pageScripts(await (await page.request.get('/en/search/')).text()).filter((src) => src.includes('/_next/static/chunks/'));
    expect(named.length).toBeGreaterThan(3);
    /** When each named chunk was requested (the page's clock) once the page has hydrated, with the rows' insertion and their LCP paint. */
    const visit = async (path: string, state: string) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.search-page')).toHaveAttribute('data-state', state);
      return page.evaluate((named) => {
        const w = window as unknown as { rowsAt?: number; lcpAt?: number };
        const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => named.includes(new URL(e.name).pathname));
        return { rowsAt: w.rowsAt, lcpAt: w.lcpAt, starts: chunks.map((e) => e.startTime), parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive };
      }, named);
    };
    // Each once, after the frame that painted the rows.
    const link = await visit('/en/search/?q=docker', 'done');
    expect(link.rowsAt, 'rows painted by the early engine').toBeDefined();
    expect(link.lcpAt, 'an LCP entry in the early rows').toBeDefined();
    expect(link.starts.length).toBe(named.length);
    expect(Math.min(...link.starts), "first chunk request after the rows' LCP paint").toBeGreaterThanOrEqual(link.lcpAt!);
    // Each once, while the HTML is parsed.
    const bare = await visit('/en/search/', 'idle');
    expect(bare.rowsAt).toBeUndefined();
    expect(bare.starts.length).toBe(named.length);
    expect(Math.max(...bare.starts), 'every chunk requested while the HTML is parsed').toBeLessThan(bare.parsed);
    guard.assertClean();
  });

  test('a query with markup is painted as text', async ({ page }) => {
    await page.route(CHUNKS, (route) => route.abort());
    const q = '<b>redis</b>';
    await page.goto(`/en/search/?q=${encodeURIComponent(q)}`);
    await expect(early(page).locator('.search-page-result')).not.toHaveCount(0);
    await expect(page.locator('h1')).toHaveText(`Search results for "${q}"`);
    await expect(page.locator('.search-page b')).toHaveCount(0);
  });
});

test.describe('React takes over the early rows', () => {
  for (const [name, viewport] of [
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    test.describe(name, () => {
      test.use(viewport);
      for (const path of ['/en/search/?q=docker', '/search/?q=%E6%80%BB%E7%BB%93']) {
        test(`${path}: the same rows in the same place, no hydration error, no layout shift, no later LCP`, async ({ page, guard }) => {
          await page.addInitScript(() => {
            const w = window as unknown as { shifts: number; lcp: number };
            w.shifts = 0;
            w.lcp = 0;
            new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
            new PerformanceObserver((l) => (w.lcp += l.getEntries().length)).observe({ type: 'largest-contentful-paint', buffered: true });
          });
          // Next's chunks wait until the early rows are painted: what a slow phone does.
          let release!: () => void;
          const released = new Promise<void>((resolve) => (release = resolve));
          await page.route(CHUNKS, async (route) => {
            await released;
            await route.continue();
          });
          await page.goto(path, { waitUntil: 'commit' });
          await expect(early(page).locator('.search-page-result')).toHaveCount(5);
          await layoutSettled(page);
          const before = { rows: await markup(page, '.search-page-early > *'), boxes: await boxes(page), lcp: await page.evaluate(() => (window as unknown as { lcp: number }).lcp) };
          expect(before.lcp).toBeGreaterThan(0);
          // React must keep the static page's nodes (a client render in place of hydration would make new ones).
          await page.evaluate(() => document.querySelectorAll('.search-page, .search-page h1').forEach((e) => ((e as unknown as { kept: boolean }).kept = true)));
          release();
          await hydrated(page);
          await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
          await expect(early(page)).toHaveCount(0);
          await layoutSettled(page);
          expect(await page.evaluate(() => [...document.querySelectorAll('.search-page, .search-page h1')].map((e) => (e as unknown as { kept?: boolean }).kept))).toEqual([true, true]);
          expect(await markup(page, '.search-page-count, .search-page-results:not(.search-page-skeleton)')).toEqual(before.rows);
          expect(await boxes(page)).toEqual(before.boxes);
          expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
          expect(await page.evaluate(() => (window as unknown as { lcp: number }).lcp), 'LCP entries after the swap').toBe(before.lcp);
          guard.assertClean();
        });
      }
    });
  }
});
