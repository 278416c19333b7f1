import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, testInFreshContext as test } from './fixtures';
import { packName } from '../../lib/search/pack';
import { decodePiece } from '../../scripts/lib/search-piece';
import { pageAssets } from '../../lib/sw/page-assets';
import { secondSearchIndex, useDeployServer, workerVersion } from './sw-server';

/**
 * Offline as a reader relies on it (issue 26): the two locales' offline copies never erase each
 * other, a page visited in the default mode opens hydrated with no network, offline mode stays on
 * until turned off, saved articles keep their figures, and the menus' 'Save for offline reading'
 * shows the size, the progress and the space used. Workers allowed, each test on a fresh origin.
 */
// A fresh context for every test, not the worker's reused one (playwright.config.ts): a test's
// service worker and its caches must not be there when the next one starts (testInFreshContext).
test.use({ serviceWorkers: 'allow' });

// Small locales (sw-server.ts smallLocales): offline mode's mechanism with ~110 files a locale; the
// whole locale is saved by offline-whole-locale.spec.ts.
const server = useDeployServer({ small: true });

const OFFLINE_ON = encodeURIComponent('"offlineMode":true');
const POST = '/en/blog/docker-nestjs-multi-stage/';
const FIGURE = '/img/blog/docker-nestjs-multi-stage/stages.svg';
const h1 = (page: Page) => page.locator('main h1').first();
const quiet = (errors: string[]) => errors.splice(0, errors.length, ...errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e)));

/** Waits until the page is controlled by a worker in the mode given. */
async function controlledIn(page: Page, offlineMode: boolean) {
  await page.waitForFunction(
    ([on, flag]) => {
      const c = navigator.serviceWorker.controller;
      return !!c && c.scriptURL.includes(flag) === on;
    },
    [offlineMode, OFFLINE_ON] as const,
    // Offline mode's install downloads the whole locale (~1,200 files): minutes on a loaded machine.
    { timeout: 300_000 },
  );
}
/** Opens a page with `?offlineMode=true` and waits until it is hydrated and controlled by the offline-mode worker. */
async function openInOfflineMode(page: Page, path: string) {
  await page.goto(`${server.origin}${path}?offlineMode=true`);
  await hydrated(page);
  await controlledIn(page, true);
}
/** The name of the precache of the worker controlling the page. */
const precacheOf = async (page: Page) => (await workerVersion(page)).precache;
/** Entries of a cache (pathnames). */
const cacheKeys = (page: Page, name: string) =>
  page.evaluate(async (n) => ((await caches.has(n)) ? (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname) : []), name);
/**
 * More entries than the default mode's precache holds (the offline pages and the shell's chunks: 21
 * since the layout's code split into chunks of its own) and fewer than offline mode's bulk, even on
 * the small locales these tests serve (about 110 files).
 */
const DEFAULT_PRECACHE_MAX = 40;
/** How many files offline mode's precache of a locale lists (`<scope>offline.json`, written by the build). */
const listed = async (page: Page, scope: string) => ((await (await page.request.get(`${server.origin}${scope}offline.json`)).json()) as { files: number }).files;
/** Waits until some cache of the site holds each of these paths. */
async function stored(page: Page, paths: string[]) {
  await expect
    .poll(() => page.evaluate(async (want) => (await Promise.all(want.map(async (p) => ((await caches.match(p)) ? null : p)))).filter(Boolean), paths), { timeout: 30_000 })
    .toEqual([]);
}
/** Waits until a cache holds these paths. */
async function cached(page: Page, name: string, paths: string[]) {
  await expect
    .poll(async () => {
      const have = new Set(await cacheKeys(page, name));
      return paths.filter((p) => !have.has(p));
    }, { timeout: 30_000 })
    .toEqual([]);
}
/** The page's scripts and stylesheets (what it needs to hydrate; the nomodule polyfill is never loaded). */
const pageFiles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src]:not([nomodule]), link[rel="stylesheet"]')].map((e) => new URL('src' in e && e.src ? e.src : (e as HTMLLinkElement).href).pathname));

/** The page is styled (no 'did not load properly' banner, the navbar sticks) and hydrated. */
async function styledAndHydrated(page: Page) {
  await hydrated(page);
  await expect(page.locator('#base-url-issue')).toBeHidden();
  expect(await page.locator('header.navbar').evaluate((e) => getComputedStyle(e).position)).toBe('sticky');
}

/**
 * Opens a page in the default mode and 'Save for offline reading' from its More menu (a wide
 * screen); resolves with the panel once it shows the download's size.
 */
async function openPanel(page: Page, path: string, name: string) {
  await page.goto(`${server.origin}${path}`);
  await hydrated(page);
  await controlledIn(page, false);
  await page.locator('.navbar-items .dropdown-toggle').last().hover();
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toContainText(/\d+\.\d MB/);
  return dialog;
}

