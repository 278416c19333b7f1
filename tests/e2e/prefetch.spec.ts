import type { Page, Request } from '@playwright/test';
import { expect, hydrated, markDocument, pageIdle, sameDocument, test } from './fixtures';

// Prefetch by intent (issue 16): a page fetches no route payload until the reader points at,
// focuses or touches a link; then exactly the files the router needs for that link, all of them
// present on the plain static host (the post-build step removed only files the router never
// asks for), and following the link is a client-side navigation.

type Seen = { method: string; path: string; status: number | null };

/** A route payload's path: `.txt`, or a page segment stored gzip-compressed (`….__PAGE__.txt.bin`). */
const PAYLOAD = /\.txt(?:\.bin)?$/;

/** Every request for a page or a route payload (HTML probe or .txt) from now on. */
function watchRoutes(page: Page) {
  const seen: Seen[] = [];
  const isRoute = (r: Request) => {
    const { pathname } = new URL(r.url());
    return PAYLOAD.test(pathname) || (r.resourceType() === 'fetch' && pathname.endsWith('/'));
  };
  page.on('requestfinished', async (r) => {
    if (isRoute(r)) seen.push({ method: r.method(), path: new URL(r.url()).pathname, status: (await r.response())?.status() ?? null });
  });
  page.on('requestfailed', (r) => {
    if (isRoute(r)) seen.push({ method: r.method(), path: new URL(r.url()).pathname, status: null });
  });
  return seen;
}

const payloads = (seen: Seen[]) => seen.filter((s) => PAYLOAD.test(s.path) && !s.path.endsWith('/__next._tree.txt'));
const trees = (seen: Seen[]) => seen.filter((s) => s.path.endsWith('/__next._tree.txt'));


const postLinks = '.archive-list a[href^="/blog/"]';

// Navigation waits on the network and the main thread; on a shared, loaded machine it can take
// seconds, which is slowness, not failure.
test.slow();
const NAV = { timeout: 20_000 };

