import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '@/lib/mdx/render';
import { compileMdxUncached } from '@/lib/mdx/compile';
import { getHighlighter } from '@/lib/mdx/highlight';

async function render(source: string) {
  const { tree } = await compileMdxUncached(source, 'x.mdx');
  return renderHtml(tree);
}
import { escapeHeadingIds, splitTruncate } from '@/lib/mdx/preprocess';
import { createSlugger, slugify } from '@/lib/mdx/slugger';

describe('slugify', () => {
  it('keeps Chinese, drops punctuation, joins words with hyphens', () => {
    expect(slugify('持久化：RDB 与 AOF')).toBe('持久化rdb-与-aof');
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('  Node.js 18 ')).toBe('nodejs-18');
  });
  it('numbers repeats', () => {
    const slug = createSlugger();
    expect([slug('安装'), slug('安装'), slug('安装'), slug('安装-1')]).toEqual(['安装', '安装-1', '安装-2', '安装-1-1']);
  });
  it('a heading never takes an id the page has already: "Main" becomes main-1 (the skip link leads to #main)', async () => {
    expect(createSlugger(['main'])('Main')).toBe('main-1');
    expect(await render('## Main\n\n## Latest posts')).toMatch(/<h2 id="main-1">Main<a href="#main-1"[^>]*>#<\/a><\/h2>\n<h2 id="latest-posts-1">/);
  });
});

describe('preprocess', () => {
  it('escapes explicit heading ids outside code only', () => {
    const src = '## 标题 {#custom}\n```md\n## Code {#x}\n```';
    expect(escapeHeadingIds(src)).toBe('## 标题 \\{#custom\\}\n```md\n## Code {#x}\n```');
  });
  it('splits at either truncate marker, but not inside code', () => {
    expect(splitTruncate('intro\n\n{/* truncate */}\n\nrest')).toEqual({ excerpt: 'intro', body: 'intro\n\n\nrest' });
    expect(splitTruncate('intro\n<!-- truncate -->\nrest').excerpt).toBe('intro');
    expect(splitTruncate('```\n{/* truncate */}\n```').excerpt).toBeNull();
  });
});

describe('compile', () => {
  // Every grammar and both themes: past 20 s on a busy machine, so loaded once under its own limit.
  beforeAll(() => getHighlighter(), 120_000);

  it('builds a toc of h2-h4 with stable ids and honours {#id}', async () => {
    const { toc } = await compileMdxUncached('## 第一节\n\n### Sub {#sub-id}\n\n##### too deep\n\n## 第一节', 'x.mdx');
    expect(toc).toEqual([
      { depth: 2, id: '第一节', text: '第一节' },
      { depth: 3, id: 'sub-id', text: 'Sub' },
      { depth: 2, id: '第一节-1', text: '第一节' },
    ]);
  });
  it('turns admonitions into asides and leaves colons in prose alone', async () => {
    const html = await render(':::tip[小心]\n正文\n:::\n\n时间是 10:30，比例 a:b。');
    expect(html).toContain('<aside data-admonition="tip"><p data-admonition-title="">小心</p><p>正文</p></aside>');
    expect(html).toContain('时间是 10:30，比例 a:b。');
  });
  it('highlights code at build time with both themes', async () => {
    const code = JSON.stringify((await compileMdxUncached('```ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n```', 'x.mdx')).tree);
    // The block's lines are one HTML string on its <code> (lib/mdx/rehype-code-tidy.ts).
    expect(code).toMatch(/"dataHtml":"<span data-line=\\"\\"><span class=\\"t[0-9a-z]{2}\\">const<\/span>/);
    expect(code).toContain('data-highlighted-line');
    expect(code).toContain('a.ts');
  });
  it('a comparison table with an empty corner gets row headers; column headers get a scope', async () => {
    const html = await render('|  | RDB | AOF |\n|---|---|---|\n| 内容 | 快照 | 日志 |\n| 恢复 | 快 | 慢 |');
    expect(html).toContain('<thead><tr><td></td><th scope="col">RDB</th><th scope="col">AOF</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row">内容</th><td>快照</td><td>日志</td></tr>');
    const plain = await render('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(plain).toContain('<tr><td>1</td><td>2</td></tr>');
  });
  it('reports a syntax error with the file name', async () => {
    await expect(compileMdxUncached('a < b {oops', 'content/blog/bad.mdx')).rejects.toThrow(/bad\.mdx|Unexpected|Could not parse/);
  });
});

describe('content policy', () => {
  const fails = async (body: string) => {
    try {
      await compileMdxUncached(body, 'policy.mdx');
      return 'compiled';
    } catch (e) {
      return (e as Error).message;
    }
  };
  it('rejects code, handlers, script URLs and foreign frames with the line and column', async () => {
    expect(await fails('text\n\n<style>{`body{display:none}`}</style>')).toBe('policy.mdx:3:1: <style>: <style> is not allowed (and 1 more)');
    expect(await fails('<embed src="https://evil.example/x.swf" />')).toBe('policy.mdx:1:1: <embed>: <embed> is not allowed');
    expect(await fails('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('policy.mdx:1:1: <a> href: script URL " JaVaScRiPt:alert(1)" is not allowed');
    expect(await fails('<div {...props} />')).toBe('policy.mdx:1:1: <div> {…}: spread attributes are not allowed');
    expect(await fails('<Foo />')).toBe('policy.mdx:1:1: <Foo>: components are not available in content; use Markdown or plain elements');
    expect(await fails('<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>')).toMatch(/^policy\.mdx:1:1: <iframe>: src "http:\/\/www\.youtube-nocookie\.com\/embed\/x" is not an https URL on an allowed host/);
  });
  it('accepts comments, plain elements, allowed iframes and escaped heading ids', async () => {
    expect(await fails('## Title {#my-id}\n\n{/* a comment */}\n\n<details><summary>More</summary>Text</details>\n\n<iframe src="https://player.bilibili.com/player.html?bvid=x"></iframe>')).toBe('compiled');
  }, 120_000);
});