/** Opens the search modal and types a query. */
async function search(page: Page, query: string) {
  await page.locator('.search-button:visible').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').or(dialog.locator('input')).first().fill(query);
  return dialog;
}

test('the two locales in offline mode never erase each other: /en/, then /, then /en/, both work offline', async ({ page, context, guard }) => {
  test.setTimeout(600_000);
  const o = server.origin;
  await openInOfflineMode(page, '/en/');
  const enCache = await precacheOf(page);
  const en = (await cacheKeys(page, enCache)).length;
  expect(en).toBe(await listed(page, '/en/'));
  // Each home and blog list opened once by a link (so that their route payloads are kept too), and
  // left at once: the link handed the list's HTML to the worker as it was followed (lib/sw/keep.ts),
  // which stores it on its own (the caches are checked below).
  const visit = async (home: string, list: string) => {
    await page.goto(`${o}${home}`);
    await hydrated(page);
    await controlledIn(page, true);
    await page.locator(`header a[href="${list}"]:visible`).first().click();
    await expect(page).toHaveURL(`${o}${list}`);
    await page.goto(`${o}${home}`);
    await hydrated(page);
  };
  await visit('/en/', '/en/blog/');
  // The zh-CN site saved too (the choice is per locale), then its pages need no query string.
  await openInOfflineMode(page, '/');
  await visit('/', '/blog/');
  expect((await cacheKeys(page, await precacheOf(page))).length).toBe(await listed(page, '/'));
  await page.goto(`${o}/en/`);
  await hydrated(page);
  await controlledIn(page, true);
  expect((await cacheKeys(page, enCache)).length).toBe(en);
  await cached(page, 'inkstone-pages-en', ['/en/', '/en/blog/']);
  await cached(page, 'inkstone-pages-zh-CN', ['/', '/blog/']);

  await context.setOffline(true);
  for (const { home, list, title, query } of [
    { home: '/en/', list: '/en/blog/', title: 'Blog', query: 'docker' },
    { home: '/', list: '/blog/', title: '博客', query: 'docker' },
  ]) {
    // By URL: styled, hydrated, search finds results.
    await page.goto(`${o}${home}`);
    await styledAndHydrated(page);
    const dialog = await search(page, query);
    await expect(dialog.locator('a[href*="/docs/"], a[href*="/blog/"]').first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    // By client-side navigation: the list, with no document load.
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await page.locator(`header a[href="${list}"]:visible`).first().click();
    await expect(page).toHaveURL(`${o}${list}`);
    await expect(h1(page)).toContainText(title);
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
  }
  await context.setOffline(false);
  quiet(guard.errors);
  guard.assertClean();
});

test.describe('the default mode (no offline mode)', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  test('a visited post and home page open offline hydrated: the drawer, theme, copy and the search error state work', async ({ page, context, guard }) => {
    test.setTimeout(600_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const o = server.origin;
    // The first page of the visit loads before any worker: it hands the worker what it loaded.
    await page.goto(`${o}${POST}`);
    await hydrated(page);
    await controlledIn(page, false);
    const title = (await h1(page).textContent())!;
    await stored(page, (await pageFiles(page)).filter((p) => p.startsWith('/_next/static/')));
    await page.goto(`${o}/en/`);
    await hydrated(page);
    const homeTitle = await page.title();
    await cached(page, 'inkstone-pages-en', [POST, '/en/']);
    // Only the page's own files and the controls' on-demand scripts are precached, not the search index.
    expect((await cacheKeys(page, 'inkstone-precache-en')).filter((p) => p.startsWith('/search-index/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${o}${POST}`);
    await styledAndHydrated(page);
    await expect(h1(page)).toHaveText(title);
    // ☰ opens the drawer.
    await page.locator('.navbar-toggle').click();
    await expect(page.locator('.mobile-sidebar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-sidebar')).toBeHidden();
    // The theme toggles.
    const theme = await page.locator('html').getAttribute('data-theme');
    await page.locator('.color-mode-toggle:visible').first().click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme!);
    // The copy button copies.
    const block = page.locator('figure.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    const expected = await block.locator('code').evaluate((c) => [...c.querySelectorAll('[data-line]')].map((l) => l.textContent).join('\n'));
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // Search: no index saved, so the spec's error state.
    const dialog = await search(page, 'docker');
    await expect(dialog.getByText('Unable to fetch results')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText('You might want to check your network connection.')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`${o}/en/`);
    await styledAndHydrated(page);
    expect(await page.title()).toBe(homeTitle);
    await page.locator('.navbar-toggle').click();
    await expect(page.locator('.mobile-sidebar')).toBeVisible();
    await context.setOffline(false);
    quiet(guard.errors);
    guard.assertClean();
  });
});

for (const offlineMode of [false, true]) {
  test(`${offlineMode ? 'offline mode' : 'the default mode'}: a page left at once after following its link opens offline, hydrated: it is handed to the worker as its navigation starts, and the worker keeps the scripts and stylesheets its HTML lists`, async ({ page, context, guard }) => {
    test.setTimeout(600_000);
    const o = server.origin;
    if (offlineMode) await openInOfflineMode(page, '/en/about/');
    else {
      await page.goto(`${o}/en/about/`);
      await hydrated(page);
      await controlledIn(page, false);
    }
    // The list's route files never arrive while the reader is here: the list cannot render (nor
    // load its scripts), so nothing done once it has rendered can keep it.
    const release = server.hold((rel) => rel.startsWith('en/blog/__next.'));
    const from = server.requests.length;
    try {
      await page.locator('header a[href="/en/blog/"]:visible').first().click();
      await page.goto(`${o}/en/about/`);
    } finally {
      release();
    }
    await hydrated(page);
    await cached(page, 'inkstone-pages-en', ['/en/blog/']);
    const files = pageAssets(await (await page.request.get(`${o}/en/blog/`)).text(), '');
    expect(files.length).toBeGreaterThan(0);
    await stored(page, files);
    // What it cost: of the list's files, those the page shown had not loaded (its own script), each
    // once; none in offline mode, whose precache has them all.
    const shown = pageAssets(await (await page.request.get(`${o}/en/about/`)).text(), '');
    const asked = server.requests.slice(from).filter((u) => u.startsWith('/_next/static/'));
    expect(asked.sort()).toEqual(offlineMode ? [] : files.filter((f) => !shown.includes(f)).sort());

    await context.setOffline(true);
    await page.goto(`${o}/en/blog/`);
    await styledAndHydrated(page);
    await expect(h1(page)).toHaveText('Blog');
    await context.setOffline(false);
    quiet(guard.errors);
    guard.assertClean();
  });
}

test('offline mode stays on across a reload and a new page, until ?offlineMode=false removes its caches', async ({ page, context, guard }) => {
  test.setTimeout(600_000);
  const o = server.origin;
  await openInOfflineMode(page, '/blog/');
  const full = (await cacheKeys(page, 'inkstone-precache-zh-CN')).length;
  expect(full).toBe(await listed(page, '/'));
  await page.reload();
  await hydrated(page);
  await controlledIn(page, true);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  const second = await context.newPage();
  await second.goto(`${o}/docs/skill/`);
  await hydrated(second);
  await controlledIn(second, true);
  const reg = await second.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
  expect(reg).toContain(OFFLINE_ON);
  expect((await cacheKeys(second, 'inkstone-precache-zh-CN')).length).toBe(full);
  await second.close();

  // Turned off: the default-mode worker takes over and the bulk caches go.
  await page.goto(`${o}/?offlineMode=false`);
  await hydrated(page);
  await controlledIn(page, false);
  await expect.poll(async () => (await cacheKeys(page, 'inkstone-precache-zh-CN')).length, { timeout: 30_000 }).toBeLessThan(DEFAULT_PRECACHE_MAX);
  await expect.poll(() => page.evaluate(() => caches.has('inkstone-search-zh-CN'))).toBe(false);
  await page.goto(`${o}/blog/`);
  await hydrated(page);
  await controlledIn(page, false);
  quiet(guard.errors);
  guard.assertClean();
});

test("offline mode saves a visited article's figures, below the fold too", async ({ page, context, guard }) => {
  test.setTimeout(600_000);
  const o = server.origin;
  // A phone's width and a short screen put the figure ~3300 px below the fold: beyond the distance
  // at which Chromium starts loading a lazy image (1250 px in the full browser on a fast network,
  // 3000 px in its headless shell), so the page itself does not load it.
  await page.setViewportSize({ width: 390, height: 600 });
  await openInOfflineMode(page, '/en/');
  await page.goto(`${o}${POST}`);
  await hydrated(page);
  // Never scrolled to: the lazy image has not loaded, yet it is saved with the page.
  expect(await page.locator(`.markdown img[src="${FIGURE}"]`).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(false);
  // Offline mode precaches every image the locale's pages show.
  await cached(page, await precacheOf(page), [FIGURE]);

  await context.setOffline(true);
  await page.goto(`${o}${POST}`);
  await hydrated(page);
  const img = page.locator(`.markdown img[src="${FIGURE}"]`);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.markdown .image-error')).toHaveCount(0);
  await context.setOffline(false);
  quiet(guard.errors);
  guard.assertClean();
});

test('offline mode, no network: the search page finds results, its index pieces answered by the worker from the one precached pack', async ({ page, context, guard }) => {
  test.setTimeout(600_000);
  const o = server.origin;
  await openInOfflineMode(page, '/en/');
  // Offline mode precaches every page of the locale, the search page among them.
  await cached(page, await precacheOf(page), ['/en/search/index.html']);
  /** The index's shards and text chunks held by any cache of the origin. */
  const storedPieces = () =>
    page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))).flat().filter((u) => /\/search-index\/.*\.[tc]\d+\.bin$/.test(u)));
  const precached = await cacheKeys(page, await precacheOf(page));
  const index = precached.filter((p) => p.startsWith('/search-index/')).map((p) => p.replace(/\/[0-9a-f]{10}\./, '/<hash>.'));
  expect(index.sort()).toEqual(['/search-index/en/<hash>.pack.bin', '/search-index/en/meta.json']);
  expect(await storedPieces()).toEqual([]);

  await context.setOffline(true);
  const pieces: { url: string; fromWorker: boolean; ok: boolean }[] = [];
  page.on('response', (r) => /\/search-index\/en\/[0-9a-f]{10}\.[tc]\d+\.bin$/.test(r.url()) && pieces.push({ url: r.url(), fromWorker: r.fromServiceWorker(), ok: r.ok() }));
  await page.goto(`${o}/en/search/?q=docker`);
  await hydrated(page);
  await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(page.locator('main a[href*="/docs/"]').first()).toBeVisible();
  // Shards and chunks were asked for one by one, and came from the worker, which stored none of them.
  expect(pieces.some((p) => /\.t\d+\.bin$/.test(p.url)) && pieces.some((p) => /\.c\d+\.bin$/.test(p.url))).toBe(true);
  expect(pieces.filter((p) => !p.fromWorker || !p.ok)).toEqual([]);
  expect(await storedPieces()).toEqual([]);
  await context.setOffline(false);
  quiet(guard.errors);
  guard.assertClean();
});

/** Opens the search page of a query and waits for its results: their titles (the links' texts). */
async function searchPage(page: Page, prefix: string, query: string) {
  await page.goto(`${server.origin}${prefix}/search/?q=${query}`);
  await hydrated(page);
  await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  return page.locator('.search-page-result-title a').allInnerTexts();
}
/** Every URL (pathname) held by any cache of the page's origin. */
const allCached = (page: Page) =>
  page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)))).flat());

