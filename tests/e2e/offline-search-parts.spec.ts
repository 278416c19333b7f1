import type { Page } from '@playwright/test';
import { expect, hydrated, testInFreshContext as test } from './fixtures';
import { splitSearchPack, useDeployServer, workerVersion } from './sw-server';

/**
 * Offline search on a site whose search pack is over the precache's file size limit (issue 49: at
 * 4x content the pack is 10.8 MB, the limit 8 MiB): the build cuts it in parts (lib/search/pack.ts
 * splitPack), offline mode precaches every part, and the worker answers each piece from the part
 * that holds it. Served here from today's build with the English pack cut in four by the same
 * function (sw-server.ts splitSearchPack), on small locales: no build of a 4x site in CI.
 */
test.use({ serviceWorkers: 'allow' });

const server = useDeployServer({ small: true });
const OFFLINE_ON = encodeURIComponent('"offlineMode":true');

test('a search pack in parts (four or more): offline mode precaches each, and with no network the search page finds results from pieces of several parts', async ({ page, context, guard }) => {
  test.setTimeout(600_000);
  const parts = splitSearchPack(server, 'en', 'en/', 4);
  server.serveSecondBuild();
  const o = server.origin;
  await page.goto(`${o}/en/?offlineMode=true`);
  await hydrated(page);
  await page.waitForFunction((flag) => navigator.serviceWorker.controller?.scriptURL.includes(flag), OFFLINE_ON, { timeout: 300_000 });
  const precache = (await workerVersion(page)).precache;
  const keys = await page.evaluate(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname), precache);
  const packs = keys.filter((k) => /\/search-index\/en\/[0-9a-f]{10}\.pack\d*\.bin$/.test(k)).sort();
  expect(packs).toHaveLength(parts.length);
  expect(packs.map((p) => p.replace(/^.*\.(pack\d*)\.bin$/, '$1'))).toEqual(parts.map((_, k) => `pack${k || ''}`));

  await context.setOffline(true);
  const pieces: { name: string; fromWorker: boolean; ok: boolean }[] = [];
  page.on('response', (r) => {
    const m = /\/search-index\/en\/([0-9a-f]{10}\.[tc]\d+\.bin)$/.exec(r.url());
    if (m) pieces.push({ name: m[1], fromWorker: r.fromServiceWorker(), ok: r.ok() });
  });
  for (const query of ['docker', 'cache']) {
    await searchPage(page, query);
    await expect(page.locator('main a[href*="/en/"]').first()).toBeVisible();
  }
  // Every piece asked for came from the worker, and together they were in more than one part.
  expect(pieces.length).toBeGreaterThan(1);
  expect(pieces.filter((p) => !p.fromWorker || !p.ok)).toEqual([]);
  const partsUsed = new Set(pieces.map((p) => parts.findIndex((names) => names.includes(p.name))));
  expect(partsUsed.has(-1)).toBe(false);
  expect(partsUsed.size).toBeGreaterThan(1);
  await context.setOffline(false);
  guard.errors.splice(0, guard.errors.length, ...guard.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e)));
  guard.assertClean();
});

/** Opens the search page of a query and waits until it has searched. */
async function searchPage(page: Page, query: string) {
  await page.goto(`${server.origin}/en/search/?q=${query}`);
  await hydrated(page);
  await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
}
