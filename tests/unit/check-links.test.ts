import { describe, expect, it } from 'vitest';
import { checkLinks, decode } from '../../scripts/lib/check-links';

describe('link check under a base path', () => {
  it('treats an internal link that does not start with the base path as broken', () => {
    const report = checkLinks('tests/fixtures/export-links-missing-base-path', { siteUrl: 'https://inkstone.dev', basePath: '/notes' });
    expect(report.errors).toEqual([
      '/: broken link /blog/rss.xml (outside the base path /notes)',
      '/: broken link /en/ (outside the base path /notes)',
      '/: broken link /notesx/ (outside the base path /notes)',
    ]);
    // https://inkstone.dev/en/ is another site on the same host, not a link into this one.
    expect(report.links).toBe(9);
  });

  it('without a base path the same root-relative links resolve against the root', () => {
    const report = checkLinks('tests/fixtures/export-links-missing-base-path', { siteUrl: 'https://inkstone.dev', basePath: '' });
    expect(report.errors).toContain('/: broken link /notes/blog/');
    expect(report.errors).not.toContain('/: broken link /blog/rss.xml');
  });
});

describe('a missing anchor or page is an error named where it is written', () => {
  const FIXTURE = 'tests/fixtures/export-missing-anchor-named-in-source';
  const source = `${FIXTURE}/source/x.mdx`;
  const sources = (page: string) => (page === '/blog/x/' || page === '/en/blog/x/' ? [source] : []);

  it('names the source file, line and column once, however many pages show the body', () => {
    const report = checkLinks(`${FIXTURE}/out`, { siteUrl: 'https://inkstone.example', basePath: '', sources, localePrefixes: ['/en'] });
    expect(report.errors).toEqual([
      `${source}:9:14: link: missing anchor #install in /docs/y#install`,
      `${source}:11:8: link: missing anchor #gone in #gone`,
      `${source}:11:24: link: broken link /docs/missing`,
      // Not in the body (the navbar): named by the page.
      '/blog/x/: missing anchor #navbar-gone in /docs/y/#navbar-gone',
    ]);
  });

  it('without sources every error names the page', () => {
    const report = checkLinks(`${FIXTURE}/out`, { siteUrl: 'https://inkstone.example', basePath: '' });
    expect(report.errors).toContain('/en/blog/x/: missing anchor #install in /en/docs/y/#install');
  });
});

describe('attribute values are decoded as a browser reads them', () => {
  it('named and numeric entities, once (a tag page /blog/tags/<b>/ was a false broken link)', () => {
    expect(decode('/blog/tags/&lt;b&gt;/?a=1&amp;b=&quot;x&quot;&#x27;&#39;&#x4e2d;&#20013;&amp;lt;')).toBe(`/blog/tags/<b>/?a=1&b="x"''中中&lt;`);
  });
});
