import { describe, expect, it } from 'vitest';
import { blog, docs } from '@/lib/content';
import { paragraphs } from '../../scripts/lib/corpus';

describe('the real corpus', () => {
  it('has 75 listed posts in 8 pages and 95 tags', () => {
    expect(blog.posts('zh-CN')).toHaveLength(75);
    expect(blog.pages('zh-CN')).toHaveLength(8);
    expect(blog.pages('zh-CN').at(-1)!.items).toHaveLength(5);
    expect(blog.tags()).toHaveLength(95);
    const years = blog.archive('zh-CN').map((y) => y.year);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(2020);
    expect(blog.posts('zh-CN')[0].dateISO.startsWith('2024-07')).toBe(true);
  });

  it('has about 100 docs and 60 to 70 doc tags', () => {
    expect(docs.count()).toBeGreaterThanOrEqual(95);
    expect(docs.count()).toBeLessThanOrEqual(110);
    const tags = docs.tags().length;
    expect(tags).toBeGreaterThanOrEqual(60);
    expect(tags).toBeLessThanOrEqual(70);
  });

  it('no two posts or docs share a paragraph', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const e of [...blog.allPosts('zh-CN'), ...docs.all('zh-CN')]) {
      for (const p of new Set(paragraphs(e.body))) {
        if (seen.has(p) && seen.get(p) !== e.source) shared.push(`${seen.get(p)} / ${e.source}`);
        seen.set(p, e.source);
      }
    }
    expect(shared).toEqual([]);
  });
});