test('a deploy that changes the search index, offline mode on: online, the old worker reads the new head and its pieces from the network (a reload searches the new index); after Reload search works offline on the new pack, in a tab opened before too, and only the old index goes', async ({ page, context, guard }) => {
  test.setTimeout(600_000);
  const o = server.origin;
  const MARK = ' (v2)';
  const marked = (titles: string[]) => titles.filter((t) => t.endsWith(MARK)).length;
  // Offline mode on in both locales: zh-CN's caches must come through en's update untouched.
  await openInOfflineMode(page, '/en/');
  const first = (await workerVersion(page)).buildId;
  expect((await cacheKeys(page, await precacheOf(page))).length).toBe(await listed(page, '/en/'));
  // (zh-CN's worker, whose scope holds /en/, comes second: it never controls an English page.)
  await openInOfflineMode(page, '/');
  const zh = await precacheOf(page);
  const zhFiles = (await cacheKeys(page, zh)).sort();
  expect(zhFiles.length).toBe(await listed(page, '/'));
  // A tab that has searched before the deploy: its page holds the old index's head.
  const old = await context.newPage();
  old.on('console', (m) => m.type() === 'error' && guard.errors.push(m.text()));
  old.on('pageerror', (e) => guard.errors.push(e.message));
  const before = await searchPage(old, '/en', 'docker');
  expect(before.length).toBeGreaterThan(0);
  expect(marked(before)).toBe(0);

  try {
    const hash = secondSearchIndex(server, 'en', 'en/', MARK);
    server.serveSecondBuild();
    // Until the reader's Reload the old worker runs, but online it reads the index's head from the
    // network: a page loaded after the deploy, and a reload of it, search the new index (issue 46) ...
    const git = await searchPage(page, '/en', 'git');
    expect(git.length).toBeGreaterThan(0);
    expect(marked(git)).toBe(git.length);
    await page.reload();
    await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    const reloaded = await page.locator('.search-page-result-title a').allInnerTexts();
    expect(reloaded.length).toBeGreaterThan(0);
    expect(marked(reloaded)).toBe(reloaded.length);
    expect((await workerVersion(page)).buildId, 'still the old worker').toBe(first);
    // ... whose pieces, which its pack lacks, come from the network.
    const piece = `/search-index/en/${hash.after}.c0.bin`;
    const sent = await (await page.request.get(`${o}${piece}`)).body();
    expect(decodePiece(sent)).toContain(MARK);
    expect(await page.evaluate(async (u) => [...new Uint8Array(await (await fetch(u)).arrayBuffer())], piece)).toEqual([...sent]);

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const popup = page.locator('.sw-update');
    await expect(popup).toContainText('New version available', { timeout: 300_000 });
    await Promise.all([page.waitForEvent('load'), popup.getByRole('button', { name: 'Reload' }).click()]);
    await hydrated(page);
    expect((await workerVersion(page)).buildId).toBe(`${first}-2`);
    // The new pack replaces the old one; no cache keeps a file of the old index, nor a piece of
    // the new one beside its pack; zh-CN's precache is as it was.
    await cached(page, 'inkstone-precache-en', [`/search-index/en/${packName(hash.after)}`]);
    await expect
      .poll(async () => (await allCached(page)).filter((p) => p.includes(hash.before) || /\.[tc]\d+\.bin$/.test(p)), { timeout: 30_000 })
      .toEqual([]);
    expect((await cacheKeys(page, 'inkstone-precache-en')).length).toBe(await listed(page, '/en/'));
    expect((await cacheKeys(page, zh)).sort()).toEqual(zhFiles);

    await context.setOffline(true);
    const now = await searchPage(page, '/en', 'docker');
    expect(now.length).toBeGreaterThan(0);
    expect(marked(now)).toBe(now.length);
    // The tab opened before asks a new query: its old index's pieces are gone everywhere, so it
    // reads the head again and answers from the new pack.
    await old.locator('.search-page-input').fill('git');
    await expect(old.locator('.search-page h1')).toContainText('git');
    await expect(old.locator('.search-page')).toHaveAttribute('data-state', /^(?:done|idle)$/, { timeout: 20_000 });
    await expect(old.locator('.search-error-screen'), 'the search error screen').toHaveCount(0);
    const again = await old.locator('.search-page-result-title a').allInnerTexts();
    expect(again.length).toBeGreaterThan(0);
    expect(marked(again)).toBe(again.length);
    // zh-CN searches offline as before.
    expect((await searchPage(page, '', 'docker')).length).toBeGreaterThan(0);
  } finally {
    server.serveFirstBuild();
    await context.setOffline(false);
  }
  quiet(guard.errors);
  guard.assertClean();
});

