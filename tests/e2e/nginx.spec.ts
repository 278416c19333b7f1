import { readdirSync } from 'node:fs';
import path from 'node:path';
import { headerDirectives, serialize } from '../../lib/site/csp';
import { expect, hydrated, test } from './fixtures';
import { startNginx } from './nginx-server';
import { OUT } from './sw-server';

/**
 * out/ served by nginx with the server block the repository ships (deploy/nginx.conf), as a
 * site owner would run it: both spellings of every route, the not-found page with status 404,
 * caching by kind of file (a year for files named by their content, revalidation for the rest,
 * so a deploy is seen at once), the page-independent part of the CSP on every response.
 */
let nginx: Awaited<ReturnType<typeof startNginx>>;
test.beforeAll(async () => void (nginx = await startNginx(OUT)));
test.afterAll(async () => nginx?.stop());

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const chunk = readdirSync(path.join(OUT, '_next/static/chunks')).find((f) => f.endsWith('.js'))!;
const card = readdirSync(path.join(OUT, 'og/blog')).find((f) => f.endsWith('.png'))!;

test('status, type and caching of every kind of file; the 404 page; the CSP header on every response', async ({ request }) => {
  const cases: [string, number, RegExp, string][] = [
    ['/', 200, /^text\/html/, REVALIDATE],
    ['/en/about', 200, /^text\/html/, REVALIDATE],
    ['/en/about/', 200, /^text\/html/, REVALIDATE],
    ['/en/friends', 200, /^text\/html/, REVALIDATE],
    ['/blog/page/2/', 200, /^text\/html/, REVALIDATE],
    ['/blog/__next._tree.txt', 200, /^text\/plain/, REVALIDATE],
    ['/blog/rss.xml', 200, /xml/, REVALIDATE],
    ['/en/blog/atom.xml', 200, /xml/, REVALIDATE],
    ['/en/blog/feed.json', 200, /^application\/json/, REVALIDATE],
    ['/sitemap.xml', 200, /xml/, REVALIDATE],
    ['/sw.js', 200, /javascript/, REVALIDATE],
    ['/en/sw.js', 200, /javascript/, REVALIDATE],
    ['/search-index/zh-CN/meta.json', 200, /^application\/json/, REVALIDATE],
    ['/manifest.webmanifest', 200, /^application\/manifest\+json/, REVALIDATE],
    [`/og/blog/${card}`, 200, /^image\/png$/, REVALIDATE],
    [`/_next/static/chunks/${chunk}`, 200, /javascript/, IMMUTABLE],
    ['/no-such-page/', 404, /^text\/html/, REVALIDATE],
    ['/en/no-such-page', 404, /^text\/html/, REVALIDATE],
    ['/_next/static/chunks/gone.js', 404, /^text\/html/, REVALIDATE],
  ];
  const csp = serialize(headerDirectives());
  const wrong: string[] = [];
  for (const [p, status, type, cache] of cases) {
    const r = await request.get(`${nginx.origin}${p}`, { maxRedirects: 0 });
    const h = r.headers();
    const got = `${r.status()} ${h['content-type']} ${h['cache-control']} csp:${h['content-security-policy'] === csp} nosniff:${h['x-content-type-options'] === 'nosniff'}`;
    if (r.status() !== status || !type.test(h['content-type'] ?? '') || h['cache-control'] !== cache || h['content-security-policy'] !== csp || h['x-content-type-options'] !== 'nosniff') {
      wrong.push(`${p}: ${got}`);
    }
    if (status === 404) expect(await r.text(), p).toContain('<title>找不到页面 | Inkstone</title>');
  }
  expect(wrong).toEqual([]);
  const gz = await request.get(`${nginx.origin}/blog/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
});

test('a reader on nginx: the page hydrates, search answers, a link navigates in the page', async ({ page }) => {
  await page.goto(`${nginx.origin}/en/blog`);
  await hydrated(page);
  await page.locator('.search-button').click();
  await page.locator('.search-input').fill('docker');
  await expect(page.locator('.search-modal')).toHaveAttribute('data-status', 'success');
  await expect(page.locator('.search-modal .search-hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page.locator('main a[href="/en/blog/archive/"], footer a[href="/en/blog/archive/"]').first().click();
  await expect(page).toHaveURL(`${nginx.origin}/en/blog/archive/`);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same), 'a client-side navigation, no page load').toBe(true);
});