test('the archive fetches no route payload until a link is hovered, then one per link', async ({ page, guard }) => {
  const seen = watchRoutes(page);
  await page.goto('/blog/archive/');
  await hydrated(page);
  // Scroll every link through the viewport: visibility alone must not fetch anything.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pageIdle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await pageIdle(page);
  expect(seen, 'route requests before any interaction').toEqual([]);

  const first = page.locator(postLinks).first();
  const href = (await first.getAttribute('href'))!;
  await first.hover();
  await expect.poll(() => payloads(seen).length).toBe(1);
  await pageIdle(page);
  // One payload for the hovered page; the route's shape once, the first time the router meets it.
  expect(payloads(seen).map((s) => s.path)).toEqual([expect.stringMatching(new RegExp(`^${href}__next\\..*__PAGE__\\.txt\\.bin$`))]);
  expect(trees(seen), "a post's route tree is filled in from the build's route trees: no file of its own").toEqual([]);
  expect(seen.filter((s) => !s.path.startsWith(href)), 'requests for any other page').toEqual([]);
  expect(seen.filter((s) => s.method === 'GET' && s.status !== 200), 'every file the router asked for exists').toEqual([]);

  // A second post: again one payload, for that page only.
  const before = seen.length;
  const second = page.locator(postLinks).nth(1);
  const secondHref = (await second.getAttribute('href'))!;
  await second.hover();
  await expect.poll(() => payloads(seen.slice(before)).length).toBe(1);
  await pageIdle(page);
  expect(payloads(seen.slice(before)).map((s) => `${s.method} ${s.path} ${s.status}`)).toEqual([expect.stringMatching(new RegExp(`^GET ${secondHref}__next\\..*__PAGE__\\.txt\\.bin 200$`))]);
  expect(trees(seen.slice(before))).toEqual([]);
  expect(seen.slice(before).filter((s) => !s.path.startsWith(secondHref)), 'requests for any other page').toEqual([]);

  // Following the hovered link renders from what was prefetched: no reload, nothing more fetched.
  await markDocument(page);
  const fetched = seen.length;
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${secondHref}$`), NAV);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toHaveText(/归档|Archive/);
  expect(await sameDocument(page), 'client-side navigation').toBe(true);
  expect(seen.slice(fetched).filter((s) => PAYLOAD.test(s.path))).toEqual([]);
  guard.assertClean();
});

/** The archive, loaded and left alone for a while (nothing fetched), and its first post link. */
async function quietArchive(page: Page) {
  const seen = watchRoutes(page);
  await page.goto('/blog/archive/');
  await hydrated(page);
  await pageIdle(page);
  expect(seen, 'route requests before any interaction').toEqual([]);
  const link = page.locator(postLinks).first();
  return { seen, link, href: (await link.getAttribute('href'))! };
}

// A post's body is one HTML string (components/mdx/Mdx.tsx): its site links are plain <a>, and
// one delegated handler (components/mdx/BodyLinks.client.tsx) gives them what `Link` gives the
// site's other links. The English page: the link's locale comes from the body's rendering.
const BODY_POST = '/en/blog/trpc-zod-practice/';
const BODY_LINK = '.markdown a[href="/en/blog/vitest-playwright-testing/"]';

/** The post, loaded and left alone (nothing fetched), and its body's link to another post. */
async function quietBody(page: Page) {
  const seen = watchRoutes(page);
  await page.goto(BODY_POST);
  await hydrated(page);
  await pageIdle(page);
  expect(seen, 'route requests before any interaction').toEqual([]);
  const link = page.locator(BODY_LINK);
  await link.scrollIntoViewIfNeeded();
  return { seen, link, href: (await link.getAttribute('href'))! };
}

/** The links followed below: a `Link` (the archive's) and a link in an MDX body (the delegated handler). */
const LINKS = [
  { name: 'a link', quiet: quietArchive, left: /归档|Archive/ },
  { name: "a link in a post's body", quiet: quietBody, left: /tRPC/i },
];

for (const { name, quiet, left } of LINKS) {
  test(`focusing ${name} with the keyboard prefetches it, and Enter navigates client-side`, async ({ page, guard }) => {
    const { seen, link, href } = await quiet(page);
    await link.focus();
    await expect.poll(() => payloads(seen).map((s) => s.path.startsWith(href))).toEqual([true]);
    await markDocument(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`), NAV);
    await expect(page.locator('h1')).not.toHaveText(left);
    expect(await sameDocument(page)).toBe(true);
    guard.assertClean();
  });
}

test.describe('on a phone', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

  for (const { name, quiet, left } of LINKS) {
    test(`a tap on ${name} prefetches on touchstart and navigates client-side`, async ({ page, guard }) => {
      const { seen, link, href } = await quiet(page);
      await markDocument(page);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${href}$`), NAV);
      await expect(page.locator('h1')).not.toHaveText(left);
      expect(await sameDocument(page)).toBe(true);
      expect(payloads(seen).map((s) => s.path.startsWith(href)), 'the tapped page prefetched').toEqual([true]);
      expect(seen.filter((s) => s.method === 'GET' && s.status !== 200)).toEqual([]);
      guard.assertClean();
    });
  }
});

test('a link in a post\'s body prefetches when pointed at and is followed client-side', async ({ page, guard }) => {
  const { seen, link, href } = await quietBody(page);
  await link.hover();
  await expect.poll(() => payloads(seen).map((s) => s.path.startsWith(href))).toEqual([true]);
  await pageIdle(page);
  await markDocument(page);
  const fetched = seen.length;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`), NAV);
  await expect(page.locator('h1')).not.toHaveText(/tRPC/i);
  expect(await sameDocument(page), 'client-side navigation').toBe(true);
  expect(seen.slice(fetched).filter((s) => PAYLOAD.test(s.path)), 'nothing fetched again').toEqual([]);
  guard.assertClean();
});

