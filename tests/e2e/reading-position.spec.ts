import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Issue 28 item 1: closing an overlay leaves the reader where they were. Reading a post at
 * scrollY 3000, opening search (Ctrl+K, '/', the 🔍 button) and closing it (Escape, Cancel, a
 * click on the backdrop), or opening the ☰ drawer and closing it (Escape, ✕, the backdrop), keeps
 * scrollY within 2 px, though focus goes back to the button that opened it.
 */

test.describe.configure({ timeout: 90_000 });

const POST = '/blog/llm-json-output-zod/';
const AT = 3000;

/** Scrolls to AT and waits until the page is there (the post is long enough at both widths). */
async function readAt(page: Page) {
  await page.evaluate((y) => window.scrollTo(0, y), AT);
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(AT);
}

/**
 * A click where a reader's pointer lands, at the element's centre: locator.click() first scrolls
 * the element into view the way scrollIntoView does, and for a button in the sticky navbar that
 * alone moves the page (scroll-padding-top counts the navbar as covering it).
 */
async function pointAndClick(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** scrollY once two frames have passed, so a scroll that focus() started has been applied. */
const settledScrollY = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY)))));

const WIDTHS = [
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } }, closers: ['Escape', 'backdrop'] },
  // The modal fills a phone's screen (no backdrop to tap); Cancel closes it there.
  { name: 'phone 390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, closers: ['Escape', 'Cancel'] },
] as const;
const OPENERS = ['Control+K', '/', 'button'] as const;

for (const w of WIDTHS) {
  test.describe(`search at ${w.name}`, () => {
    test.use(w.use);
    for (const opener of OPENERS) {
      test(`opened by ${opener}, closed by ${w.closers.join(' / ')}: scrollY stays`, async ({ page, guard }) => {
        await page.goto(`/en${POST}`);
        await hydrated(page);
        const button = page.locator('.navbar .search-button');
        const dialog = page.getByRole('dialog', { name: 'Search' });
        for (const closer of w.closers) {
          await readAt(page);
          if (opener === 'button') await pointAndClick(page, button);
          else await page.keyboard.press(opener);
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole('searchbox')).toBeFocused();
          await dialog.getByRole('searchbox').fill('zod');
          if (closer === 'Escape') await page.keyboard.press('Escape');
          else if (closer === 'Cancel') await pointAndClick(page, dialog.getByRole('button', { name: 'Cancel' }));
          // A click on the dimmed backdrop beside the modal.
          else await page.mouse.click(20, 400);
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();
          expect(Math.abs((await settledScrollY(page)) - AT), `scrollY after ${closer}`).toBeLessThanOrEqual(2);
        }
        guard.assertClean();
      });
    }
  });
}

test.describe('the ☰ drawer on a 390 px phone', () => {
  test.use(WIDTHS[1].use);
  for (const [locale, prefix, open, close] of [
    ['zh-CN', '', '打开导航菜单', '关闭导航菜单'],
    ['en', '/en', 'Open navigation menu', 'Close navigation menu'],
  ] as const) {
    test(`${locale}: closed by Escape, ✕ or the backdrop, scrollY stays and ☰ has the focus`, async ({ page, guard }) => {
      await page.goto(`${prefix}${POST}`);
      await hydrated(page);
      const toggle = page.getByRole('button', { name: open, exact: true });
      const drawer = page.locator('.mobile-sidebar');
      for (const closer of ['Escape', 'close', 'backdrop'] as const) {
        await readAt(page);
        await pointAndClick(page, toggle);
        await expect(drawer).toBeVisible();
        if (closer === 'Escape') await page.keyboard.press('Escape');
        else if (closer === 'close') await pointAndClick(page, page.getByRole('button', { name: close, exact: true }));
        // The strip of backdrop to the right of the drawer.
        else await page.mouse.click(385, 600);
        await expect(drawer).toBeHidden();
        await expect(toggle).toBeFocused();
        expect(Math.abs((await settledScrollY(page)) - AT), `scrollY after ${closer}`).toBeLessThanOrEqual(2);
      }
      guard.assertClean();
    });
  }
});
