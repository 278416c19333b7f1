import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VersionBanner } from '@/components/docs/VersionBanner';
import { VersionMenu } from '@/components/docs/VersionMenu';
import { versionBanner, versionLinks } from '@/lib/content/docs-version';

// The site's Link prefetches through the app router, which only the running app provides.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => {} }) }));

/** A two-version fixture: 1.0 is the latest release, `current` the unreleased working copy under /docs/next. */
const versions = [
  { name: '1.0', label: '1.0', isLast: true, path: '/docs', mainDocId: 'intro' },
  { name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro' },
];
const permalinks: Record<string, Record<string, string>> = {
  '1.0': { intro: '/docs/intro', redis: '/docs/redis' },
  current: { intro: '/docs/next/intro', redis: '/docs/next/redis', valkey: '/docs/next/valkey' },
};
const of = (v: string, id: string) => permalinks[v]?.[id];

/** The links of some markup as [text, href without trailing slash, data-docs-version, aria-current]. */
function links(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attrs, text]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    return [text.replace(/<[^>]+>/g, ''), attr('href')?.replace(/(.)\/$/, '$1'), attr('data-docs-version'), attr('aria-current')];
  });
}

describe('version banner and menu with two versions', () => {
  it('the unreleased version shows a banner whose link to the latest saves that choice', () => {
    const html = renderToStaticMarkup(<VersionBanner banner={versionBanner(versions[1], versions, 'redis', of)} locale="en" />);
    expect(html).toContain('This is unreleased documentation for Next.');
    expect(html).toMatch(/see the <a [^>]*><b>latest version<\/b><\/a> \(1.0\)\./);
    expect(links(html)).toEqual([['latest version', '/en/docs/redis', '1.0', undefined]]);
  });

  it('a doc missing from the latest version links the latest main doc (zh-CN texts)', () => {
    const html = renderToStaticMarkup(<VersionBanner banner={versionBanner(versions[1], versions, 'valkey', of)} locale="zh-CN" />);
    expect(html).toContain('此为 Next 版尚未发行的文档。');
    expect(links(html)).toEqual([['最新版本', '/docs/intro', '1.0', undefined]]);
  });

  it('the latest version shows no banner', () => {
    expect(renderToStaticMarkup(<VersionBanner banner={versionBanner(versions[0], versions, 'redis', of)} locale="en" />)).toBe('');
  });

  it('the menu lists every version, marks the one being read, and each link saves its version', () => {
    const html = renderToStaticMarkup(<VersionMenu links={versionLinks('current', versions, 'valkey', of)} locale="en" />);
    expect(html).toContain('<summary aria-label="Docs version">Version: Next</summary>');
    expect(links(html)).toEqual([
      ['1.0', '/en/docs/intro', '1.0', undefined],
      ['Next', '/en/docs/next/valkey', 'current', 'page'],
    ]);
  });

  it('with one version there is no menu', () => {
    expect(renderToStaticMarkup(<VersionMenu links={versionLinks('1.0', versions.slice(0, 1), 'redis', of)} locale="en" />)).toBe('');
  });
});
