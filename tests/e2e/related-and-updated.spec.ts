import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const POST = 'babel-ast-deobfuscation';
const DOC = '/docs/skill/database/redis/';

/** The related-posts block of a post page: three entries with title, date and summary, none the post itself. */
async function relatedOf(page: Page, heading: string, self: string) {
  const block = page.getByRole('region', { name: heading });
  await expect(block).toBeVisible();
  const items = block.getByRole('listitem');
  await expect(items).toHaveCount(3);
  const entries = [];
  for (const item of await items.all()) {
    const link = item.getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/blog\/[a-z0-9-]+\/$/);
    expect(href).not.toContain(`/${self}/`);
    await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    expect((await item.locator('p').innerText()).length).toBeGreaterThan(0);
    // The title without the '中文' badge that marks a Chinese body on English pages.
    const title = await link.evaluate((a) => {
      const copy = a.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.zh-badge').forEach((b) => b.remove());
      return copy.textContent!.trim();
    });
    entries.push({ href, title, lang: await link.getAttribute('lang') });
  }
  return entries;
}

for (const { locale, prefix, heading } of [
  { locale: 'zh-CN', prefix: '', heading: '相关文章' },
  { locale: 'en', prefix: '/en', heading: 'Related posts' },
]) {
  test(`${locale}: a post ends with three related posts, titled as their own pages title them`, async ({ page, guard }) => {
    test.slow(); // visits four pages
    await page.goto(`${prefix}/blog/${POST}/`);
    await hydrated(page);
    const entries = await relatedOf(page, heading, POST);
    expect(new Set(entries.map((e) => e.href)).size).toBe(3);
    for (const e of entries) expect(e.href.startsWith(`${prefix}/blog/`)).toBe(true);
    // Each entry's title is its page's h1 in this locale (English where a translation exists),
    // marked with the title's language when it differs from the page's.
    for (const e of entries) {
      await page.goto(e.href);
      await expect(page.locator('h1')).toHaveText(e.title);
      const bodyLang = await page.locator('article.post').getAttribute('lang');
      expect(e.lang).toBe(bodyLang);
    }
    // Following one is an ordinary navigation.
    await page.goto(`${prefix}/blog/${POST}/`);
    await hydrated(page);
    await page.getByRole('region', { name: heading }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${entries[0].href}$`), { timeout: 20000 });
    guard.assertClean();
  });

  test(`${locale}: a post says when it was updated, by the rule notes follow (here its dated update note), and an unedited post does not`, async ({ page }) => {
    await page.goto(`${prefix}/blog/nuxt3-data-fetching/`);
    const updated = page.locator('article.post .post-updated');
    await expect(updated).toHaveText(locale === 'en' ? 'Updated on December 11, 2022' : '更新于 2022年12月11日');
    await expect(updated.locator('time')).toHaveAttribute('datetime', '2022-12-11');
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', '2022-12-11');
    await page.goto(`${prefix}/blog/hello-blog/`);
    await expect(page.locator('article.post .post-meta')).toBeVisible();
    await expect(page.locator('article.post .post-updated')).toHaveCount(0);
  });

  test(`${locale}: a doc says when it was last updated, in the page head and the sitemap too`, async ({ page, request }) => {
    await page.goto(`${prefix}${DOC}`);
    await hydrated(page);
    const line = page.locator('.doc-footer .last-updated');
    await expect(line).toHaveText(locale === 'en' ? /^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/ : /^最后更新于 \d{4}年\d{1,2}月\d{1,2}日$/);
    const date = (await line.locator('time').getAttribute('datetime'))!;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', date);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entry = sitemap.split('<url>').find((u) => u.includes(`${prefix}${DOC}</loc>`) && !(prefix === '' && u.includes(`/en${DOC}</loc>`)));
    expect(entry).toContain(`<lastmod>${date}</lastmod>`);
  });
}
