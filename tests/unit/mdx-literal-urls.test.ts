import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageSitePath } from '@/components/mdx/MdxLink';
import { renderFeedHtml } from '@/lib/feeds/html';
import { compileMdxUncached } from '@/lib/mdx/compile';
import { renderTree } from '@/lib/mdx/render';
import { absoluteUrl } from '@/lib/routes/url';

/** A body's literal elements are rendered as written, except for site paths, resolved as Markdown's are. */
const body = '<a href="/blog/x/">文章</a> <a href="/files/a.pdf">PDF</a> <a href="#h">h</a> <a href="https://example.com/">外链</a>\n\n<img src="/img/a.png" alt="图" />';

describe('site paths in literal elements', () => {
  it('on an English page a literal <a href="/blog/x/"> leads to the English page; files and other links stay', async () => {
    const { tree } = await compileMdxUncached(body, 'x.en.mdx');
    const html = renderToStaticMarkup(createElement(Fragment, null, renderTree(tree, {}, pageSitePath('en'))));
    expect(html).toContain('<a href="/en/blog/x/">文章</a>');
    expect(html).toContain('<a href="/files/a.pdf">PDF</a>');
    expect(html).toContain('<a href="#h">h</a>');
    expect(html).toContain('<a href="https://example.com/">外链</a>');
    expect(html).toContain('<img src="/img/a.png" alt="图"/>');
    const zh = renderToStaticMarkup(createElement(Fragment, null, renderTree(tree, {}, pageSitePath('zh-CN'))));
    expect(zh).toContain('<a href="/blog/x/">文章</a>');
  });

  it('in a feed they are absolute URLs, in the feed\'s locale', async () => {
    const html = await renderFeedHtml(body, 'x.en.mdx', 'en');
    expect(html).toContain(`<a href="${absoluteUrl('/en/blog/x/')}">文章</a>`);
    expect(html).toContain(`<img src="${absoluteUrl('/img/a.png')}" alt="图"/>`);
  });
});
