import { expect, hydrated, test } from './fixtures';

/**
 * Issue 28 item 8: small markup. A markdown table is a tab stop only while it scrolls; a
 * heading's '#' link is in sight on a touch screen; `theme-color` follows the site's colour
 * setting, not the system's; the About page's contact sentence offers what the site shows.
 */

test.describe.configure({ timeout: 60_000 });

const POST_WITH_TABLE = '/en/blog/koa-jwt-login-api/';

test('a markdown table is a tab stop only while it scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(POST_WITH_TABLE);
  await hydrated(page);
  const tables = page.locator('.markdown table');
  const state = () =>
    tables.evaluateAll((els) => els.map((t) => ({ scrolls: t.scrollWidth > t.clientWidth + 1, tabindex: t.getAttribute('tabindex') })));
  expect((await state()).length).toBeGreaterThan(0);
  // Wide screen: the tables fit, so none is a tab stop.
  await expect.poll(state).toEqual((await state()).map((t) => ({ scrolls: t.scrolls, tabindex: t.scrolls ? '0' : null })));
  expect((await state()).some((t) => !t.scrolls)).toBe(true);
  // Squeezed until it scrolls (as on a narrow phone), the first table becomes a tab stop; given its room back, it is none again.
  await tables.first().evaluate((t) => (t.style.maxWidth = '120px'));
  await expect.poll(async () => (await state())[0]).toEqual({ scrolls: true, tabindex: '0' });
  await tables.first().focus();
  await expect(tables.first()).toBeFocused();
  await tables.first().evaluate((t) => (t.style.maxWidth = ''));
  await expect.poll(async () => (await state())[0]).toEqual({ scrolls: false, tabindex: null });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("a heading's '#' link is in sight and can be tapped", async ({ page }) => {
    await page.goto(POST_WITH_TABLE);
    const link = page.locator('.markdown h2 .hash-link').first();
    const seen = await link.evaluate((a) => ({ opacity: Number(getComputedStyle(a).opacity), width: a.getBoundingClientRect().width }));
    expect(seen.opacity).toBeGreaterThanOrEqual(0.4);
    expect(seen.width).toBeGreaterThan(8);
    await link.tap();
    await expect(page).toHaveURL(/#.+$/);
  });
});

test.describe('theme-color', () => {
  test.use({ colorScheme: 'dark' });
  test("follows the site's colour setting, not the system's", async ({ page }) => {
    const meta = page.locator('meta[name="theme-color"]');
    await page.goto('/en/about');
    await hydrated(page);
    // The system prefers dark; the site is light until the reader switches.
    await expect(meta).toHaveCount(1);
    await expect(meta).toHaveAttribute('content', '#ffffff');
    await page.locator('.navbar .color-mode-toggle').click();
    await expect(meta).toHaveAttribute('content', '#16181d');
    // Before first paint on the next page too (the boot script).
    await page.goto('/en/');
    await expect(meta).toHaveAttribute('content', '#16181d');
    await page.locator('.navbar .color-mode-toggle').click();
    await expect(meta).toHaveAttribute('content', '#ffffff');
  });
});

for (const [path, heading] of [['/about', '联系我'], ['/en/about', 'Get in touch']] as const) {
  test(`${path}: the contact sentence offers links the site really shows`, async ({ page }) => {
    await page.goto(path);
    const section = page.locator('.markdown h2', { hasText: heading }).locator('xpath=following-sibling::p[1]');
    const text = await section.innerText();
    expect(text).not.toMatch(/footer|页脚/i);
    const hrefs = await section.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(expect.arrayContaining(['https://git.inkstone.example/yan', 'mailto:hi@inkstone.example']));
    // The same links are the profile card's: what About promises is what the site offers.
    await page.goto(path.replace('about', ''));
    const social = await page.locator('.profile-card a, .hero .social-links a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const h of hrefs.filter((h) => /^(https|mailto):/.test(h))) expect(social).toContain(h);
  });
}

// Issue 44 item 6: a figure's caption is its first or last child (Nu: "Element pre not allowed as
// child of element figure" when the toolbar came first); the file name is read before the buttons.
test("a titled code block: the title first, then the copy and wrap buttons, then the code", async ({ page }) => {
  await page.goto('/en/blog/grpc-python-ocr-node/');
  await hydrated(page);
  const titled = page.locator('figure.code-block:has(> figcaption)');
  expect(await titled.count()).toBeGreaterThan(2);
  const orders = await titled.evaluateAll((figs) => figs.map((f) => [...f.children].map((c) => (c.classList.contains('code-actions') ? 'toolbar' : c.tagName.toLowerCase()))));
  for (const order of orders) expect(order).toEqual(['figcaption', 'toolbar', 'pre']);
  await expect(titled.first().locator('figcaption')).toHaveText('protos/ocr.proto');
  // Untitled blocks: the toolbar, then the code.
  const plain = await page.locator('figure.code-block:not(:has(> figcaption))').evaluateAll((figs) => figs.map((f) => [...f.children].map((c) => (c.classList.contains('code-actions') ? 'toolbar' : c.tagName.toLowerCase())).join()));
  expect(new Set(plain)).toEqual(new Set(['toolbar,pre']));
});

// Issue 49 item 2: the interface icons are drawn by the stylesheet (app/icons.css), not repeated
// as inline SVG in every page's markup and again in its RSC payload (a code block's two buttons
// cost 1.2 KB a block so).
test('interface icons come from the stylesheet: no inline SVG in a page but its content links\' own', async ({ page }) => {
  const path = '/docs/skill/database/redis/';
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('class="code-button"');
  expect(html.match(/<svg(?! class="external-link-icon")/g) ?? []).toEqual([]);
  await page.goto(path);
  await hydrated(page);
  // Drawn: a box of its size, masked with its shape and filled with the button's text colour.
  const icon = page.locator('.code-button[data-code-action="copy"] .icon').first();
  const drawn = await icon.evaluate((el) => {
    const s = getComputedStyle(el);
    return { width: s.width, height: s.height, mask: /^url\("data:image\/svg\+xml/.test(s.maskImage || s.webkitMaskImage), fill: s.backgroundColor === getComputedStyle(el.parentElement!).color };
  });
  expect(drawn).toEqual({ width: '16px', height: '16px', mask: true, fill: true });
});
