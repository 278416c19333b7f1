import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_POLICY, headerDirectives, serialize } from '../../lib/site/csp';
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
  // An image beside a post, named by its content (lib/content/figures.ts): kept a year. (Its second
  // CSP, the file policy, is the next test's subject for /img/; the same map line sends it here.)
  const figure = readdirSync(path.join(OUT, 'figures')).find((f) => f.endsWith('.png'))!;
  const fig = await request.get(`${nginx.origin}/figures/${figure}`);
  expect([fig.status(), fig.headers()['content-type'], fig.headers()['cache-control']]).toEqual([200, 'image/png', IMMUTABLE]);
  const gz = await request.get(`${nginx.origin}/blog/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  // A piece of the search index, stored gzipped (scripts/lib/search-piece.ts): sent as stored, not
  // compressed again and not marked `Content-Encoding: gzip` (the browser would inflate it on the way).
  const piece = readdirSync(path.join(OUT, 'search-index/en')).find((f) => /^[0-9a-f]{10}\.c\d+\.bin$/.test(f))!;
  const stored = await request.get(`${nginx.origin}/search-index/en/${piece}`, { headers: { 'accept-encoding': 'gzip' } });
  expect([stored.status(), stored.headers()['content-type'], stored.headers()['content-encoding']]).toEqual([200, 'application/octet-stream', undefined]);
  expect((await stored.body()).equals(readFileSync(path.join(OUT, 'search-index/en', piece)))).toBe(true);
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

/**
 * Issue 46: a file under public/ is served with the site's origin. The content check refuses an
 * SVG with script and any HTML there (fixture public-files-that-run-script-or-steer-the-host-rejected);
 * should one be planted in the published folder anyway, the host's headers keep it from running.
 * The planted files are that fixture's own, under /img/ beside a page that links to them.
 */
test("a planted SVG or HTML file under /img/, clicked from a page, runs no script (the host's file policy)", async ({ page }) => {
  const fixture = 'tests/fixtures/public-files-that-run-script-or-steer-the-host-rejected/public';
  const root = mkdtempSync(path.join(tmpdir(), 'inkstone-planted-'));
  mkdirSync(path.join(root, 'img'));
  copyFileSync(`${fixture}/img/diagram.svg`, path.join(root, 'img/diagram.svg'));
  copyFileSync(`${fixture}/files/x.html`, path.join(root, 'img/x.html'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>links</title><a href="/img/diagram.svg">the diagram</a> <a href="/img/x.html">the file</a>');
  const ran: string[] = [];
  page.on('console', (m) => void (m.type() === 'log' && ran.push(`console: ${m.text()}`)));
  page.on('dialog', (d) => void (ran.push(`dialog: ${d.message()}`), d.dismiss()));
  /** Opens the page at `origin` and clicks the link `name`, until `settled` (an event of the page) happens. */
  const click = async (origin: string, name: string, settled: Promise<unknown>) => {
    await page.goto(`${origin}/`);
    await page.getByRole('link', { name }).click();
    await settled;
  };
  // The detector works: the same files from a host that sends no headers run their scripts (a
  // localhost origin, which is secure, as the site's own is: the SVG asks for service workers).
  const bare = 'http://localhost:9';
  await page.route(`${bare}/**`, (route) => {
    const file = path.join(root, new URL(route.request().url()).pathname.replace(/\/$/, '/index.html'));
    return route.fulfill({ body: readFileSync(file), contentType: file.endsWith('.svg') ? 'image/svg+xml' : 'text/html' });
  });
  await click(bare, 'the diagram', page.waitForEvent('console', (m) => m.type() === 'log'));
  await click(bare, 'the file', page.waitForEvent('dialog'));
  expect(ran).toEqual([expect.stringMatching(/^console: /), 'dialog: localhost']);
  ran.length = 0;
  const host = await startNginx(root);
  try {
    const r = await page.request.get(`${host.origin}/img/diagram.svg`);
    expect(r.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value)).toContain(FILE_POLICY);
    // On the host, the browser refuses each script (the policy's sandbox; it says so in the console) and nothing runs.
    const refused = () => page.waitForEvent('console', (m) => m.type() === 'error' && /Blocked script execution|Content Security Policy/.test(m.text()));
    await click(host.origin, 'the diagram', refused());
    await click(host.origin, 'the file', refused());
    expect(ran).toEqual([]);
  } finally {
    await host.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
