import { expect, hydrated, test } from './fixtures';

// Each blog tag has its own RSS feed: the tag page links it in its head and as a visible link,
// the feed parses as XML (the browser's own parser) and holds that tag's posts and no others.
const TAG = 'docker';

for (const { prefix, name, note } of [
  { prefix: '', name: /订阅「docker」（RSS）/, note: /每个标签都有自己的 RSS 订阅/ },
  { prefix: '/en', name: /Subscribe to "docker" \(RSS\)/, note: /Every tag has its own RSS feed/ },
]) {
  test(`${prefix || 'zh-CN'}: a tag page links its own feed, which holds only that tag's posts`, async ({ page, request, guard }) => {
    await page.goto(`${prefix}/blog/tags/${TAG}/`);
    await hydrated(page);
    const feedPath = `${prefix}/blog/tags/${TAG}/rss.xml`;
    const alternate = page.locator('link[rel="alternate"][type="application/rss+xml"]').first();
    await expect(alternate).toHaveAttribute('href', new RegExp(`^https?://[^/]+${feedPath.replace(/\./g, '\\.')}$`));
    const visible = page.getByRole('link', { name });
    await expect(visible).toBeVisible();
    await expect(visible).toHaveAttribute('href', feedPath);
    const posts = await page.locator('main .post-card-title a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(posts.length).toBeGreaterThan(1);

    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const items = [...doc.querySelectorAll('channel > item')].map((item) => ({
        link: new URL(item.querySelector('link')!.textContent!).pathname,
        categories: [...item.querySelectorAll('category')].map((c) => c.textContent!.trim()),
      }));
      return { error, root: doc.documentElement.nodeName, self: doc.querySelector('channel > link')?.textContent, items };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('rss');
    expect(new URL(feed.self!).pathname).toBe(`${prefix}/blog/tags/${TAG}/`);
    for (const item of feed.items) expect(item.categories, item.link).toContain(TAG);
    // The same posts as the tag page lists, in the same order (fewer than a page of them).
    expect(feed.items.map((i) => i.link)).toEqual(posts);
    guard.assertClean();
  });

  test(`${prefix || 'zh-CN'}: the tags index says every tag has a feed`, async ({ page }) => {
    await page.goto(`${prefix}/blog/tags/`);
    await expect(page.getByText(note)).toBeVisible();
  });
}
