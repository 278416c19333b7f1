import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Issue 28 item 5: the last layout flaws a careful reader notices. Pager cards in one row share
 * their top and height; counter labels never break inside a word; display text never splits a
 * Chinese word across lines; no '→', '←' or '›' sits alone at the start of a line; the phone's
 * language caret is drawn at its size.
 */

test.describe.configure({ timeout: 60_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * For every `.phrases` element on the page: the Chinese runs inside each piece between two <wbr>
 * that were laid out on more than one line (by their rects' tops). A run longer than its line
 * may wrap (overflow-wrap: anywhere), so only runs that would fit on one line count.
 */
function splitWords(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.phrases')) {
      if (!el.checkVisibility()) continue;
      const width = el.parentElement!.getBoundingClientRect().width;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!;
        for (const m of text.matchAll(/\p{Script=Han}+/gu)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const total = rects.reduce((s, r) => s + r.width, 0);
          const tops = new Set(rects.map((r) => Math.round(r.top / 4)));
          if (tops.size > 1 && total < width) split.push(m[0]);
        }
      }
    }
    return split;
  });
}

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('home hero, profile card and post titles in Chinese: no word split across lines', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    expect(await page.locator('.hero .phrases').count()).toBeGreaterThanOrEqual(2);
    expect(await splitWords(page)).toEqual([]);
    await page.goto('/blog/');
    await hydrated(page);
    expect(await splitWords(page)).toEqual([]);
  });

  test('the pager cards under a post share their top and height', async ({ page }) => {
    await page.goto('/en/blog/http-cache-koa/');
    const [prev, next] = [page.locator('.post-pager .pager-prev'), page.locator('.post-pager .pager-next')];
    const [a, b] = [(await prev.boundingBox())!, (await next.boundingBox())!];
    const stacked = b.y >= a.y + a.height;
    if (!stacked) {
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1);
    }
  });

  test("the language menu's caret is drawn at its size", async ({ page }) => {
    await page.goto('/en/');
    const caret = await page.locator('.navbar .locale-menu .dropdown-toggle').evaluate((el) => {
      const s = getComputedStyle(el, '::after');
      return { width: parseFloat(s.width), height: parseFloat(s.height) };
    });
    expect(caret.width).toBeGreaterThanOrEqual(5);
    expect(caret.height).toBeGreaterThanOrEqual(5);
  });
});

for (const [name, use] of [['1280 px', { viewport: { width: 1280, height: 800 } }], ['390 px', PHONE]] as const) {
  test.describe(`at ${name}`, () => {
    test.use(use);
    // The four pages in one test, a step each: read-only checks of each page as loaded, where a
    // test's own fresh state (Playwright's reset between tests) cost more than the page.
    const paths = ['/', '/en/', '/en/blog/', '/blog/http-cache-koa/'];
    test(`${paths.join(', ')}: counter labels on one line; no arrow where a line could start with it alone`, async ({ page }) => {
      test.setTimeout(paths.length * 30_000);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await hydrated(page);
          // Each counter label is one line: its height is about its line height.
          const labels = await page.locator('.profile-counter-label').evaluateAll((els) =>
            els.filter((el) => el.checkVisibility()).map((el) => ({ text: el.textContent, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) })),
          );
          for (const l of labels) expect(l, `${path}: ${l.text}`).toMatchObject({ lines: 1 });
          // A breaking space before '→' or '›' (or after '←') lets the arrow start (or end) a line alone.
          const loose = await page.evaluate(() => {
            const found: string[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const text = n.textContent!;
              if (/[ \t\n][→›]|←[ \t\n]/.test(text) && n.parentElement!.closest('script, pre, code, .markdown') === null) found.push(text.trim());
            }
            return found;
          });
          expect(loose, `${path}: arrows that could start or end a line alone`).toEqual([]);
        });
      }
    });
  });
}

test('breadcrumbs: a wrapped line ends with its separator, it never starts with one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/docs/skill/database/redis/');
  const seps = await page.locator('.breadcrumbs li').evaluateAll((lis) =>
    lis.map((li) => ({ before: getComputedStyle(li, '::before').content, after: getComputedStyle(li, '::after').content })),
  );
  expect(seps.length).toBeGreaterThan(1);
  expect(seps.every((s) => s.before === 'none' || s.before === 'normal')).toBe(true);
  expect(seps.slice(0, -1).every((s) => s.after.includes('›'))).toBe(true);
});

test("the blog sidebar's heading is the same word in both locales", async ({ page }) => {
  await page.goto('/blog/http-cache-koa/');
  await expect(page.locator('#blog-sidebar-title')).toHaveText('博客');
  await page.goto('/en/blog/http-cache-koa/');
  await expect(page.locator('#blog-sidebar-title')).toHaveText('Blogs');
});
