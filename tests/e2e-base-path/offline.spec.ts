import type { Page } from '@playwright/test';
import { expect, hydrated, test } from '../e2e/fixtures';

/**
 * Offline mode on a BASE_PATH=/notes build served under /notes/ only: each locale registers its
 * worker under the base path with its own scope, keeps the pages a reader opened, and with no
 * network opens them again, finds search results and shows the locale's offline page (whose links
 * stay under the base path) for a page never opened.
 */
const BASE = '/notes';
// A fresh context for each locale's test, not the worker's reused one (playwright.config.ts), as in
// tests/e2e/offline*.spec.ts: the reuse reset leaves the zh-CN test's worker half there, and the
// en test then waited 60 s for its own worker to take control.
test.use({ serviceWorkers: 'allow', reuseContext: false });

const LOCALES = [
  { locale: 'zh-CN', prefix: '', offlineTitle: '你已离线' },
  { locale: 'en', prefix: '/en', offlineTitle: 'You are offline' },
] as const;

const h1 = (page: Page) => page.locator('main h1').first();

for (const { locale, prefix, offlineTitle } of LOCALES) {
  test(`offline mode under ${BASE} (${locale}): visited pages and search work with no network`, async ({ page, context, guard }) => {
    test.setTimeout(600_000);
    const scope = `${BASE}${prefix}/`;
    const list = `${scope}blog/`;
    const doc = `${scope}docs/skill/`;
    await page.goto(`${list}?offlineMode=true`);
    await hydrated(page);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 300_000 });
    const reg = await page.evaluate(async () => {
      const r = (await navigator.serviceWorker.getRegistration())!;
      return { scope: new URL(r.scope).pathname, script: new URL(r.active!.scriptURL).pathname };
    });
    expect(reg).toEqual({ scope, script: `${scope}sw.js` });

    const titles: Record<string, string> = {};
    for (const p of [list, doc]) {
      await page.goto(p);
      await hydrated(page);
      titles[p] = (await h1(page).textContent())!;
    }
    await page.waitForFunction(
      async ([cache, want]) => {
        const keys = (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname);
        return want.every((p) => keys.includes(p));
      },
      [`inkstone-pages-${locale}`, [list, doc]] as const,
      { timeout: 60_000 },
    );

    await context.setOffline(true);
    for (const p of [list, doc]) {
      await page.goto(p);
      await hydrated(page);
      await expect(h1(page)).toHaveText(titles[p]);
    }
    await page.goto(`${scope}search/?q=docker`);
    await hydrated(page);
    const hit = page.locator('main a[href*="/docs/"]').first();
    await expect(hit).toBeVisible({ timeout: 20_000 });
    expect(await hit.getAttribute('href')).toMatch(new RegExp(`^${scope}docs/`));

    // Offline mode keeps the whole locale: a page never opened opens under the base path too.
    await page.goto(`${scope}about/`);
    await hydrated(page);
    await expect(h1(page)).not.toHaveText(offlineTitle);
    // An address the site does not have: the offline page, its links under the base path.
    const res = await page.goto(`${scope}no-such-page/`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(offlineTitle);
    const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((h) => !h.startsWith(`${BASE}/`))).toEqual([]);
    await context.setOffline(false);
    guard.errors.splice(0, guard.errors.length, ...guard.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e)));
    guard.assertClean();
  });
}
