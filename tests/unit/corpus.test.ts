import { describe, expect, it } from 'vitest';
import { blog, docs } from '@/lib/content';
import {
  asciiQuoteParagraphs,
  bodyLength,
  closingFormula,
  gapStats,
  isMiddling,
  lengthStats,
  MIN_MIDDLING_POSTS,
  MIN_SHORT_POSTS,
  noteOpening,
  notePointers,
  paragraphs,
  parentheticalPointers,
  sectionCount,
  SHORT_POST,
  weekdayCounts,
} from '../../scripts/lib/corpus';

/**
 * Posts may end on a pointer to a note in a handful of cases where the note is the natural next
 * read (content/README.md names the four); everywhere else the pointer is written into the text.
 */
const POSTS_MAX_CLOSING_FORMULAS = 4;

/** content/README.md, Writing: the rhythm and shape of one person writing, not of a schedule. */
const MAX_WEEKDAY_SHARE = 0.35;
const MAX_GAP_SHARE = 0.15;
/** Posts that still file a pointer the old way (“X 我整理在 [Y 笔记] 里”), and notes that open on the label template. */
const MAX_POSTS_WITH_POINTER = 6;
const MAX_TEMPLATE_OPENINGS = 5;

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

describe('the rhythm and shape of the real corpus', () => {
  const posts = blog.allPosts('zh-CN');
  const dates = posts.map((p) => p.dateISO);

  it('spreads posts over the week and over irregular gaps', () => {
    const counts = Object.values(weekdayCounts(dates));
    expect(Math.max(...counts) / dates.length).toBeLessThanOrEqual(MAX_WEEKDAY_SHARE);
    expect(gapStats(dates).share).toBeLessThanOrEqual(MAX_GAP_SHARE);
  });

  it('has short posts as well as long ones', () => {
    expect(posts.filter((p) => bodyLength(p.body) < SHORT_POST).length).toBeGreaterThanOrEqual(MIN_SHORT_POSTS);
    // And a few of the size between, in two or three sections (issue 42 M21: there were none but one).
    expect(posts.filter((p) => isMiddling(p.body)).map((p) => p.source).length).toBeGreaterThanOrEqual(MIN_MIDDLING_POSTS);
    expect(lengthStats(posts.map((p) => bodyLength(p.body))).cv).toBeGreaterThan(0.4);
  });

  it('keeps note pointers rare, one at most a post and never as a parenthetical paragraph; notes open on their purpose', () => {
    expect(posts.filter((p) => notePointers(p.body).length > 0).length).toBeLessThanOrEqual(MAX_POSTS_WITH_POINTER);
    expect(Math.max(...posts.map((p) => notePointers(p.body).length))).toBeLessThanOrEqual(1);
    expect(posts.flatMap((p) => parentheticalPointers(p.body).map(() => p.source))).toEqual([]);
    expect(docs.all('zh-CN').filter((d) => noteOpening(d.body).template).length).toBeLessThanOrEqual(MAX_TEMPLATE_OPENINGS);
  });
});

describe('rhythm statistics', () => {
  it('counts posts per weekday, Monday first, from calendar dates', () => {
    expect(weekdayCounts(['2024-07-01', '2024-07-07', '2024-07-14', '2020-01-05'])).toEqual({ Mon: 1, Tue: 0, Wed: 0, Thu: 0, Fri: 0, Sat: 0, Sun: 3 });
  });

  it('finds the most common gap and its share, whatever the order of the dates', () => {
    const stats = gapStats(['2024-01-22', '2024-01-01', '2024-01-08', '2024-01-15', '2024-01-18']);
    expect(stats.gaps).toEqual([7, 7, 3, 4]);
    expect(stats).toMatchObject({ mode: 7, count: 2, share: 0.5 });
    expect(gapStats(['2024-01-01']).share).toBe(0);
  });

  it('gives nearest-rank percentiles and the coefficient of variation', () => {
    const stats = lengthStats([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(stats).toMatchObject({ p10: 10, median: 50, p90: 90 });
    expect(stats.cv).toBeCloseTo(0.5222, 3);
    expect(lengthStats([5, 5, 5]).cv).toBe(0);
  });

  it('counts sections by their ## headings, not a heading inside a code block', () => {
    expect(sectionCount('intro\n\n## One\n\ntext\n\n```md\n## not a section\n```\n\n## Two\n\n### sub\n')).toBe(2);
    expect(isMiddling(`${'字'.repeat(1600)}\n\n## A\n\n## B\n`)).toBe(true);
    expect(isMiddling(`${'字'.repeat(1600)}\n\n## A\n`)).toBe(false);
    expect(isMiddling(`${'字'.repeat(3100)}\n\n## A\n\n## B\n`)).toBe(false);
  });

  it('counts the body as a reader sees it: code points, code included', () => {
    expect(bodyLength('\n中文 ok\n\n```js\nx\n```\n')).toBe(18);
  });
});

describe('note pointers and openings', () => {
  it('finds the filing formula, not a link written into a sentence', () => {
    const body = 'Redis 的常用命令我整理在 [Redis 笔记](/docs/redis) 里。\n\n清单我放进了 [Linux 笔记](/docs/linux)：\n\n细节见 [WSL 笔记](/docs/wsl)。\n\n```md\n记在 [x](/docs/x) 里\n```';
    expect(notePointers(body)).toEqual(['整理在 [Redis 笔记](/docs/redis)', '放进了 [Linux 笔记](/docs/linux)']);
  });

  it('finds a paragraph that is only a full-width parenthetical pointing at a note', () => {
    expect(parentheticalPointers('正文。\n\n（命令的速查我放在 [pnpm 笔记](/docs/pnpm) 里。）\n\n（这句不带链接。）')).toHaveLength(1);
  });

  it('recognises the label-colon-list opening and its personal follow-up', () => {
    expect(noteOpening('Koa 的笔记：洋葱模型、`ctx` 速查、常用中间件。Koa 是我 2020 年用得最多的框架。本页基于 Koa 2.15。')).toEqual({ template: true, personal: true });
    expect(noteOpening('MongoDB 笔记，服务端 7.0：文档模型、索引、聚合。')).toEqual({ template: true, personal: false });
    expect(noteOpening('用 Koa 起一个小服务时要查的东西都在这页：洋葱模型怎么走、`ctx` 上有什么。')).toEqual({ template: false, personal: false });
    expect(noteOpening('## 标题\n\nHooks 的 API 很少，坑全在闭包和依赖数组上。')).toEqual({ template: false, personal: false });
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

