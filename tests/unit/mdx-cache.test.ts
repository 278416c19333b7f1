import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheFileOf, compileMdx, entryProblems } from '@/lib/mdx/compile';
import { getHighlighter } from '@/lib/mdx/highlight';
import { renderHtml } from '@/lib/mdx/render';

/**
 * The MDX cache (`.cache/mdx`) is not trusted: a CI cache step restores it, and anyone with the
 * checkout can write it. An entry is data (a tree), never code, and one this pipeline could not
 * have written is compiled again from the source.
 */

const canary = path.join(os.tmpdir(), `inkstone-mdx-canary-${process.pid}`);
const body = (name: string) => `## 缓存 ${name}\n\n正文，\`code\` 和一段代码：\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`;

/** Plants `entry` as the cache file of `source`, compiles `source`, and renders what came back. */
async function throughPoisonedCache(source: string, entry: unknown) {
  const file = cacheFileOf(source);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(entry));
  try {
    const compiled = await compileMdx(source, 'poisoned.mdx');
    return { compiled, html: renderHtml(compiled.tree), rewritten: readFileSync(file, 'utf8') };
  } finally {
    rmSync(file, { force: true });
  }
}

const element = (tagName: string, properties: Record<string, unknown>, children: unknown[] = []) => ({ type: 'element', tagName, properties, children });
const root = (...children: unknown[]) => ({ type: 'root', children });

describe('a poisoned MDX cache entry', () => {
  // Every grammar and both themes: slow on a busy machine, loaded once under its own limit.
  beforeAll(() => getHighlighter(), 120_000);

  it('old-style compiled code is never run: the body is compiled again and the canary is not written', async () => {
    rmSync(canary, { force: true });
    const code = `require('node:fs').writeFileSync(${JSON.stringify(canary)}, 'ran'); return { default: () => null };`;
    const { compiled, html, rewritten } = await throughPoisonedCache(body('code'), { code, toc: [] });
    expect(existsSync(canary)).toBe(false);
    expect(html).toContain('缓存 code');
    expect(compiled.toc).toEqual([{ depth: 2, id: '缓存-code', text: '缓存 code' }]);
    expect(rewritten).not.toContain('writeFileSync');
  });

  it.each([
    ['a script element', root(element('script', {}, [{ type: 'text', value: 'alert(1)' }]))],
    ['an event handler', root(element('img', { src: '/img/a.png', onError: 'alert(1)' }))],
    ['a script URL', root(element('a', { href: 'javascript:alert(1)' }, [{ type: 'text', value: 'x' }]))],
    ['an image from another host', root(element('img', { src: 'https://evil.example/t.png', alt: '' }))],
    ['markup inside the lines of a code block', root(element('pre', {}, [element('code', { dataHtml: '<span data-line=""><img src=x onerror=alert(1)></span>' })]))],
    ['a style that is not a token colour', root(element('pre', {}, [element('code', { dataHtml: '<span style="background:url(https://evil.example/)">x</span>' })]))],
    ['a literal element the policy refuses', root({ type: 'mdxJsxFlowElement', name: 'iframe', attributes: [{ type: 'mdxJsxAttribute', name: 'srcdoc', value: '<script>alert(1)</script>' }], children: [] })],
    ['an id of the site', root(element('div', { id: 'main' }))],
    ["a path on the video host that is not its player", root(element('iframe', { src: 'https://www.youtube-nocookie.com/redirect?q=https://evil.example/' }))],
    ['an expression node', root({ type: 'mdxFlowExpression', value: 'process.exit(1)' })],
  ])('%s is refused and the body compiled again', async (name, tree) => {
    expect(entryProblems({ tree, toc: [] })).not.toEqual([]);
    const { html, rewritten } = await throughPoisonedCache(body(name), { tree, toc: [] });
    expect(html).not.toMatch(/<script|onerror|javascript:|evil\.example|srcdoc|id="main"/i);
    expect(html).toContain(`缓存 ${name}`);
    expect(JSON.parse(rewritten)).toMatchObject({ toc: [{ depth: 2, text: `缓存 ${name}` }] });
  });

  it.each([
    ['clean', body('clean')],
    ['with an embed', `${body('embed')}\n<iframe src="https://player.bilibili.com/player.html?bvid=BV1xx411c7mD" title="视频"></iframe>\n`],
  ])('an entry this pipeline wrote is read back as it is (the check refuses nothing it writes): %s', async (name, source) => {
    const first = await compileMdx(source, `${name}.mdx`);
    expect(entryProblems(JSON.parse(readFileSync(cacheFileOf(source), 'utf8')))).toEqual([]);
    expect(await compileMdx(source, `${name}.mdx`)).toEqual(first);
    rmSync(cacheFileOf(source), { force: true });
  });
});