test('a body link clicked with a modifier key is left to the browser; a plain click is the handler\'s', async ({ page, guard }) => {
  const { link } = await quietBody(page);
  // Listens after the document's handlers (the window is last), records whether they took the
  // click, and keeps the browser from opening the tab itself.
  await page.evaluate(() => {
    window.addEventListener('click', (e) => {
      (window as unknown as { __taken: boolean[] }).__taken.push(e.defaultPrevented);
      e.preventDefault();
    });
    (window as unknown as { __taken: boolean[] }).__taken = [];
  });
  const taken = () => page.evaluate(() => (window as unknown as { __taken: boolean[] }).__taken);
  await link.click({ modifiers: ['ControlOrMeta'] });
  await link.click({ modifiers: ['Shift'] });
  await link.click({ button: 'middle' });
  expect(await taken(), 'ctrl, shift and middle clicks left to the browser').toEqual([false, false]);
  await link.click();
  expect(await taken(), 'a plain click taken by the body\'s handler').toEqual([false, false, true]);
  guard.assertClean();
});

test('with data saver on nothing is prefetched; a click fetches that page alone and navigates client-side', async ({ page, guard }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} } });
  });
  const seen = watchRoutes(page);
  await page.goto('/docs/event-loop/');
  await hydrated(page);
  const next = page.locator('.doc-pager .pager-next');
  const href = (await next.getAttribute('href'))!;
  await next.hover();
  await pageIdle(page);
  expect(seen, 'nothing prefetched with data saver on').toEqual([]);
  await markDocument(page);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`), NAV);
  await expect(page.locator('h1')).not.toHaveText(/事件循环|Event Loop/);
  // The click waited for the page's own prefetch files instead of asking for index.txt (not shipped).
  expect(payloads(seen).map((s) => `${s.method} ${s.path} ${s.status}`)).toEqual([expect.stringMatching(new RegExp(`^GET ${href}__next\\..*__PAGE__\\.txt\\.bin 200$`))]);
  expect(seen.filter((s) => s.path.endsWith('/index.txt'))).toEqual([]);
  expect(await sameDocument(page)).toBe(true);
  guard.assertClean();
});

test.describe('on a slow phone network', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap faster than the prefetch waits for it and still navigates client-side', async ({ page, guard }) => {
    const { seen, link, href } = await quietArchive(page);
    // Every route file is held until the tap (touchstart to click) is over: the click comes
    // before the prefetch it started has answered, however fast or slow the machine is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const waiting: string[] = [];
    // A post's route tree comes from the build's route trees (one file a build, fetched with the
    // first prefetch), a static page's from its own file.
    await page.route(/\.txt(\.bin)?(\?|$)|\/route-trees\.json$/, async (route) => {
      const { pathname } = new URL(route.request().url());
      waiting.push(pathname.endsWith('/__next._tree.txt') || pathname.endsWith('/route-trees.json') ? 'route tree' : 'page segment');
      await held;
      await route.continue();
    });
    await markDocument(page);
    await link.tap();
    // One round trip: the route tree and the page segment are both asked for before either has answered.
    await expect.poll(() => [...waiting].sort()).toEqual(['page segment', 'route tree']);
    release();
    await expect(page).toHaveURL(new RegExp(`${href}$`), NAV);
    await expect(page.locator('h1')).not.toHaveText(/归档|Archive/);
    expect(await sameDocument(page), 'client-side navigation, not a full load').toBe(true);
    expect(seen.filter((s) => s.path.endsWith('/index.txt')), 'the whole-page payload is never asked for').toEqual([]);
    expect(payloads(seen).map((s) => s.path)).toEqual([expect.stringMatching(new RegExp(`^${href}__next\\..*__PAGE__\\.txt\\.bin$`))]);
    expect(seen.filter((s) => s.method === 'HEAD'), 'no HEAD request (the router asks for one: it is answered from the route tree)').toEqual([]);
    guard.assertClean();
  });
});
