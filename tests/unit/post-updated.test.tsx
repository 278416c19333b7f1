import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostMeta } from '@/components/blog/PostMeta';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts, localizePost } from '@/lib/content/blog';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const authors = loadAuthors(path.join(fixtures, 'data'));
const [post] = loadPosts(path.join(fixtures, 'post-updated-after-its-date'), authors);

describe('a post with last_update', () => {
  it('carries the date as YYYY-MM-DD', () => {
    expect(post.lastUpdate).toBe('2024-08-01');
    expect(loadPosts(path.join(fixtures, 'blog-valid'), authors).every((p) => p.lastUpdate === undefined)).toBe(true);
  });

  it("says 'Updated on {date}' beside its date on its own page, in both locales", () => {
    const en = renderToStaticMarkup(<PostMeta post={localizePost(post, 'en', authors)} locale="en" updated />);
    expect(en).toContain('<time dateTime="2024-03-05">March 5, 2024</time>');
    expect(en).toContain('Updated on <time dateTime="2024-08-01">August 1, 2024</time>');
    const zh = renderToStaticMarkup(<PostMeta post={localizePost(post, 'zh-CN', authors)} locale="zh-CN" updated />);
    expect(zh).toContain('更新于 <time dateTime="2024-08-01">2024年8月1日</time>');
    // Lists show the publication date only.
    expect(renderToStaticMarkup(<PostMeta post={localizePost(post, 'en', authors)} locale="en" />)).not.toContain('Updated on');
  });
});
