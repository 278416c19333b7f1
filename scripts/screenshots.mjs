// Screenshots of pages at 1280 px and 390 px, light and dark, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /path /other/path  -> .cache/shots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const out = '.cache/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const p of paths) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `${out}/${p.replace(/[^\w]+/g, '_') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
      await context.close();
    }
  }
}
await browser.close();
