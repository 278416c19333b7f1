import { describe, expect, it } from 'vitest';
import { pageElements, pageSitePath } from '@/components/mdx/elements';
import { renderFeedHtml } from '@/lib/feeds/html';
import { compileMdxUncached } from '@/lib/mdx/compile';
import { renderHtml } from '@/lib/mdx/render';
import { absoluteUrl } from '@/lib/routes/url';

/** A body's literal elements are rendered as written, except for site paths, resolved as Markdown's are. */
const body = '<a href="/blog/x/">文章</a> <a href="/files/a.pdf">PDF</a> <a href="#h">h</a> <a href="https://example.com/">外链</a>\n\n<img src="/img/a.png" alt="图" />';

/** A body as a page in `locale` shows it: the site's elements, literal site paths resolved. */
async function page(source: string, locale: 'zh-CN' | 'en') {
  const { tree } = await compileMdxUncached(source, 'x.mdx');
  return renderHtml(tree, pageElements(locale), pageSitePath(locale));
}

describe('site paths in literal elements', () => {
  it('on an English page a literal <a href="/blog/x/"> leads to the English page; files and other links stay', async () => {
    const { tree } = await compileMdxUncached(body, 'x.en.mdx');
    const html = renderHtml(tree, {}, pageSitePath('en'));
    expect(html).toContain('<a href="/en/blog/x/">文章</a>');
    expect(html).toContain('<a href="/files/a.pdf">PDF</a>');
    expect(html).toContain('<a href="#h">h</a>');
    expect(html).toContain('<a href="https://example.com/">外链</a>');
    expect(html).toContain('<img src="/img/a.png" alt="图">');
    expect(renderHtml(tree, {}, pageSitePath('zh-CN'))).toContain('<a href="/blog/x/">文章</a>');
    // With the page's elements too: a literal element is not one of Markdown's (no icon, no target).
    expect(await page(body, 'en')).toContain('<a href="/en/blog/x/">文章</a>\n<a href="/files/a.pdf">PDF</a>\n<a href="#h">h</a>\n<a href="https://example.com/">外链</a>\n');
  });

  it('in a feed they are absolute URLs, in the feed\'s locale', async () => {
    const html = await renderFeedHtml(body, 'x.en.mdx', 'en');
    expect(html).toContain(`<a href="${absoluteUrl('/en/blog/x/')}">文章</a>`);
    expect(html).toContain(`<img src="${absoluteUrl('/img/a.png')}" alt="图"/>`);
  });
});

describe("a page's body as one HTML string: the site's elements", () => {
  it('a Markdown site link gets the page\'s locale; a file under public/ and an anchor stay as written', async () => {
    const source = '[文章](/blog/x/) [PDF](/files/a.pdf) [上文](#h)';
    expect(await page(source, 'en')).toBe('<p><a href="/en/blog/x/">文章</a> <a href="/files/a.pdf">PDF</a> <a href="#h">上文</a></p>');
    expect(await page(source, 'zh-CN')).toContain('<a href="/blog/x/">文章</a>');
  });

  it('an external link opens in a new tab with rel="noopener noreferrer" and carries the external icon; mailto does not', async () => {
    const html = await page('[站外](https://example.com/a) [信](mailto:me@example.com)', 'zh-CN');
    expect(html).toMatch(/^<p><a href="https:\/\/example\.com\/a" target="_blank" rel="noopener noreferrer">站外<svg class="external-link-icon" [^>]*aria-hidden="true"><path [^>]*><\/path><\/svg><\/a> <a href="mailto:me@example.com">信<\/a><\/p>$/);
  });

  it('a heading keeps its id and anchor link; a table cell its alignment as a style', async () => {
    const html = await page('## 安装\n\n| a | b |\n|:--|--:|\n| 1 | 2 |', 'zh-CN');
    expect(html).toContain('<h2 id="安装">安装<a href="#安装" class="hash-link" aria-label="安装">#</a></h2>');
    expect(html).toContain('<tr><td style="text-align:left">1</td><td style="text-align:right">2</td></tr>');
  });

  it('an admonition gets its heading (its title, or the type\'s label) and content', async () => {
    expect(await page(':::tip[小心]\n正文\n:::', 'zh-CN')).toBe(
      '<aside class="admonition admonition-tip"><p class="admonition-heading"><span aria-hidden="true">💡</span> 小心</p><div class="admonition-content"><p>正文</p></div></aside>',
    );
    expect(await page(':::note\n正文\n:::', 'en')).toContain('<span aria-hidden="true">ℹ︎</span> note</p>');
  });

  it('a code block gets its title first, then its wrap and copy buttons, then its highlighted lines as HTML', async () => {
    const html = await page('```ts title="a.ts"\nconst a = 1;\n```', 'en');
    expect(html).toMatch(/^<figure data-rehype-pretty-code-figure="" class="code-block"><figcaption [^>]*>a\.ts<\/figcaption><div class="code-actions"><button type="button" class="code-button" data-code-action="wrap" aria-pressed="false" aria-label="([^"]+)" title="\1"><span class="icon icon-wrap s16"><\/span><\/button><button type="button" class="code-button" data-code-action="copy" data-copied-label="[^"]+" aria-label="([^"]+)" title="\2"><span class="icon icon-copy s16"><\/span><\/button><\/div><pre [^>]*><code><span data-line=""><span class="t\w\w">const<\/span>/);
  }, 60_000);

  it('an image under public/ gets the base path, its size, lazy loading and the zoom mark', async () => {
    const html = await page('![图](/img/avatar.svg)', 'zh-CN');
    expect(html).toMatch(/^<p><img src="\/img\/avatar\.svg" alt="图" width="\d+" height="\d+" loading="lazy" decoding="async" data-zoomable=""><\/p>$/);
  });
});
