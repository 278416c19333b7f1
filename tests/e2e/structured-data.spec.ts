import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emittedRoutes, expect, test } from './fixtures';

// Structured data as the exported HTML carries it (read from out/, no browser needed): one
// JSON-LD script a page at most, valid JSON, with the fields search engines read.
const out = path.join(process.cwd(), 'out');
const html = (route: string) => readFileSync(path.join(out, decodeURIComponent(route), 'index.html'), 'utf8');
const scripts = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);

function ldOf(route: string): Record<string, unknown> {
  const found = scripts(html(route));
  expect(found, route).toHaveLength(1);
  return JSON.parse(found[0]);
}
/** The nodes of a JSON-LD document, whether it holds one or a @graph. */
const nodes = (ld: Record<string, unknown>) => (ld['@graph'] as Record<string, unknown>[] | undefined) ?? [ld];
const byType = (ld: Record<string, unknown>, type: string) => nodes(ld).find((n) => n['@type'] === type)!;
const ABSOLUTE = /^https?:\/\/[^/]+\//;

test('no page carries more than one JSON-LD script, and each parses', () => {
  for (const route of emittedRoutes()) {
    const found = scripts(html(route));
    expect(found.length, route).toBeLessThanOrEqual(1);
    for (const s of found) expect(() => JSON.parse(s), route).not.toThrow();
  }
});

for (const prefix of ['', '/en']) {
  const lang = prefix ? 'en' : 'zh-CN';

  test(`${lang}: a post is a BlogPosting`, () => {
    const ld = ldOf(`${prefix}/blog/babel-ast-deobfuscation/`);
    expect(ld['@context']).toBe('https://schema.org');
    const post = byType(ld, 'BlogPosting');
    expect(post.headline).toEqual(expect.any(String));
    expect(post.description).toEqual(expect.any(String));
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.inLanguage).toMatch(/^(zh-CN|en)$/);
    expect((post.keywords as string[]).length).toBeGreaterThan(0);
    expect(post.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': expect.stringMatching(new RegExp(`${prefix}/blog/babel-ast-deobfuscation/$`)) });
    expect(post.author).toEqual([{ '@type': 'Person', name: expect.any(String), url: expect.stringMatching(new RegExp(`^https?://[^/]+.*${prefix}/about/$`)) }]);
  });

  test(`${lang}: a note is a TechArticle with a BreadcrumbList`, () => {
    const ld = ldOf(`${prefix}/docs/skill/database/redis/`);
    const article = byType(ld, 'TechArticle');
    expect(article.headline).toEqual(expect.any(String));
    expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const crumbs = byType(ld, 'BreadcrumbList').itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs.length).toBeGreaterThanOrEqual(3);
    crumbs.forEach((c, i) => {
      expect(c.position).toBe(i + 1);
      expect(c.item).toMatch(ABSOLUTE);
    });
    expect(crumbs.at(-1)!.item).toMatch(new RegExp(`${prefix}/docs/skill/database/redis/$`));
  });

  test(`${lang}: a category page is a BreadcrumbList`, () => {
    const crumbs = byType(ldOf(`${prefix}/docs/category/docker/`), 'BreadcrumbList').itemListElement as { name: string; item: string }[];
    expect(crumbs.length).toBeGreaterThanOrEqual(2);
    expect(crumbs.at(-1)!.item).toMatch(new RegExp(`${prefix}/docs/category/docker/$`));
  });

  test(`${lang}: the home page is a WebSite searching the search page, and its author a Person`, () => {
    const ld = ldOf(`${prefix}/`);
    const site = byType(ld, 'WebSite');
    expect(site.name).toBe('Inkstone');
    const action = site.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toMatch(new RegExp(`^https?://[^/]+.*${prefix}/search/\\?q=\\{search_term_string\\}$`));
    expect(action['query-input']).toBe('required name=search_term_string');
    const person = byType(ld, 'Person');
    expect(person.name).toEqual(expect.any(String));
    expect(person.url).toMatch(new RegExp(`${prefix}/about/$`));
  });
}
