import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthors, localizeAuthor } from '@/lib/content/authors';
import { blogPostingLd, breadcrumbList, categoryLd, homeLd, serializeJsonLd, techArticleLd } from '@/lib/seo/structured-data';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const authors = loadAuthors(path.join(fixtures, 'data'));
const hostile = JSON.parse(readFileSync(path.join(fixtures, 'title-with-script-quotes-and-control-char/post.json'), 'utf8'));

/** What a browser's HTML parser would take as the script's text: everything up to the first `</script`. */
function scriptText(html: string): string {
  return html.slice(0, html.search(/<\/script/i) === -1 ? undefined : html.search(/<\/script/i));
}

describe('serializeJsonLd', () => {
  it('keeps a title with </script>, quotes and control characters inside the script, as valid JSON', () => {
    expect(hostile.title).toContain('</script>');
    expect(hostile.title).toMatch(/[\u0007]/);
    const data = blogPostingLd({
      locale: 'zh-CN', path: '/blog/escape', title: hostile.title, description: hostile.description, bodyLang: 'zh-CN',
      authors: [localizeAuthor('yan', authors.yan, 'zh-CN')], keywords: hostile.keywords, datePublished: hostile.date,
    });
    const text = serializeJsonLd(data);
    expect(scriptText(text)).toBe(text);
    expect(text).not.toMatch(/[<>&\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(text).not.toContain('<!--');
    const parsed = JSON.parse(text);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(data)));
    expect(parsed.headline).toBe(hostile.title);
    expect(parsed.description).toContain('</SCRIPT >');
    expect(parsed.keywords).toEqual(['</script>', 'a"b']);
  });

  it('escapes DEL, C1 controls and lone surrogates too', () => {
    const value = { s: 'a\u007fb\u0085c\ud800d\u2029' };
    const text = serializeJsonLd(value);
    expect(text).toBe('{"s":"a\\u007fb\\u0085c\\ud800d\\u2029"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('structured data', () => {
  const author = localizeAuthor('yan', authors.yan, 'en');

  it('a BlogPosting holds headline, dates, author with the about page, image, language, keywords and the page', () => {
    const ld = blogPostingLd({
      locale: 'en', path: '/blog/x', title: 'T', description: 'D', bodyLang: 'zh-CN', authors: [author],
      keywords: ['a', 'b'], image: '/og/blog/x.png', datePublished: '2024-01-02', dateModified: '2024-03-04',
    }) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'T', description: 'D',
      datePublished: '2024-01-02', dateModified: '2024-03-04', inLanguage: 'zh-CN', keywords: ['a', 'b'],
      author: [{ '@type': 'Person', name: 'Zhou Yan', url: expect.stringMatching(/^https?:\/\/[^/]+.*\/en\/about\/$/) }],
      image: expect.stringMatching(/^https?:\/\/.*\/og\/blog\/x\.png$/),
      mainEntityOfPage: { '@type': 'WebPage', '@id': expect.stringMatching(/\/en\/blog\/x\/$/) },
    });
  });

  it('a note is a TechArticle with its breadcrumbs in one graph', () => {
    const ld = techArticleLd({
      locale: 'zh-CN', path: '/docs/redis', title: 'Redis', description: 'D', bodyLang: 'zh-CN', authors: [author],
      keywords: [], homeLabel: '首页', crumbs: [{ label: '数据库', href: '/docs/category/数据库' }, { label: 'Redis' }],
    }) as { '@graph': Record<string, unknown>[] };
    expect(ld['@graph'].map((n) => n['@type'])).toEqual(['TechArticle', 'BreadcrumbList']);
    const list = ld['@graph'][1].itemListElement as { position: number; name: string; item: string }[];
    expect(list.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(list.map((i) => i.name)).toEqual(['首页', '数据库', 'Redis']);
    expect(list[2].item).toMatch(/\/docs\/redis\/$/);
    expect(list[1].item).toMatch(/\/docs\/category\/数据库\/$/);
  });

  it('a category page is a BreadcrumbList; the home page a WebSite with a SearchAction and a Person', () => {
    expect(categoryLd('en', 'Home', [{ label: 'Databases' }], '/docs/category/db')).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbList('en', 'Home', [], '/').itemListElement).toHaveLength(1);
    const home = homeLd({ locale: 'en', description: 'D', author: { ...author, description: 'bio', image: '/img/a.svg', sameAs: ['https://example.com/me'] } }) as { '@graph': Record<string, unknown>[] };
    const [site, person] = home['@graph'];
    expect(site).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    expect((site.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toMatch(/\/en\/search\/\?q=\{search_term_string\}$/);
    expect(person).toMatchObject({ '@type': 'Person', name: 'Zhou Yan', sameAs: ['https://example.com/me'] });
  });
});
