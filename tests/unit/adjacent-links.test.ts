import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blog } from '@/lib/content';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts } from '@/lib/content/blog';
import { adjacentClaims, adjacentLinkProblems } from '../../scripts/lib/adjacent-links';

const fixtures = path.join(import.meta.dirname, '../fixtures');

describe('adjacentClaims', () => {
  it('reads the link label and the words right before the link, in Chinese and English, outside code', () => {
    const body = '是上一篇 [axios 封装](/blog/a)。\n下一篇写好了：[部署](/blog/b)。\n见 [上一篇](/blog/c)。\nfrom the previous post, [Compose](/blog/d).\n再往前的 [gRPC 那篇](/blog/e)。\n```md\n[上一篇](/blog/f)\n```';
    expect(adjacentClaims(body).map((c) => `${c.direction} ${c.slug} ${c.line}`)).toEqual(['previous a 1', 'next b 2', 'previous c 3', 'previous d 4']);
  });
});

describe('a “上一篇/下一篇” link that skips a post', () => {
  const posts = loadPosts(path.join(fixtures, 'previous-post-link-names-the-post-before-it'), loadAuthors(path.join(fixtures, 'data')));

  it('is named with its file, line and the post it should have been; the unlisted post is not in the chain', () => {
    const dir = 'tests/fixtures/previous-post-link-names-the-post-before-it/2022';
    expect(adjacentLinkProblems(posts)).toEqual([
      `${dir}/first.mdx: body line 4: “下一篇” links /blog/third (2022-03-01), but the post after it is /blog/second (2022-02-12); name the post by what it is instead`,
      `${dir}/third.mdx: body line 1: “上一篇” links /blog/first (2022-01-08), but the post before it is /blog/second (2022-02-12); name the post by what it is instead`,
      `${dir}/third.en.mdx: body line 1: “the previous post” links /blog/first (2022-01-08), but the post before it is /blog/second (2022-02-12); name the post by what it is instead`,
    ]);
  });
});

describe('the real corpus', () => {
  it('every “上一篇/下一篇” link names the post right before or after it', () => {
    expect(adjacentLinkProblems(blog.allPosts('zh-CN'))).toEqual([]);
  });
});
