import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Issue 47: a search renders each step once. A shared link's top five rows are rendered once,
// in the render that brings the query (not again when its answer is taken in, nor when the rest of
// the twenty arrives below them); a new answer in the dialog that shows the same hits renders none
// of them again; each of the page's scripts is fetched and run once (issue 49).
//
// How a render is seen: React hands a host element new props each time its component renders
// (the `__reactProps$…` object on the DOM node, replaced at every commit that rendered it, kept
// when the component was skipped). The React DevTools hook, which React calls after every commit,
// records each row's props objects; a row rendered once has one.

/** Installs the recorder: after each commit, every element matching `selector` (by its link's href) and its props object. */
async function recordRenders(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __renders: Map<string, unknown[]>; __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__renders = new Map();
    w.__commits = 0;
    const sample = () => {
      w.__commits++;
      for (const el of document.querySelectorAll(selector)) {
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        if (!key) continue;
        const id = el.querySelector('a')?.getAttribute('href') ?? '';
        const seen = w.__renders.get(id) ?? [];
        const props = (el as unknown as Record<string, unknown>)[key];
        if (!seen.includes(props)) seen.push(props);
        w.__renders.set(id, seen);
      }
    };
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: sample,
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  }, selector);
}

/** How many times each recorded row was rendered (distinct props objects), by href. */
function renders(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __renders: Map<string, unknown[]>; __commits: number };
    return { commits: w.__commits, rows: Object.fromEntries([...w.__renders].map(([id, seen]) => [id, seen.length])) };
  });
}

test.describe('a shared search link renders each row once', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const path of ['/en/search/?q=docker', '/search/?q=%E6%80%BB%E7%BB%93']) {
    test(`${path}: the top five once, through the rest of the first twenty`, async ({ page, guard }) => {
      await recordRenders(page, '.search-page-results:not(.search-page-skeleton) > li');
      await page.goto(path);
      await hydrated(page);
      const results = page.locator('.search-page-result');
      await expect(results).toHaveCount(5);
      await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
      const top = await results.locator('.search-page-result-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const count = Number(/\d+/.exec((await page.locator('.search-page-count').textContent()) ?? '')?.[0]);
      const all = Math.min(20, count);
      expect(all, 'a query with more results than the top five').toBeGreaterThan(5);
      await page.locator('.search-page-rest').scrollIntoViewIfNeeded();
      await expect(results).toHaveCount(all);
      await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
      const { commits, rows } = await renders(page);
      expect(commits, 'commits recorded (the DevTools hook reached React)').toBeGreaterThan(0);
      expect(Object.keys(rows)).toHaveLength(all);
      // Every row was rendered once: the top five in the query's render, the other fifteen in the rest's.
      expect(Object.fromEntries(top.map((href) => [href, rows[href]]))).toEqual(Object.fromEntries(top.map((href) => [href, 1])));
      expect(Object.values(rows).every((n) => n === 1), JSON.stringify(rows)).toBe(true);
      guard.assertClean();
    });
  }

  test("each of the page's scripts is fetched once and runs once", async ({ page, guard }) => {
    await page.goto('/en/search/?q=docker');
    await hydrated(page);
    await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
    await page.locator('.search-page-rest').scrollIntoViewIfNeeded();
    await expect(page.locator('.search-page-result')).toHaveCount(20);
    await page.waitForLoadState('networkidle');
    const { fetched, running } = await page.evaluate(() => ({
      fetched: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => new URL(e.name).pathname),
      // The tags a browser runs (the build's held-back tags have a type it does not run).
      running: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => !s.type || s.type === 'text/javascript').map((s) => new URL(s.src).pathname),
    }));
    const twice = (list: string[]) => list.filter((p, i) => list.indexOf(p) !== i);
    expect(fetched.length).toBeGreaterThan(3);
    expect(twice(fetched), 'scripts fetched twice').toEqual([]);
    expect(twice(running), 'scripts run twice').toEqual([]);
    guard.assertClean();
  });
});

test.describe('the search dialog renders each answer once', () => {
  test('a new answer showing the same hits renders none of them again', async ({ page, guard }) => {
    await recordRenders(page, '.search-modal .search-section');
    await page.goto('/en/');
    await hydrated(page);
    await page.locator('.search-button').click();
    const dialog = page.locator('.search-modal');
    await page.locator('.search-input').fill('docker');
    await expect(dialog).toHaveAttribute('data-status', 'success');
    const first = await renders(page);
    expect(Object.keys(first.rows).length).toBeGreaterThan(1);
    // The same query in capitals: another query (it is searched), the same hits and highlights.
    await page.locator('.search-input').fill('DOCKER');
    await expect.poll(() => renders(page).then((r) => r.commits)).toBeGreaterThan(first.commits + 1);
    await expect(dialog).toHaveAttribute('data-status', 'success');
    await expect(dialog.locator('.search-hit').first()).toBeVisible();
    const after = await renders(page);
    expect(after.rows).toEqual(Object.fromEntries(Object.keys(first.rows).map((k) => [k, 1])));
    guard.assertClean();
  });
});
