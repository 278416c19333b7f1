import { describe, expect, it } from 'vitest';
import { earlyRowsHtml, earlyTitle, type EarlyRowsLabels } from '@/lib/search/early-rows';
import type { SearchResult } from '@/lib/search/types';

// The early rows' HTML (lib/search/early-rows.ts); that it matches React's rows in the browser is
// tests/e2e/search-early-paint.spec.ts's to show.
const labels: EarlyRowsLabels = {
  pageTitleQuery: 'Search results for "{query}"',
  documentsFound: '{count, plural, =1 {One document found} other {# documents found}}',
  inChinese: '(in Chinese)',
  inChineseTitle: 'This entry is written in Chinese',
};

const result = (over: Partial<SearchResult['groups'][number]> = {}, count = 7): SearchResult => ({
  query: 'redis',
  count,
  engine: 'local',
  groups: [{ url: '/en/docs/redis/', title: ['', 'Redis', ' notes'], kind: 'doc', crumbs: ['Docs'], hits: [{ url: '/en/docs/redis/#setup', headings: [['Setup']], snippet: ['Run ', 'redis', '-server'] }], ...over }],
});

describe('earlyRowsHtml', () => {
  it('writes the count line and a row: linked title with marks, trail, snippet', () => {
    expect(earlyRowsHtml(result(), labels, '/base')).toBe(
      '<p class="search-page-count" role="status">7 documents found</p><ol class="search-page-results"><li class="search-page-result">' +
        '<h2 class="search-page-result-title"><a href="/base/en/docs/redis/#setup"><mark>Redis</mark> notes</a></h2>' +
        '<p class="search-page-crumbs">Docs<span aria-hidden="true">&nbsp;› </span><span>Setup</span></p>' +
        '<p class="search-page-snippet">Run <mark>redis</mark>-server</p></li></ol>',
    );
  });

  it('escapes every text and attribute: content and queries are text, never markup', () => {
    const html = earlyRowsHtml(
      result({ url: '/x/"><script>', title: ['<img src=x onerror=alert(1)>'], crumbs: ['a&b'], lang: '"zh', hits: [{ url: '/x/"onmouseover="y', headings: [], snippet: ['<b>', '</mark>', "'"] }] }),
      { ...labels, documentsFound: '<i>{count}</i>' },
      '',
    );
    expect(html).not.toMatch(/<(img|script|b|i)\b|<\/mark><\/mark>|"onmouseover/);
    expect(html).toContain('href="/x/&#34;onmouseover=&#34;y"');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(earlyTitle(labels, '<b>redis</b>')).toBe('Search results for "<b>redis</b>"');
  });

  it('marks a Chinese page on an English list, and writes nothing for no results', () => {
    expect(earlyRowsHtml(result({ lang: 'zh-CN' }), labels, '')).toContain(
      '</a><span class="zh-badge" lang="en" title="This entry is written in Chinese"><span lang="zh-CN" aria-hidden="true">中文</span><span class="sr-only"> (in Chinese)</span></span></h2>',
    );
    expect(earlyRowsHtml({ query: 'zzqxv', count: 0, engine: 'local', groups: [] }, labels, '')).toBe('');
  });
});
