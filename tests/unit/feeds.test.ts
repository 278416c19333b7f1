import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts, localizePost } from '@/lib/content/blog';
import { buildFeed } from '@/lib/feeds/build';
import { renderFeedHtml } from '@/lib/feeds/html';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const authors = loadAuthors(path.join(fixtures, 'data'));
const posts = loadPosts(path.join(fixtures, 'blog-valid'), authors).filter((p) => !p.unlisted);

async function feedFor(locale: 'zh-CN' | 'en') {
  const items = await Promise.all(
    posts.map(async (p) => {
      const post = localizePost(p, locale, authors);
      return { post, html: await renderFeedHtml(post.body, post.source, locale) };
    }),
  );
  return buildFeed(locale, items);
}

describe('feeds', () => {
  it('RSS lists every listed post with absolute links and full HTML', async () => {
    const { rss } = await feedFor('en');
    const items = rss.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('<title><![CDATA[The newest post]]></title>');
    expect(items[0]).toMatch(/<link>https?:\/\/[^<]+\/en\/blog\/newest\/<\/link>/);
    expect(items[0]).toContain('<h2 id="body">Body</h2>');
    expect(rss).toMatch(/<atom:link href="[^"]+\/en\/blog\/rss\.xml" rel="self"/);
  });

  it('Atom categories carry a term', async () => {
    const { atom } = await feedFor('zh-CN');
    const categories = atom.match(/<category [^>]*\/>/g) ?? [];
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) expect(c).toMatch(/term="[^"]+"/);
    expect(atom).toContain('<title type="html"><![CDATA[最新的一篇]]></title>');
  });

  it('JSON Feed parses back with the same items, newest first', async () => {
    const { json } = await feedFor('zh-CN');
    const feed = JSON.parse(json);
    expect(feed.version).toMatch(/jsonfeed\.org\/version\/1/);
    expect(feed.items.map((i: { title: string }) => i.title)).toEqual(['最新的一篇', '中间一篇', 'Written in English']);
    expect(feed.items[0].url).toMatch(/\/blog\/newest\/$/);
    expect(feed.items[0].tags).toEqual(['Next', '随笔']);
  });

  it('as readers show them: publication dates, the PNG card as image, a PNG channel image, the language, JSON Feed 1.1', async () => {
    const items = await Promise.all(
      posts.map(async (p) => {
        const post = localizePost(p, 'zh-CN', authors);
        return { post, html: await renderFeedHtml(post.body, post.source, 'zh-CN'), image: { url: `https://blog.example.org/og/blog/${post.slug}.png`, length: 1234 } };
      }),
    );
    const { rss, atom, json } = buildFeed('zh-CN', items);
    const entries = atom.match(/<entry>[\s\S]*?<\/entry>/g)!;
    expect(entries).toHaveLength(3);
    for (const e of entries) expect(e).toMatch(/<published>\d{4}-\d\d-\d\dT[^<]+<\/published>/);
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">');
    const feed = JSON.parse(json);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.language).toBe('zh-CN');
    for (const item of feed.items) {
      expect(item.date_published).toMatch(/^\d{4}-/);
      expect(item.image).toBe(`https://blog.example.org/og/blog/${item.url.split('/').at(-2)}.png`);
      expect(item.authors).toEqual([expect.objectContaining({ name: expect.any(String) })]);
      expect(item).not.toHaveProperty('author');
    }
    const enclosures = rss.match(/<enclosure [^>]*\/>/g)!;
    expect(enclosures).toHaveLength(3);
    for (const e of enclosures) expect(e).toMatch(/url="https:\/\/blog\.example\.org\/og\/blog\/[^"]+\.png" length="1234" type="image\/png"|length="1234" type="image\/png" url="/);
    expect(rss).toMatch(/<image>\s*<title>[^<]*<\/title>\s*<url>[^<]+\/img\/icons\/icon-192\.png<\/url>/);
    expect(rss).not.toMatch(/\.svg<\/url>/);
  });

  it("a tag feed's title names the tag, not a post count that the next post makes wrong", async () => {
    const post = localizePost(posts[0], 'zh-CN', authors);
    const { rss } = buildFeed('zh-CN', [{ post, html: '' }], { tag: { label: '随笔', permalink: '/blog/tags/随笔' } });
    expect(rss).toContain('<title>Inkstone · 标签「随笔」的文章</title>');
    const en = buildFeed('en', [{ post: localizePost(posts[0], 'en', authors), html: '' }], { tag: { label: 'Musings', permalink: '/blog/tags/随笔' } });
    expect(en.rss).toContain('<title>Inkstone · Posts tagged "Musings"</title>');
  });

  it('renders code as plain text and images with absolute URLs', async () => {
    const html = await renderFeedHtml('![图](/img/a.svg)\n\n[站内](/blog/x)\n\n```ts\nconst a = 1;\nconst b = 2;\n```', 'x.mdx', 'en');
    expect(html).toMatch(/<img src="https?:\/\/[^"]+\/img\/a\.svg" alt="图"\/>/);
    expect(html).toMatch(/<a href="https?:\/\/[^"]+\/en\/blog\/x\/">站内<\/a>/);
    expect(html).toContain('<pre><code>const a = 1;\nconst b = 2;</code></pre>');
  });
});

describe('feed HTML is sanitized', () => {
  it('drops scripts, event handlers, script URLs, iframes and inline HTML injection; keeps content and heading ids', async () => {
    const { sanitizeFeedHtml } = await import('@/lib/feeds/sanitize');
    const dirty =
      '<h2 id="body">Body</h2><p>text <a href="javascript:alert(1)">x</a> <a href="https://example.com/">ok</a></p>' +
      '<script>alert(1)</script><img src="/x.png" onerror="alert(1)" alt="a"><iframe src="https://evil.example/"></iframe>' +
      '<div style="position:fixed" onclick="steal()">kept text</div>';
    const clean = sanitizeFeedHtml(dirty);
    expect(clean).toBe('<h2 id="body">Body</h2><p>text <a>x</a> <a href="https://example.com/">ok</a></p><img src="/x.png" alt="a"/><div>kept text</div>');
  });
});
