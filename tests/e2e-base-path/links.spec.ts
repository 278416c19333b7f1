import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MDX_FEATURES } from '../e2e/mdx-pages';

/**
 * A BASE_PATH=/notes build served under /notes/ with JavaScript off: every link, stylesheet,
 * script and image on a sample of pages resolves, and none leaves the base path (a reader
 * without JavaScript, a new tab or a copied link gets exactly this href). The build is the one
 * of scripts/base-path-build.mjs: the author's data files and about pages with the posts and docs
 * of tests/fixtures/base-path-every-page-type-and-mdx-feature; its post-build link check has read
 * every link of every page, these tests read them as served under /notes/.
 */
const BASE = '/notes';
const SAMPLE = ['/', '/en/', '/blog/', '/en/blog/archive/', '/docs/skill/', '/en/about/', '/search/', '/en/project/'];
/** The fixture's post that holds every MDX feature. */
const FEATURES_POST = '/blog/writing-cheatsheet/';

test.use({ javaScriptEnabled: false });

/** Every link, stylesheet, script and image of the open page stays under the base path and answers 200. */
async function everyLinkResolves(page: Page, request: APIRequestContext) {
  const urls = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], link[href], script[src], img[src]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((u) => u && !/^(mailto:|tel:|data:|#)/.test(u)),
  );
  const internal = [...new Set(urls.map((u) => new URL(u, page.url())).filter((u) => u.origin === new URL(page.url()).origin).map((u) => u.pathname))];
  expect(internal.length).toBeGreaterThan(10);
  expect(internal.filter((p) => p !== BASE && !p.startsWith(`${BASE}/`))).toEqual([]);
  const broken: string[] = [];
  for (const p of internal) {
    const r = await request.get(p, { maxRedirects: 0 });
    if (r.status() !== 200) broken.push(`${p} ${r.status()}`);
  }
  expect(broken).toEqual([]);
}

for (const route of SAMPLE) {
  test(`every link on ${BASE}${route} resolves under the base path`, async ({ page, request }) => {
    const res = await page.goto(`${BASE}${route}`);
    expect(res?.status()).toBe(200);
    await everyLinkResolves(page, request);
  });
}

test('the RSS icon and the language menu carry the base path', async ({ page }) => {
  await page.goto(`${BASE}/blog/`);
  await expect(page.locator('a.social-link[href$="rss.xml"]').first()).toHaveAttribute('href', `${BASE}/blog/rss.xml`);
  await expect(page.locator('.locale-menu a[hreflang="en"]')).toHaveAttribute('href', `${BASE}/en/blog/`);
  await page.goto(`${BASE}/en/blog/`);
  await expect(page.locator('a.social-link[href$="rss.xml"]').first()).toHaveAttribute('href', `${BASE}/en/blog/rss.xml`);
  await expect(page.locator('.locale-menu a[hreflang="zh-CN"]')).toHaveAttribute('href', `${BASE}/blog/`);
});

// The fixture's post must hold every MDX feature the content uses (tests/e2e/mdx-pages.ts): a
// feature that reaches content/ and that list but not the fixture fails here, instead of going
// unproven under the base path. Its links, code, images and anchors are then read as served.
for (const [locale, prefix] of [['zh-CN', ''], ['en', '/en']]) {
  test(`the fixture's post holds every MDX feature of the content, every link on it under the base path (${locale})`, async ({ page, request }) => {
    const res = await page.goto(`${BASE}${prefix}${FEATURES_POST}`);
    expect(res?.status()).toBe(200);
    for (const [feature, selector] of Object.entries(MDX_FEATURES)) {
      expect(await page.locator(`.markdown ${selector}`).count(), `${feature} (.markdown ${selector})`).toBeGreaterThan(0);
    }
    await expect(page.locator(`.markdown a[href="${BASE}${prefix}/docs/docker/"]`)).not.toHaveCount(0);
    await everyLinkResolves(page, request);
  });
}
