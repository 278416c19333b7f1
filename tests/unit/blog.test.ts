import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts, localizePost, tagSlug } from '@/lib/content/blog';
import { ContentError } from '@/lib/content/errors';
import { paginate } from '@/lib/content/paginate';
import { readingTime } from '@/lib/content/reading-time';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const authors = loadAuthors(path.join(fixtures, 'data'));

describe('loadPosts on valid content', () => {
  const posts = loadPosts(path.join(fixtures, 'blog-valid'), authors);

  it('reads every post, newest first, with derived metadata', () => {
    expect(posts.map((p) => p.slug)).toEqual(['newest', 'hidden', 'middle', 'oldest']);
    const newest = posts[0];
    expect(newest.permalink).toBe('/blog/newest');
    expect(newest.dateISO).toBe('2024-07-21');
    expect(newest.source).toBe('tests/fixtures/blog-valid/2024/newest.mdx');
    expect(newest.tags).toEqual([
      { label: 'Next', slug: 'next', permalink: '/blog/tags/next' },
      { label: '随笔', slug: '随笔', permalink: '/blog/tags/随笔' },
    ]);
    expect(newest.keywords).toEqual(['next', '2024']);
    expect(newest.hasTruncateMarker).toBe(true);
    expect(newest.excerpt).toBe('开头一段。');
    expect(posts[2].hasTruncateMarker).toBe(false);
    expect(newest.readingTime).toBeGreaterThan(0);
  });

  it('chains prev/next by date over listed posts only', () => {
    const bySlug = Object.fromEntries(posts.map((p) => [p.slug, p]));
    expect(bySlug.newest.prevItem).toBeUndefined();
    expect(bySlug.newest.nextItem).toEqual({ title: '中间一篇', permalink: '/blog/middle' });
    expect(bySlug.middle.prevItem?.permalink).toBe('/blog/newest');
    expect(bySlug.oldest.nextItem).toBeUndefined();
    expect(bySlug.hidden.prevItem).toBeUndefined();
    expect(bySlug.hidden.unlisted).toBe(true);
  });

  it('shows the translation in English and marks untranslated bodies', () => {
    const [newest, , middle, oldest] = posts;
    const en = localizePost(newest, 'en', authors);
    expect(en.title).toBe('The newest post');
    expect(en.bodyLang).toBe('en');
    expect(en.untranslated).toBe(false);
    expect(en.authorList[0].name).toBe('Zhou Yan');
    const fallback = localizePost(middle, 'en', authors);
    expect(fallback.title).toBe('中间一篇');
    expect(fallback.untranslated).toBe(true);
    expect(fallback.bodyLang).toBe('zh-CN');
    expect(localizePost(oldest, 'zh-CN', authors).untranslated).toBe(true);
    expect(localizePost(oldest, 'en', authors).untranslated).toBe(false);
  });
});

describe('loadPosts on broken content', () => {
  it('lists every problem at once, each naming the file and the field', () => {
    let error: unknown;
    try {
      loadPosts(path.join(fixtures, 'blog-broken'), authors);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.sort();
    expect(problems).toEqual([
      'tests/fixtures/blog-broken/bad-date.mdx: date: "2024-13-45" is not a valid date (use YYYY-MM-DD)',
      'tests/fixtures/blog-broken/clash-newer-sorts-first.mdx: slug: "taken-by-the-newer" is already used by tests/fixtures/blog-broken/clash-older-sorts-second.mdx, the older post; change the slug of this one',
      'tests/fixtures/blog-broken/duplicate-b.mdx: slug: "same-slug" is already used by tests/fixtures/blog-broken/duplicate-a.mdx, the older post; change the slug of this one',
      'tests/fixtures/blog-broken/missing-title.mdx: title: Invalid input: expected string, received undefined',
      'tests/fixtures/blog-broken/tags-not-a-list.mdx: tags: Invalid input: expected array, received string',
      'tests/fixtures/blog-broken/unknown-author.mdx: authors: unknown author key "nobody" (known: yan)',
    ]);
    expect((error as Error).message).toContain('Content has 6 problems');
  });
});

describe('pure helpers', () => {
  it('paginates 75 posts into 8 pages of 10 with 5 on the last', () => {
    const pages = paginate(Array.from({ length: 75 }, (_, i) => i), 10, '/blog');
    expect(pages).toHaveLength(8);
    expect(pages.at(-1)!.items).toHaveLength(5);
    expect(pages[0].path).toBe('/blog');
    expect(pages[1].path).toBe('/blog/page/2');
    expect(pages[0].prevPath).toBeUndefined();
    expect(pages[0].nextPath).toBe('/blog/page/2');
    expect(pages[7].nextPath).toBeUndefined();
    expect(paginate([], 10, '/blog/tags/x')).toHaveLength(1);
  });

  it('counts CJK characters, skips code, and reads English by words', () => {
    expect(readingTime('字'.repeat(800))).toBe(2);
    expect(readingTime(`${'字'.repeat(400)}\n\n\`\`\`ts\n${'const a = 1;\n'.repeat(500)}\`\`\``)).toBe(1);
    expect(readingTime('word '.repeat(300))).toBe(1.5);
  });

  it('makes tag slugs that keep Chinese and lower-case the rest', () => {
    expect(tagSlug('年终总结')).toBe('年终总结');
    expect(tagSlug('Chrome Extension')).toBe('chrome-extension');
  });
});

describe('drafts', () => {
  const dir = path.join(fixtures, 'blog-draft-only-in-dev');

  it('a build leaves a draft out entirely: no post, so no page, list entry, tag, feed item or neighbour', () => {
    const posts = loadPosts(dir, authors);
    expect(posts.map((p) => p.slug)).toEqual(['published']);
    expect(posts[0].prevItem).toBeUndefined();
    expect(posts.flatMap((p) => p.tags.map((t) => t.label))).not.toContain('草稿标签');
  });

  it('next dev keeps it, marked as a draft', () => {
    const posts = loadPosts(dir, authors, undefined, true);
    expect(posts.map((p) => [p.slug, p.draft])).toEqual([['still-writing', true], ['published', false]]);
  });

  it('a draft is still validated', () => {
    const problems: string[] = [];
    loadPosts(path.join(fixtures, 'blog-draft-only-in-dev'), {}, problems);
    expect(problems.some((p) => p.startsWith('tests/fixtures/blog-draft-only-in-dev/2024/draft.mdx: authors:'))).toBe(true);
  });
});
