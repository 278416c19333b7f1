import { describe, expect, it } from 'vitest';
import { rowParts } from '@/lib/search/row';
import type { SearchGroup } from '@/lib/search/types';

// The one decision both search row renderers take (lib/search/early-rows.ts's HTML and
// SearchPageView's React rows): that they then write the same bytes is search-early-paint.spec's.
const group = (over: Partial<SearchGroup> = {}): SearchGroup => ({
  url: '/en/docs/redis/',
  title: ['', 'Redis', ' notes'],
  kind: 'doc',
  crumbs: ['Docs', 'Databases'],
  hits: [{ url: '/en/docs/redis/#setup', headings: [['Setup'], ['', 'Redis', ' server']], snippet: ['Run ', 'redis', '-server'] }],
  ...over,
});

describe('rowParts', () => {
  it("splits the trail at the page's crumbs: crumbs first, then the hit's headings", () => {
    const row = rowParts(group());
    expect(row.trail).toEqual([
      { parts: ['Docs'], heading: false },
      { parts: ['Databases'], heading: false },
      { parts: ['Setup'], heading: true },
      { parts: ['', 'Redis', ' server'], heading: true },
    ]);
    expect(row).toMatchObject({ href: '/en/docs/redis/#setup', title: ['', 'Redis', ' notes'], lang: undefined, badge: false, snippet: ['Run ', 'redis', '-server'] });
  });

  it("carries the entry's language, with the badge only for Chinese", () => {
    expect(rowParts(group({ lang: 'zh-CN' }))).toMatchObject({ lang: 'zh-CN', badge: true });
    expect(rowParts(group({ lang: 'en' }))).toMatchObject({ lang: 'en', badge: false });
  });

  it('links the page itself and has no snippet when the group has no hit, or an empty one', () => {
    const none = rowParts(group({ hits: [] }));
    expect(none).toMatchObject({ href: '/en/docs/redis/', snippet: null });
    expect(none.trail.every((s) => !s.heading)).toBe(true);
    expect(rowParts(group({ hits: [{ url: '/en/docs/redis/', headings: [], snippet: ['', ''] }] })).snippet).toBeNull();
  });
});
