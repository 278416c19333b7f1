import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

/** Every page the build emitted (out/**\/index.html), as served paths. Not a hand-kept list. */
export function emittedRoutes(): string[] {
  const out = path.join(process.cwd(), 'out');
  const walk = (rel: string): string[] =>
    readdirSync(path.join(out, rel), { withFileTypes: true }).flatMap((e) => {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) return ['_next', '404', '_not-found'].includes(r) ? [] : walk(r);
      return e.name === 'index.html' ? [`/${rel ? `${rel}/` : ''}`] : [];
    });
  return walk('').sort();
}

export const SITE_TITLE = 'Inkstone';

/**
 * A page that records console errors, uncaught exceptions and any request to another host;
 * tests call `guard.assertClean()` at the end.
 */
export const test = base.extend<{ guard: { errors: string[]; foreign: string[]; assertClean: () => void }; localeHintDismissed: boolean }>({
  // Readers who closed the locale hint: Chromium's languages are English here, so every zh-CN page
  // would otherwise start with the hint's line. An init script is far cheaper than a storageState
  // (which loads the origin once per context). tests/e2e/locale-hint.spec.ts turns it off.
  localeHintDismissed: [true, { option: true }],
  context: async ({ context, localeHintDismissed }, use) => {
    if (localeHintDismissed) await dismissLocaleHint(context);
    await use(context);
    // The context is reused by the worker's next test (playwright.config.ts, reuseContext), which
    // resets storage, cookies, cache, service workers, routes and init scripts but not these two:
    // a test that failed while offline or with the clipboard granted must not pass them on.
    await context.setOffline(false);
    await context.clearPermissions();
  },
  guard: async ({ page }, use) => {
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      const url = new URL(r.url());
      // A blob: URL (the search page's early engine starts its worker from one) names the page's own origin.
      const host = url.protocol === 'blob:' ? new URL(url.pathname).hostname : url.hostname;
      if (!['127.0.0.1', 'localhost'].includes(host) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await use({
      errors,
      foreign,
      assertClean: () => {
        expect(errors, 'console errors').toEqual([]);
        expect(foreign, 'requests to other hosts').toEqual([]);
      },
    });
  },
});

/** Every page of the context starts with the locale hint closed, as a reader who closed it. */
async function dismissLocaleHint(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('locale-hint-dismissed', '1');
    } catch {}
  });
}

/**
 * `test` with a browser context of its own for every test, made from the worker's browser with
 * the options of the test, and closed after it: for the specs of service workers, whose worker and
 * caches must not be there when the next test starts (the reused context's reset does not take
 * them all away: offline.spec failed on a worker left from the test before). The same context
 * Playwright makes with `reuseContext: false`, without that option's cost: a worker-scoped option,
 * it gave these files workers (node and Chromium) of their own, started when the suite's workers
 * reached them and again after them.
 */
export const testInFreshContext = test.extend<{ context: BrowserContext }>({
  // `_combinedContextOptions` is Playwright's own fixture: the context options of the config,
  // the project and the test's test.use(), from which its `context` fixture makes a context.
  context: (async ({ browser, _combinedContextOptions, localeHintDismissed }: { browser: Browser; _combinedContextOptions: BrowserContextOptions; localeHintDismissed: boolean }, use: (c: BrowserContext) => Promise<void>) => {
    const context = await browser.newContext(_combinedContextOptions);
    if (localeHintDismissed) await dismissLocaleHint(context);
    await use(context);
    await context.close();
  }) as never,
});

export { expect };

/**
 * One case of a test that walks several (page types, pages, widths): a `test.step` of its own
 * whose failure is written to `failed`, named and cut to its first lines, and the walk goes on, so
 * that the test's closing `expect(failed).toEqual([])` names every case that failed, not only the first.
 */
export async function caseStep(failed: string[], name: string, body: () => Promise<void>) {
  await test.step(name, async () => {
    try {
      await body();
    } catch (err) {
      failed.push(`${name}: ${(err as Error).message.split('\n').slice(0, 8).join('\n')}`);
    }
  });
}

/** Marks the document, so that a full load (which loses the mark) is told from a client-side navigation (`sameDocument`). */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** Whether the document is still the one `markDocument` marked. */
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

export async function hydrated(page: Page) {
  // Hydration can take several seconds when the machine is busy (parallel workers, CI).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 15_000 });
}

/** The <details> of the docs sidebar category whose link is named `name`, within `scope` (a page, or a part of one). */
export function categoryOf(scope: Page | Locator, name: string): Locator {
  return scope.locator('.docs-menu').getByRole('link', { name, exact: true }).locator('xpath=..').locator('> details');
}

/**
 * Resolves once every request the page started before the call has been reported to the test
 * (page.on('request')): the page fetches a sentinel URL and this waits for that request's event,
 * which comes after theirs. For "this gesture loads nothing" checks, instead of a fixed wait
 * after the gesture; it covers requests a handler starts at once, not ones a timer starts later.
 */
export async function requestsReported(page: Page) {
  const sentinel = `/sitemap.xml?sentinel=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((r) => r.url().endsWith(sentinel)),
    page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((r) => r.text()), sentinel),
  ]);
}

/**
 * Resolves once the page's layout can still move only by a new event: fonts loaded, every eager
 * image loaded or failed, two frames rendered (layout-shift entries of a frame are queued after it)
 * and one task later (the PerformanceObserver callbacks have run). For layout-shift checks,
 * instead of a fixed wait.
 */
export async function layoutSettled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((i) => !i.complete && i.loading !== 'lazy');
    await Promise.all(pending.map((i) => new Promise((resolve) => (i.addEventListener('load', resolve, { once: true }), i.addEventListener('error', resolve, { once: true })))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

/**
 * Resolves once the page has rendered two frames (IntersectionObserver callbacks have run), then
 * been idle (requestIdleCallback: nothing scheduled is waiting to run), and every request it started
 * by then has been reported to the test. For "nothing else happens" checks (no prefetch, no
 * navigation), instead of a fixed wait that a loaded machine may outlast.
 */
export async function pageIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }))),
      ),
  );
  await requestsReported(page);
}

/**
 * Waits for the page's time-based animations and transitions (a theme switch's colours, a
 * category's opening) to finish, and answers how many are still running then. Scroll-driven ones
 * (the back-to-top reveal follows `scroll(root)`) have no end: their `finished` never settles, and
 * waiting on every animation of `document.getAnimations()` hung a test until its time limit.
 */
export async function timedAnimationsDone(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const timed = () => document.getAnimations().filter((a) => a.timeline === document.timeline && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(timed().map((a) => a.finished.catch(() => undefined)));
    return timed().length;
  });
}
