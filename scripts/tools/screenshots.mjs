// Screenshots of pages at 1280 px and 390 px, light and dark, for looking at what we build.
// Usage: node scripts/tools/screenshots.mjs http://127.0.0.1:3000 /path /other/path  -> .cache/shots/*.png
// A path ending in @drawer or @search is shot with the mobile menu (narrow widths) or the search modal open.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const out = '.cache/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const actions = {
  async drawer(page) {
    const toggle = page.locator('.navbar-toggle');
    if (await toggle.isVisible()) await toggle.click();
    await page.waitForTimeout(400);
  },
  async search(page) {
    await page.locator('.search-button').click();
    await page.locator('.search-modal').waitFor();
    await page.waitForTimeout(400);
  },
};
for (const arg of paths) {
  const [p, action] = arg.split('@');
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      // 390 px is a phone: a touch screen with the mobile viewport, as a reader holds it.
      const phone = width < 500;
      const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
      // The locale hint is dismissed: Chromium's English languages would put it on every zh-CN page.
      await context.addInitScript(() => localStorage.setItem('locale-hint-dismissed', '1'));
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(base + p, { waitUntil: 'networkidle' });
      if (action) await actions[action](page);
      const name = `${out}/${arg.replace(/[^\w]+/g, '_') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
      await context.close();
    }
  }
}
await browser.close();
