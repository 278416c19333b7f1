import { describe, expect, it } from 'vitest';
import { cleanHtmlPath, localePath, splitLocale, switchLocaleHref, withoutTrailingSlash, withTrailingSlash } from '@/lib/routes/paths';

describe('localePath', () => {
  it.each([
    ['zh-CN', '/', '/'],
    ['en', '/', '/en/'],
    ['zh-CN', '/blog', '/blog/'],
    ['en', '/blog/page/2', '/en/blog/page/2/'],
    ['en', '/blog/rss.xml', '/en/blog/rss.xml'],
    ['en', '/docs/redis#持久化', '/en/docs/redis/#持久化'],
  ] as const)('%s %s -> %s', (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected);
  });
});

describe('splitLocale', () => {
  it('treats unprefixed paths as zh-CN and /en as English', () => {
    expect(splitLocale('/blog/')).toEqual({ locale: 'zh-CN', path: '/blog/' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/english')).toEqual({ locale: 'zh-CN', path: '/english' });
  });
});

describe('switchLocaleHref', () => {
  it('keeps path, query and hash in both directions', () => {
    expect(switchLocaleHref('/en/blog/page/2?x=1#top', 'zh-CN')).toBe('/blog/page/2/?x=1#top');
    expect(switchLocaleHref('/blog/page/2/?x=1#top', 'en')).toBe('/en/blog/page/2/?x=1#top');
    expect(switchLocaleHref('/', 'en')).toBe('/en/');
    expect(switchLocaleHref('/en/', 'zh-CN')).toBe('/');
  });
});

describe('withTrailingSlash / cleanHtmlPath', () => {
  it('adds a slash to page paths but not to files', () => {
    expect(withTrailingSlash('/about')).toBe('/about/');
    expect(withTrailingSlash('/about?q=1')).toBe('/about/?q=1');
    expect(withTrailingSlash('/sitemap.xml')).toBe('/sitemap.xml');
  });
  it('strips trailing slashes for comparison, keeping the root', () => {
    expect(withoutTrailingSlash('/docs/redis//')).toBe('/docs/redis');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
  it('normalises index.html and .html addresses', () => {
    expect(cleanHtmlPath('/en/about/index.html')).toBe('/en/about/');
    expect(cleanHtmlPath('/en/about.html')).toBe('/en/about/');
    expect(cleanHtmlPath('/en/about/')).toBeNull();
  });
});
