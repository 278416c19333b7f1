import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { categoryOf, expect, hydrated, pageIdle, testInFreshContext as test } from './fixtures';
import { useDeployServer, OUT, workerVersion } from './sw-server';

// Service workers are what this file tests: allowed here (playwright.config.ts blocks them elsewhere).
// A fresh context for every test, not the worker's reused one (playwright.config.ts): a test's
// service worker and its caches must not be there when the next one starts (testInFreshContext).
test.use({ serviceWorkers: 'allow' });

// Small locales (sw-server.ts smallLocales): offline mode's mechanism with ~110 files a locale; the
// whole locale is saved by offline-whole-locale.spec.ts.
const server = useDeployServer({ small: true });

const LOCALES = [
  { locale: 'zh-CN', prefix: '', offlineTitle: '你已离线', home: '返回首页', update: '有新版本可用', reload: '刷新', query: 'docker' },
  { locale: 'en', prefix: '/en', offlineTitle: 'You are offline', home: 'Go to the home page', update: 'New version available', reload: 'Reload', query: 'docker' },
] as const;

async function controlled(page: Page) {
  // With ?offlineMode=true the first worker is offline mode's, which downloads the whole locale first.
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 300_000 });
}
/** Waits until the locale's pages cache holds these paths (the worker stores pages as they are opened). */
async function saved(page: Page, locale: string, paths: string[]) {
  await page.waitForFunction(
    async ([cache, want]) => {
      const keys = (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname);
      return want.every((p) => keys.includes(p));
    },
    [`inkstone-pages-${locale}`, paths] as const,
    { timeout: 30_000 },
  );
}
const h1 = (page: Page) => page.locator('main h1').first();
/** From the post to the list (navbar) and into the post again, with no document load in between. */
async function clientSide(page: Page, origin: string, list: string, post: string, titles: Record<string, string>) {
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
  await page.locator(`header a[href="${list}"]:visible`).first().click();
  await expect(page).toHaveURL(`${origin}${list}`, { timeout: 20_000 });
  await expect(h1(page)).toHaveText(titles[list]);
  await page.locator(`main .post-card-title a[href="${post}"]`).click();
  await expect(page).toHaveURL(`${origin}${post}`, { timeout: 20_000 });
  await expect(h1(page)).toHaveText(titles[post]);
  expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
}
/** The build id of the worker controlling the page. */
const version = async (page: Page) => (await workerVersion(page)).buildId;
/**
 * The second deploy: a worker with a new revision, and the doc page's title changed. Returns the
 * new title. The edit keeps the title's byte length (the page's inline RSC payload has
 * length-prefixed text rows, the JSON-LD among them, that a longer title would corrupt: the page
 * crashed) and changes its last word everywhere on the page (the h1 may hold <wbr> between words,
 * so the whole title is not found there): a Chinese title ends in 新版, a Latin one's last word is
 * upper-cased.
 */
function secondBuild(prefix: string, title: string): string {
  const cjk = /[\u3400-\u9fff]$/.test(title);
  const word = cjk ? title.slice(-2) : title.split(/\s+/).at(-1)!;
  const renamed = cjk ? '新版' : word.toUpperCase();
  expect(Buffer.byteLength(renamed)).toBe(Buffer.byteLength(word));
  server.change(`${prefix}/sw.js`.slice(1), (js) => js.replace(/buildId:"([^"]+)"/, 'buildId:"$1-2"'));
  server.change(`${prefix}/docs/skill/index.html`.slice(1), (html) => html.replaceAll(word, renamed));
  server.serveSecondBuild();
  return title.slice(0, -word.length) + renamed;
}

/**
 * Opens the docs root of `prefix` (plus `query`) under its service worker, then deploys a second
 * build whose worker and page title differ. Returns the first build's version and the second build's page title.
 * Call it inside the test's `try`, whose `finally` serves the first build again.
 */
async function openThenDeploy(page: Page, prefix: string, query = '') {
  await page.goto(`${server.origin}${prefix}/docs/skill/${query}`);
  await hydrated(page);
  await controlled(page);
  const first = await version(page);
  const title = (await h1(page).textContent())!;
  return { first, title: secondBuild(prefix, title) };
}

/** Resolves when a new worker takes control of `page`. */
const controllerChange = (page: Page) => page.evaluate(() => new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true })));

