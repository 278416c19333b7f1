// Makes the app icons (PNG) from public/img/logo.svg with the Chromium the tests use. The PNGs are
// committed under public/img/icons/; run again after changing the logo: node scripts/tools/icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const logo = readFileSync('public/img/logo.svg', 'utf8');
const icons = [
  // 'any': the logo as it is, transparent corners.
  { file: 'icon-192.png', size: 192, pad: 0, bg: 'transparent' },
  { file: 'icon-512.png', size: 512, pad: 0, bg: 'transparent' },
  // maskable and apple-touch: opaque, the logo inside the safe zone (the middle 80 %).
  { file: 'maskable-512.png', size: 512, pad: 0.16, bg: '#0f766e' },
  { file: 'apple-touch-icon.png', size: 180, pad: 0.08, bg: '#0f766e' },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const { file, size, pad, bg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${bg}">` +
      `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: `public/img/icons/${file}`, omitBackground: bg === 'transparent' });
  console.log(`public/img/icons/${file} ${size}x${size}`);
}
await browser.close();
