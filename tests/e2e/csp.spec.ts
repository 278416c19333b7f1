import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Every page carries a Content-Security-Policy meta with `script-src 'self'` and the hashes of its
 * own inline scripts (scripts/lib/csp-meta.ts). The site works under it: no page type in either
 * locale, and none of the features a reader uses (search, drawer, image zoom, code copy, theme,
 * client-side navigation), meets a `securitypolicyviolation`; and an inline script the build did
 * not hash does not run.
 */
const PAGE_TYPES = [
  '/',
  '/blog/',
  '/blog/page/2/',
  '/blog/grpc-python-ocr-node/',
  '/blog/archive/',
  '/blog/tags/',
  '/blog/tags/grpc/',
  '/docs/',
  '/docs/skill/database/redis/',
  '/docs/category/数据库/',
  '/docs/tags/',
  '/docs/tags/数据库/',
  '/about/',
  '/friends/',
  '/project/',
  '/resources/',
  '/search/?q=redis',
  '/no-such-page/',
];

type Csp = { __csp: string[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as Csp).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as Csp).__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

const violations = (page: Page) => page.evaluate(() => (window as unknown as Csp).__csp);

for (const prefix of ['', '/en']) {
  test(`${prefix || 'zh-CN'}: every page type loads, hydrates and runs under its policy, with no violation`, async ({ page }) => {
    test.setTimeout(240_000);
    const seen: string[] = [];
    for (const route of PAGE_TYPES) {
      await test.step(route, async () => {
        await page.goto(`${prefix}${route}`);
        await hydrated(page);
        const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        expect(policy, route).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
        seen.push(...(await violations(page)).map((v) => `${prefix}${route}: ${v}`));
      });
    }
    expect(seen).toEqual([]);
  });

  test(`${prefix || 'zh-CN'}: search, drawer, zoom, copy, theme and client-side navigation meet no violation`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const seen: string[] = [];
    const record = async (what: string) => seen.push(...(await violations(page)).map((v) => `${what}: ${v}`));
    await page.goto(`${prefix}/blog/grpc-python-ocr-node/`);
    await hydrated(page);

    await page.locator('.search-button').click();
    await page.locator('.search-input').fill('redis');
    await expect(page.locator('.search-modal')).toHaveAttribute('data-status', 'success');
    await page.keyboard.press('Escape');

    await page.locator('.color-mode-toggle:visible').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const img = page.locator('.markdown img[data-zoomable]').first();
    await img.scrollIntoViewIfNeeded();
    await expect(page.locator('.medium-zoom-image')).not.toHaveCount(0, { timeout: 5000 });
    const opened = img.evaluate((el) => new Promise<void>((resolve) => el.addEventListener('medium-zoom:opened', () => resolve(), { once: true })));
    await img.click();
    await opened;
    await page.locator('.medium-zoom-image--opened').click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);

    const block = page.locator('figure.code-block').first();
    await block.hover();
    await block.locator('button').first().click();
    await record('post');

    // Client-side navigation to another page type, then the drawer at a phone's width.
    await page.locator('a[href$="/blog/archive/"]:visible').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/archive/$`));
    await hydrated(page);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.locator('.navbar-toggle').click();
    await expect(page.locator('.mobile-sidebar')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-sidebar')).toBeHidden();
    await record('archive');
    expect(seen).toEqual([]);
  });
}

test('an inline script the build did not hash is blocked', async ({ page }) => {
  const planted = '<script>window.__planted = true</script>';
  let strip = false;
  await page.route('**/en/about/', async (route) => {
    const res = await route.fetch();
    let html = await res.text();
    if (strip) html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    await route.fulfill({ response: res, body: html.replace('</title>', `</title>${planted}`) });
  });
  await page.goto('/en/about/');
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted)).toBeUndefined();
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline at /)]);
  // The same page without its policy runs it: the policy, nothing else, blocked it.
  strip = true;
  await page.goto('/en/about/');
  expect(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted)).toBe(true);
});
