import { describe, expect, it } from 'vitest';
import { internalPath, pageFacts, routeProblems, twinsOf } from '../e2e/route-html';

const SITE = 'https://inkstone.example';

function page({ lang = 'en', title = 'Redis | Inkstone', h1 = '<h1>Redis</h1>', canonical = `${SITE}/en/docs/redis/`, body = '' } = {}) {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title>
<link rel="canonical" href="${canonical}"/>
<link rel="alternate" hrefLang="zh-CN" href="${SITE}/docs/redis/"/>
<link rel="alternate" hrefLang="en" href="${SITE}/en/docs/redis/"/>
<link rel="alternate" hrefLang="x-default" href="${SITE}/docs/redis/"/>
<link rel="stylesheet" href="/_next/static/a.css"/></head>
<body><main>${h1}<p><a href="/en/docs/mysql/#setup">MySQL</a> <a href="#top">top</a> <a href="https://example.com/x">out</a>
<img src="/img/a.svg" srcset="/img/a.svg 1x, /img/a@2x.svg 2x"/></p>${body}</main><script src="/_next/static/b.js"></script></body></html>`;
}

const ctx = (route: string, basePath = '') => ({ siteUrl: SITE, basePath, siteTitle: 'Inkstone', ...twinsOf(route) });

describe('route HTML check', () => {
  it('passes a well-formed page and lists its internal links once each, without query or hash', () => {
    const { problems, links } = routeProblems(pageFacts(page()), ctx('/en/docs/redis/'));
    expect(problems).toEqual([]);
    expect(links.sort()).toEqual(['/_next/static/a.css', '/_next/static/b.js', '/docs/redis/', '/en/docs/mysql/', '/en/docs/redis/', '/img/a.svg', '/img/a@2x.svg']);
  });

  it('names each problem: h1 count, lang, title, canonical', () => {
    const html = page({ lang: 'zh-CN', title: 'Inkstone', h1: '<h1>a</h1><h1>b</h1>', canonical: `${SITE}/en/docs/mysql/` });
    expect(routeProblems(pageFacts(html), ctx('/en/docs/redis/')).problems).toEqual([
      '<html lang> is "zh-CN", expected "en"',
      '<title> is "Inkstone", expected "{page title} | Inkstone"',
      '2 <h1> elements, expected exactly one',
      `canonical is "${SITE}/en/docs/mysql/", expected "${SITE}/en/docs/redis/"`,
    ]);
    expect(routeProblems(pageFacts(page({ h1: '' })), ctx('/en/docs/redis/')).problems).toEqual(['0 <h1> elements, expected exactly one']);
  });

  it('names each id written twice, and counts none inside a template', () => {
    const body = '<div id="slot"></div><div id="slot"></div><p id="once"></p><template><i id="once"></i></template>';
    expect(routeProblems(pageFacts(page({ body })), ctx('/en/docs/redis/')).problems).toEqual(['id "slot" is on more than one element']);
  });

  it('compares Chinese paths decoded, and checks alternates against the twin routes', () => {
    const html = page({ canonical: `${SITE}/en/docs/%E6%95%B0%E6%8D%AE%E5%BA%93/` }).replaceAll('/docs/redis/', '/docs/数据库/');
    expect(routeProblems(pageFacts(html), ctx('/en/docs/数据库/')).problems).toEqual([]);
    expect(routeProblems(pageFacts(page()), ctx('/en/docs/mysql/')).problems).toHaveLength(4);
  });

  it('under a base path, a root-relative link outside it is a problem', () => {
    const html = page({ canonical: `${SITE}/notes/en/docs/redis/` }).replaceAll(`${SITE}/`, `${SITE}/notes/`);
    const { problems } = routeProblems(pageFacts(html), ctx('/en/docs/redis/', '/notes'));
    expect(problems).toContain('link /en/docs/mysql/ leaves the base path /notes');
  });

  it('keeps external, hash-only and non-http links out', () => {
    for (const href of ['#x', 'https://example.com/', '//cdn.example/x.js', 'mailto:a@example.com', 'data:image/png;base64,AA']) expect(internalPath(href, { siteUrl: SITE })).toBeNull();
    expect(internalPath(`${SITE}/blog/rss.xml`, { siteUrl: SITE })).toBe('/blog/rss.xml');
    expect(internalPath('/search/?q=redis', { siteUrl: SITE })).toBe('/search/');
  });
});
