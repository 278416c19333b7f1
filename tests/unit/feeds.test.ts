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
