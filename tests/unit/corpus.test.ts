import { describe, expect, it } from 'vitest';
import { blog, docs } from '@/lib/content';
import { asciiQuoteParagraphs, closingFormula, paragraphs } from '../../scripts/lib/corpus';

/**
 * Posts may end on a pointer to a note in a handful of cases where the note is the natural next
 * read (content/README.md names the four); everywhere else the pointer is written into the text.
 */
const POSTS_MAX_CLOSING_FORMULAS = 4;

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

  it('docs end on their last point, not on a pointer to other notes; posts stay under the ceiling', () => {
    const docsWithFormula = docs.all('zh-CN').filter((d) => closingFormula(d.body)).map((d) => d.source);
    expect(docsWithFormula).toEqual([]);
    const posts = blog.allPosts('zh-CN').filter((p) => closingFormula(p.body)).length;
    expect(posts).toBeLessThanOrEqual(POSTS_MAX_CLOSING_FORMULAS);
  });

  it('Chinese prose in docs and posts quotes with “” only (English bodies keep ASCII quotes)', () => {
    const docsQuoted = docs.all('zh-CN').flatMap((d) => asciiQuoteParagraphs(d.body).map((p) => `${d.source}: ${p.slice(0, 40)}`));
    expect(docsQuoted).toEqual([]);
    const posts = blog
      .allPosts('zh-CN')
      .filter((p) => p.lang !== 'en')
      .flatMap((p) => asciiQuoteParagraphs(p.body).map((q) => `${p.source}: ${q.slice(0, 40)}`));
    expect(posts).toEqual([]);
  });
});

describe('closingFormula', () => {
  it('finds a last paragraph that only points at a note', () => {
    const body = '正文第一段，讲清楚了问题。\n\nNestJS 的其他常用写法整理在 [NestJS 笔记](/docs/nestjs) 里。\n';
    expect(closingFormula(body)).toContain('/docs/nestjs');
    expect(closingFormula('正文。\n\nVue 相关的其他速查在 [Vue 笔记](/docs/vue)。')).toBeDefined();
    expect(closingFormula('Intro.\n\nIf you want more, my notes are in [TypeScript](/docs/typescript).')).toBeDefined();
  });

  it('leaves alone a text that ends on its own point, a related list, or a long paragraph with a link', () => {
    expect(closingFormula('正文。\n\n缓存这件事，写进去很简单，难的是想清楚它什么时候失效。')).toBeUndefined();
    expect(closingFormula('正文。\n\n## 相关\n\n- [Grid](/docs/grid)：二维布局\n')).toBeUndefined();
    const long = `前面挂一个 Nginx 做 HTTPS 和反向代理（[Nginx 笔记](/docs/nginx) 有完整配置），${'数据库端口只绑定本机地址，'.repeat(6)}就够了。`;
    expect(closingFormula(`正文。\n\n${long}`)).toBeUndefined();
    expect(closingFormula('正文。\n\n```bash\n# 见 [x](/docs/x)\n```\n')).toBeUndefined();
  });
});

describe('asciiQuoteParagraphs', () => {
  it('counts Chinese prose with ASCII quotes or 「」', () => {
    expect(asciiQuoteParagraphs('这是"强缓存"。\n\n那是「协商缓存」。\n\n这是“对的”。')).toHaveLength(2);
  });

  it('ignores code, inline code, tags, link targets and English prose', () => {
    const body = [
      '```js\nconsole.log("你好");\n```',
      '用 `"type": "module"` 声明。',
      '<Figure alt="示意图" />',
      '见 [笔记](/docs/x "标题")。',
      'He said "hello".',
    ].join('\n\n');
    expect(asciiQuoteParagraphs(body)).toEqual([]);
  });
});