for (const { locale, prefix, offlineTitle, home, update, reload, query } of LOCALES) {
  test.describe(`offline mode (${locale})`, () => {
    test('visited pages open offline by URL and by client-side navigation; search works; unvisited pages show the offline page; back online is fresh', async ({ page, context, guard }) => {
      test.setTimeout(600_000);
      const o = server.origin;
      const list = `${prefix}/blog/`;
      const doc = `${prefix}/docs/skill/`;
      await page.goto(`${o}${list}?offlineMode=true`);
      await hydrated(page);
      await controlled(page);
      const post = await page.locator('main .post-card-title a').first().getAttribute('href');
      expect(post).toBeTruthy();
      const titles: Record<string, string> = {};
      for (const p of [list, doc, post!]) {
        await page.goto(`${o}${p}`);
        await hydrated(page);
        titles[p] = (await h1(page).textContent())!;
      }
      // Offline mode stays on for the rest of the visit: the page registered with offlineMode true.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(encodeURIComponent('"offlineMode":true'));
      // The reader also moves between them by links (RSC payloads, not documents).
      await clientSide(page, o, list, post!, titles);
      await saved(page, locale, [list, doc, post!]);

      await context.setOffline(true);
      for (const p of [list, doc, post!]) {
        await page.goto(`${o}${p}`);
        await hydrated(page);
        await expect(h1(page)).toHaveText(titles[p]);
      }
      await clientSide(page, o, list, post!, titles);

      // A closed docs category opens with its items: its sidebar's menu file came with offline mode.
      await page.goto(`${o}${doc}`);
      await hydrated(page);
      const git = categoryOf(page.locator('.docs-sidebar'), 'Git');
      await expect(git.locator('a')).toHaveCount(0);
      await git.locator('> summary').click();
      await expect(git.locator('a').first()).toBeVisible();
      await expect(page).toHaveURL(`${o}${doc}`);

      // The search modal and the search page find results with no network.
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').or(dialog.locator('input')).first().fill(query);
      await expect(dialog.locator('a[href*="/docs/"]').first()).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await page.goto(`${o}${prefix}/search/?q=${query}`);
      await hydrated(page);
      await expect(page.locator(`main a[href*="/docs/"]`).first()).toBeVisible({ timeout: 15_000 });

      // A page never opened opens too: offline mode keeps the whole locale.
      await page.goto(`${o}${prefix}/about/`);
      await hydrated(page);
      await expect(h1(page)).not.toHaveText(offlineTitle);
      // An address the site does not have: the offline page of the locale, listing what is saved.
      const res = await page.goto(`${o}${prefix}/no-such-page/`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(offlineTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('#saved-pages a', { hasText: titles[doc] })).toBeVisible();
      await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', `${prefix}/`);

      // Back online after a deploy that changed the post: the network's version, not the saved one.
      server.change(`${post!.slice(1)}index.html`, (html) => html.replaceAll(titles[post!], `${titles[post!]} (2)`));
      server.serveSecondBuild();
      await context.setOffline(false);
      await page.goto(`${o}${post}`);
      await expect(h1(page)).toHaveText(`${titles[post!]} (2)`);
      server.serveFirstBuild();
      guard.errors.splice(0, guard.errors.length, ...guard.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e)));
      guard.assertClean();
    });

    test('a deploy with offline mode on: the popup offers Reload, which shows the new version', async ({ page, guard }) => {
      test.setTimeout(600_000);
      try {
        const { first, title } = await openThenDeploy(page, prefix, '?offlineMode=true');
        await expect(page.getByText(update)).toHaveCount(0);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
        const popup = page.locator('.sw-update');
        await expect(popup).toContainText(update);
        const box = (await popup.boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
        const button = popup.getByRole('button', { name: reload });
        const center = await button.evaluate((b) => {
          const r = b.getBoundingClientRect();
          return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
        });
        expect(center).toBe(true);
        // Until the reader chooses, the old worker keeps the page.
        expect(await version(page)).toBe(first);
        await Promise.all([page.waitForEvent('load'), button.click()]);
        await hydrated(page);
        await expect(h1(page)).toHaveText(title);
        expect(await version(page)).toBe(`${first}-2`);
        await expect(page.locator('.sw-update')).toHaveCount(0);
      } finally {
        server.serveFirstBuild();
      }
      guard.assertClean();
    });

    test('a page left open for an hour finds a deploy by itself (no navigation, no reload)', async ({ page, guard }) => {
      test.setTimeout(600_000);
      await page.clock.install();
      // Counts the page's checks for a new worker (registration.update(), which the hourly timer calls).
      await page.addInitScript(() => {
        const update = ServiceWorkerRegistration.prototype.update;
        ServiceWorkerRegistration.prototype.update = function () {
          const w = window as unknown as { __updates?: number };
          w.__updates = (w.__updates ?? 0) + 1;
          return update.call(this);
        };
      });
      const updates = () => page.evaluate(() => (window as unknown as { __updates?: number }).__updates ?? 0);
      try {
        const { first } = await openThenDeploy(page, prefix);
        const changed = controllerChange(page);
        // Nothing before the hour is up: runFor has run every timer due in the half hour, and none
        // asked for a new worker (the browser itself only looks on a navigation, and there is none).
        await page.clock.runFor(30 * 60 * 1000);
        expect(await updates(), 'checks for a new worker in the first half hour').toBe(0);
        expect(await version(page)).toBe(first);
        await page.clock.runFor(31 * 60 * 1000);
        expect(await updates(), 'checks for a new worker after an hour').toBe(1);
        await changed;
        expect(await version(page)).toBe(`${first}-2`);
      } finally {
        server.serveFirstBuild();
      }
      guard.assertClean();
    });

    test('a deploy with offline mode off: the new worker takes over at once, no popup', async ({ page, guard }) => {
      test.setTimeout(600_000);
      try {
        const { first, title } = await openThenDeploy(page, prefix);
        const changed = controllerChange(page);
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
        await changed;
        expect(await version(page)).toBe(`${first}-2`);
        // A popup the controllerchange would show has rendered once the page is idle.
        await pageIdle(page);
        await expect(page.locator('.sw-update')).toHaveCount(0);
        await page.reload();
        await expect(h1(page)).toHaveText(title);
      } finally {
        server.serveFirstBuild();
      }
      guard.assertClean();
    });
  });
}
