import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts } from '@/lib/content/blog';
import { proseOf, relatedPosts, relatedInputOf, type RelatedInput } from '@/lib/content/related';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const posts = loadPosts(path.join(fixtures, 'related-posts'), loadAuthors(path.join(fixtures, 'data')));
const picks = relatedPosts(posts.map(relatedInputOf));
const slugsOf = (slug: string) => picks.get(slug)!.map((p) => p.slug);

describe('relatedPosts on a fixture where the answer is obvious', () => {
  it('puts the post sharing the most (and rarest) tags and words first', () => {
    expect(slugsOf('redis-cache-ttl')).toEqual(['redis-cache-eviction', 'redis-cluster', 'year-end-2023']);
    expect(slugsOf('redis-cache-eviction')).toEqual(['redis-cache-ttl', 'redis-cluster', 'year-end-2023']);
    expect(slugsOf('vue-pinia-store')[0]).toBe('vue-router-guard');
  });

  it('never picks the post itself nor an unlisted post, and fills ties newest first', () => {
    for (const [slug, list] of picks) {
      expect(list).toHaveLength(3);
      expect(list.map((p) => p.slug)).not.toContain(slug);
      expect(list.map((p) => p.slug)).not.toContain('redis-draft-notes');
    }
    // Nothing but the other Vue post relates to this one: the rest are ties at 0, newest first.
    expect(picks.get('vue-router-guard')!.map((p) => [p.slug, p.score > 0])).toEqual([
      ['vue-pinia-store', true],
      ['redis-cache-ttl', false],
      ['redis-cache-eviction', false],
    ]);
  });

  it('gives an unlisted post related posts of its own', () => {
    expect(slugsOf('redis-draft-notes').slice(0, 2).sort()).toEqual(['redis-cache-eviction', 'redis-cache-ttl']);
  });

  it('is deterministic: the input order does not matter', () => {
    const inputs = posts.map(relatedInputOf);
    const reversed = relatedPosts([...inputs].reverse());
    expect([...reversed.entries()].sort()).toEqual([...picks.entries()].sort());
  });
});

describe('relatedPosts scoring', () => {
  const post = (slug: string, tags: string[], dateISO = '2024-01-01', text = ''): RelatedInput => ({ slug, dateISO, tags, text, unlisted: false });

  it('weighs a rare shared tag above a common one', () => {
    const inputs = [
      post('target', ['common', 'rare']),
      post('shares-common', ['common'], '2024-06-01'),
      post('shares-rare', ['rare'], '2023-01-01'),
      post('c1', ['common']),
      post('c2', ['common']),
      post('c3', ['other']),
    ];
    expect(relatedPosts(inputs, 2).get('target')!.map((p) => p.slug)).toEqual(['shares-rare', 'shares-common']);
  });

  it('finds related text with no shared tag: Chinese by character bigrams, English by words', () => {
    const inputs = [
      post('zh', ['a'], '2024-01-01', '离线模式下的服务工作线程缓存策略'),
      post('zh-near', ['b'], '2020-01-01', '服务工作线程的缓存策略与离线模式'),
      post('en', ['c'], '2024-01-01', 'Deploying containers with docker compose'),
      post('en-near', ['d'], '2020-01-01', 'docker compose deploys the containers'),
      post('x', ['e'], '2024-02-01', '年终总结'),
      post('y', ['f'], '2024-03-01', 'year-end notes'),
    ];
    const result = relatedPosts(inputs, 1);
    expect(result.get('zh')![0].slug).toBe('zh-near');
    expect(result.get('en')![0].slug).toBe('en-near');
  });

  it('ignores code blocks, inline code and link targets in the text', () => {
    const prose = proseOf('看 [文档](https://example.com/docs) 和 `npm ci`。\n\n```ts\nconst docker = 1;\n```\n结束');
    expect(prose).not.toMatch(/example\.com|npm ci|docker/);
    expect(prose).toMatch(/文档/);
    expect(prose).toMatch(/结束/);
  });
});