for (const { prefix, save, start, remove, removed, width } of [
  { prefix: '/en', save: 'Save for offline reading', start: 'Save', remove: 'Remove offline copy', removed: 'The offline copy is removed.', width: 1280 },
  { prefix: '', save: '离线保存全站', start: '保存', remove: '删除离线副本', removed: '离线副本已删除。', width: 390 },
]) {
  test.describe(`'${save}' (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });
    test('shows the size first, then progress in files and MB, the space used, and removes it again', async ({ page, guard }) => {
      test.setTimeout(600_000);
      const o = server.origin;
      await page.goto(`${o}${prefix}/blog/`);
      await hydrated(page);
      await controlledIn(page, false);
      // In the More menu on a wide screen, in the drawer on a narrow one.
      if (width > 996) await page.locator('.navbar-items .dropdown-toggle').last().hover();
      else await page.locator('.navbar-toggle').click();
      await page.getByRole('button', { name: save }).click();
      const dialog = page.getByRole('dialog', { name: save });
      await expect(dialog).toBeVisible();
      await expect(page.locator('.mobile-sidebar')).toBeHidden();
      // The download's size before anything is fetched.
      await expect(dialog).toContainText(/\d+\.\d MB/);
      const announced = /(\d+\.\d) MB/.exec(await dialog.innerText())![1];
      // Two figures, each named (issue 40): the download as sent compressed, and the space it takes
      // once saved, the figure the saved line repeats.
      const stored = (prefix ? /Download: about \d+\.\d MB \((\d+\.\d) MB on this device once saved\)/ : /需下载约 \d+\.\d MB（保存后占用本设备 (\d+\.\d) MB）/).exec(await dialog.innerText())?.[1];
      expect(stored, await dialog.innerText()).toBeDefined();
      expect(Number(stored)).toBeGreaterThan(Number(announced));
      expect((await new AxeBuilder({ page }).include('dialog.offline-panel').analyze()).violations).toEqual([]);
      const progress = dialog.getByRole('status');
      const seen: string[] = [];
      await page.exposeFunction('__progress', (t: string) => seen.push(t));
      await dialog.evaluate((d) => new MutationObserver(() => (window as unknown as { __progress: (t: string) => void }).__progress(d.textContent ?? '')).observe(d, { subtree: true, childList: true, characterData: true }));
      await dialog.getByRole('button', { name: start, exact: true }).click();
      await expect(progress.first()).toContainText(prefix ? `Saved: ${stored} MB on this device` : `已保存：占用本设备 ${stored} MB`, { timeout: 300_000 });
      await expect(progress.first()).toContainText(prefix ? /Saved: \d+\.\d MB on this device, \d+ pages readable offline/ : /已保存：占用本设备 \d+\.\d MB，\d+ 个页面可离线阅读/);
      // Each figure on one line with its unit, at 390 px too; the other language offered by its own
      // name, marked as that language.
      const figures = await dialog.locator('.offline-panel-figure').evaluateAll((els) => els.map((e) => ({ text: e.textContent, lines: new Set([...e.getClientRects()].map((r) => Math.round(r.top))).size })));
      expect(figures.filter((f) => / MB$/.test(f.text ?? '')).length).toBeGreaterThan(0);
      expect(figures.filter((f) => f.lines !== 1), JSON.stringify(figures)).toEqual([]);
      await expect(dialog.getByRole('button', { name: prefix ? /^Also save 简体中文/ : /^同时保存 English 版/ }).locator(`[lang="${prefix ? 'zh-CN' : 'en'}"]`)).toHaveCount(1);
      // Progress was shown in files and MB on the way, counting up to the size announced before.
      const totals = seen.map((t) => (prefix ? /\d+ of \d+ files, \d+\.\d of (\d+\.\d) MB downloaded/ : /已下载 \d+\/\d+ 个文件，\d+\.\d\/(\d+\.\d) MB/).exec(t)?.[1]).filter(Boolean);
      expect(totals.length).toBeGreaterThan(0);
      expect(new Set(totals)).toEqual(new Set([announced]));
      // The browser's answer to the persistent storage request is shown.
      await expect(dialog).toContainText(prefix ? /The browser (will keep it|may clear it)/ : /浏览器会一直保留|浏览器可能会清除/);
      await controlledIn(page, true);
      expect(await page.evaluate((k) => localStorage.getItem(k), `pwa.offlineMode.${prefix ? 'en' : 'zh-CN'}`)).toBe('true');

      await dialog.getByRole('button', { name: remove }).click();
      await expect(dialog).toContainText(removed);
      await controlledIn(page, false);
      expect(await page.evaluate((k) => localStorage.getItem(k), `pwa.offlineMode.${prefix ? 'en' : 'zh-CN'}`)).toBeNull();
      expect(await page.evaluate((n) => caches.has(n), `inkstone-search-${prefix ? 'en' : 'zh-CN'}`)).toBe(false);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      guard.assertClean();
    });
  });
}

test('offline mode, first visit: no file is downloaded twice, the precache takes what the page loaded from the HTTP cache', async ({ page, guard }) => {
  test.setTimeout(600_000);
  const from = server.responses.length;
  await openInOfflineMode(page, '/en/');
  expect((await cacheKeys(page, await precacheOf(page))).length).toBe(await listed(page, '/en/'));
  const seen = server.responses.slice(from);
  // The page's logos and icon too (they are content-hashed under /_next/static/media/).
  expect(seen.some((r) => /^\/_next\/static\/media\/logo\..*\.svg$/.test(r.url))).toBe(true);
  expect(seen.filter((r) => /^\/img\/(?:logo|logo-dark|favicon)\.svg$/.test(r.url))).toEqual([]);
  // The page showed public images (no-cache files, outside /_next/static/) that the precache stores
  // too: asked again, as `no-cache` demands, they are revalidated (a 304, no body), not sent again.
  const downloads = seen.filter((r) => r.status === 200 && r.body).map((r) => r.url);
  expect(downloads.filter((u, i) => downloads.indexOf(u) !== i)).toEqual([]);
  expect(seen.some((r) => r.url.startsWith('/img/') && r.status === 304)).toBe(true);
  guard.assertClean();
});

test("'Save for offline reading' moves its bar while the search pack downloads, not in one step at its end", async ({ page, guard }) => {
  test.setTimeout(600_000);
  const PARTS = 10;
  // The worker tells the page a file's bytes every 32 KiB of it (lib/sw/worker.ts).
  const STEP = 32 * 1024;
  const pack = server.trickle((rel) => /^search-index\/en\/[0-9a-f]{10}\.pack\.bin$/.test(rel), PARTS);
  const dialog = await openPanel(page, '/en/blog/', 'Save for offline reading');
  const announced = /Download: about (\d+\.\d) MB/.exec(await dialog.innerText())![1];
  // Every value the bar takes, recorded in the page as it changes.
  await dialog.evaluate((d) => {
    const w = window as unknown as { bar: number[] };
    w.bar = [];
    const read = () => {
      const v = d.querySelector('progress')?.value;
      if (v !== undefined && v !== w.bar.at(-1)) w.bar.push(v);
    };
    new MutationObserver(read).observe(d, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // The bar counts the download as sent gzipped, the size shown before: each file's share ends at its
  // gzip size (offline.json), the pack's growing with its raw bytes received.
  const size = (await (await page.request.get(`${server.origin}/en/offline.json`)).json()) as { gzipBytes: number; gzipSizes: Record<string, number> };
  const packBytes = await pack.requested;
  const packGzip = Object.entries(size.gzipSizes).find(([p]) => p.endsWith('.pack.bin'))![1];
  const bar = dialog.locator('progress');
  const total = Number(await bar.getAttribute('max'));
  expect(total).toBe(size.gzipBytes);
  // The pack is one file of the whole locale's (every page, payload and image), its largest.
  expect(packGzip / total).toBeGreaterThan(0.05);
  // Every other file stored first (the pack is held at the server).
  const status = dialog.getByRole('status');
  const left = async () => {
    const m = /(\d+) of (\d+) files/.exec(await status.first().innerText());
    return m ? Number(m[2]) - Number(m[1]) : null;
  };
  await expect.poll(left, { timeout: 300_000 }).toBe(1);
  const value = () => bar.evaluate((p) => (p as HTMLProgressElement).value);
  // Each tenth of the pack the server sends shows on the bar before the next is sent.
  for (let part = 1; part < PARTS; part++) {
    await pack.send();
    const received = Math.floor((packBytes * part) / PARTS) - STEP;
    await expect.poll(value, { timeout: 30_000 }).toBeGreaterThanOrEqual(total - packGzip + Math.floor((packGzip * received) / packBytes));
  }
  // Mid-download, the text's total is the size announced before saving.
  expect(/of (\d+\.\d) MB downloaded/.exec(await status.first().innerText())?.[1]).toBe(announced);
  await pack.send();
  await expect(status.first()).toContainText(/Saved: \d+\.\d MB/, { timeout: 300_000 });
  const values = await page.evaluate(() => (window as unknown as { bar: number[] }).bar);
  const steps = values.map((v, i) => v - (values[i - 1] ?? 0));
  expect(values.length).toBeGreaterThanOrEqual(PARTS);
  // It ends exactly at the announced total.
  expect(values.at(-1)).toBe(total);
  expect(Math.max(...steps) / total, `steps: ${steps.join(', ')} of ${total}`).toBeLessThan(0.15);
  await controlledIn(page, true);
  guard.assertClean();
});

test.describe('data saver on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true }));
  });
  test('?offlineMode=true asks first, showing the size, and downloads nothing in bulk until the reader saves', async ({ page, guard }) => {
    test.setTimeout(600_000);
    const o = server.origin;
    const bulk: string[] = [];
    page.context().on('request', (r) => r.url().includes('/search-index/') && bulk.push(r.url()));
    await page.goto(`${o}/en/?offlineMode=true`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Save for offline reading' });
    await expect(dialog).toContainText(/Download: about \d+\.\d MB/);
    await controlledIn(page, false);
    expect(bulk).toEqual([]);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status').first()).toContainText(/Saved: \d+\.\d MB/, { timeout: 300_000 });
    await controlledIn(page, true);
    expect(bulk.length).toBeGreaterThan(0);
    guard.assertClean();
  });
});

test("offline mode is chosen per locale: saving or installing the English site does not download the Chinese one when it is opened (a choice or install kept before, for both, too); the Chinese panel offers it", async ({ page, guard }) => {
  test.setTimeout(600_000);
  const o = server.origin;
  await openInOfflineMode(page, '/en/');
  const kept = () => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('pwa.')).map((k) => [k, localStorage.getItem(k)])));
  expect(await kept()).toEqual({ 'pwa.offlineMode.en': 'true' });
  const zhBulk = (from: number) => server.requests.slice(from).filter((u) => /^\/offline-pages\.|^\/search-index\/zh-CN\//.test(u));
  const installed = { 'pwa.offlineMode.en': 'true', 'pwa.appInstalled.en': 'true' };
  const steps: [string, () => Promise<unknown>, Record<string, string>][] = [
    ['per locale', async () => {}, { 'pwa.offlineMode.en': 'true' }],
    ['one choice for both, kept before the choice was per locale', () => page.evaluate(() => (localStorage.removeItem('pwa.offlineMode.en'), localStorage.setItem('pwa.offlineMode', 'true'))), { 'pwa.offlineMode.en': 'true' }],
    // The browser fires appinstalled in the page the English app (its manifest, scope /en/) was installed from.
    ['the English app installed', () => Promise.all([page.waitForEvent('load'), page.evaluate(() => dispatchEvent(new Event('appinstalled')))]), installed],
    ['one installed flag for both, kept before it was per locale', () => page.evaluate(() => (localStorage.removeItem('pwa.appInstalled.en'), localStorage.setItem('pwa.appInstalled', 'true'))), installed],
  ];
  for (const [before, setUp, keptAfter] of steps) {
    await test.step(before, async () => {
      await setUp();
      const from = server.requests.length;
      await page.goto(`${o}/blog/`);
      await hydrated(page);
      await controlledIn(page, false);
      // zh-CN's worker is in the default mode: its precache is the offline pages' few files.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.active!.scriptURL)).not.toContain(OFFLINE_ON);
      expect((await cacheKeys(page, 'inkstone-precache-zh-CN')).length).toBeLessThan(DEFAULT_PRECACHE_MAX);
      expect(zhBulk(from)).toEqual([]);
      // The English site stays saved, and its choice kept (a choice kept for both goes to the locale saved).
      expect(await kept()).toEqual(keptAfter);
      await page.goto(`${o}/en/`);
      await hydrated(page);
      await controlledIn(page, true);
    });
  }
  // The Chinese page's panel offers its own download, with its size.
  const dialog = await openPanel(page, '/blog/', '离线保存全站');
  await expect(dialog).toContainText(/简体中文.*\d+\.\d MB/);
  await expect(dialog.getByRole('button', { name: '保存', exact: true })).toBeVisible();
  guard.assertClean();
});

test.describe('storage quota', () => {
  const message = /Not enough storage space on this device for (\d+\.\d) MB\. Nothing was saved; what was saved before is still there\./;

  test('a save that runs out of room half-way fails and rolls back: nothing half-saved, the panel says so and how much it needs, Save again', async ({ page, context, guard }) => {
    test.setTimeout(600_000);
    const o = server.origin;
    const dialog = await openPanel(page, '/en/blog/', 'Save for offline reading');
    const size = (await (await page.request.get(`${o}/en/offline.json`)).json()) as { files: number; bytes: number };
    const before = (await cacheKeys(page, 'inkstone-precache-en')).sort();
    // The origin's real quota: room for about half the download (Chromium's own limit, through the
    // DevTools protocol). The estimate the page reads says there is room: estimates are approximate,
    // and another tab may fill the space while the save runs, so the failure comes from the install.
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: o, quotaSize: usage + Math.round(size.bytes / 2) });
    await page.evaluate(() => {
      const real = navigator.storage.estimate.bind(navigator.storage);
      navigator.storage.estimate = async () => ({ ...(await real()), quota: 1e12 });
    });
    const most = { files: 0 };
    await page.exposeFunction('__files', (n: number) => (most.files = Math.max(most.files, n)));
    await dialog.evaluate((d) => new MutationObserver(() => (window as unknown as { __files: (n: number) => void }).__files(Number(/(\d+) of \d+ files/.exec(d.textContent ?? '')?.[1] ?? 0))).observe(d, { subtree: true, childList: true, characterData: true }));
    const from = server.requests.length;
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText(message, { timeout: 300_000 });
    // It failed part of the way: files were stored, not all.
    expect(most.files).toBeGreaterThan(0);
    expect(most.files).toBeLessThan(size.files);
    expect(server.requests.slice(from).length).toBeGreaterThan(0);
    // How much it needs: the download as stored.
    expect(Number(message.exec(await dialog.innerText())![1])).toBe(Number((size.bytes / 1024 / 1024).toFixed(1)));
    // Nothing half-saved: the precache holds what the default mode's worker held before, which still
    // controls the page; no offline-mode cache is left, the choice is not kept; Save is offered again.
    await expect.poll(async () => (await cacheKeys(page, 'inkstone-precache-en')).sort(), { timeout: 30_000 }).toEqual(before);
    await controlledIn(page, false);
    expect(await page.evaluate(() => caches.has('inkstone-images-en-saved'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('pwa.offlineMode.en'))).toBeNull();
    expect((await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/en/'))!.installing))).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: o });
    // The console's error is the failed install's (a QuotaExceededError), which the panel has reported.
    guard.errors.splice(0, guard.errors.length, ...guard.errors.filter((e) => !/quota/i.test(e)));
    guard.assertClean();
  });

  test('a save the estimate shows no room for fails at once: nothing fetched, the panel says how much it needs', async ({ page, guard }) => {
    test.setTimeout(600_000);
    const o = server.origin;
    const dialog = await openPanel(page, '/en/blog/', 'Save for offline reading');
    const size = (await (await page.request.get(`${o}/en/offline.json`)).json()) as { bytes: number };
    await page.evaluate(() => {
      const real = navigator.storage.estimate.bind(navigator.storage);
      navigator.storage.estimate = async () => {
        const e = await real();
        return { ...e, quota: (e.usage ?? 0) + 1024 * 1024 };
      };
    });
    const from = server.requests.length;
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText(message);
    expect(Number(message.exec(await dialog.innerText())![1])).toBe(Number((size.bytes / 1024 / 1024).toFixed(1)));
    expect(server.requests.slice(from).filter((u) => !u.startsWith('/en/offline.json'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('pwa.offlineMode.en'))).toBeNull();
    await controlledIn(page, false);
    guard.assertClean();
  });
});
