import { expect, hydrated, test } from '../e2e/fixtures';

/**
 * Client navigation under BASE_PATH=/notes: a post and a doc (dynamic routes, whose route trees
 * come from the build's one file of route trees, lib/routes/route-trees.ts) open from a list
 * without a full load, with every payload under the base path and none missing.
 */
const BASE = '/notes';

for (const { list, links } of [
  { list: '/blog/archive/', links: '.archive-list a[href^="/notes/blog/"]' },
  { list: '/en/docs/', links: 'main a[href^="/notes/en/docs/"]:not([href*="/tags/"]):not([href*="/category/"])' },
]) {
  test(`a link on ${BASE}${list} opens its page client-side, its route tree from the build's route trees`, async ({ page, guard }) => {
    const asked: string[] = [];
    page.on('requestfinished', async (r) => {
      const { pathname } = new URL(r.url());
      if (/\.(?:txt|txt\.bin|json)$/.test(pathname)) asked.push(`${(await r.response())?.status()} ${pathname}`);
    });
    await page.goto(`${BASE}${list}`);
    await hydrated(page);
    const link = page.locator(links).first();
    const href = (await link.getAttribute('href'))!;
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same), 'no full page load').toBe(true);
    expect(asked.filter((a) => !a.startsWith('200 ')), 'every payload the router asked for is there').toEqual([]);
    expect(asked.filter((a) => !a.startsWith(`200 ${BASE}/`)), 'and under the base path').toEqual([]);
    expect(asked).toContainEqual(expect.stringMatching(new RegExp(`^200 ${BASE}/_next/static/[^/]+/route-trees\\.json$`)));
    // Its page segment from the file stored gzip-compressed, under the base path (none as plain text).
    expect(asked.filter((a) => a.includes('__PAGE__'))).toEqual([expect.stringMatching(new RegExp(`^200 ${href}__next\\..*__PAGE__\\.txt\\.bin$`))]);
    expect(asked.filter((a) => a.endsWith('/__next._tree.txt') || a.endsWith('/index.txt'))).toEqual([]);
    guard.assertClean();
  });
}
