import { describe, expect, it } from 'vitest';
import { sameShown } from '@/lib/search/format';
import type { SearchGroup } from '@/lib/search/types';

// What lets a result list skip the rows a new answer did not change (issue 47): two answers'
// groups compared by what they show, not by identity.
const group = (over: Partial<SearchGroup> = {}): SearchGroup => ({
  url: '/en/docs/docker/',
  title: ['', 'Docker', ''],
  kind: 'doc',
  crumbs: ['Notes'],
  hits: [{ url: '/en/docs/docker/#install', headings: [['Install']], snippet: ['Run ', 'docker', ' compose up'] }],
  ...over,
});

describe('sameShown', () => {
  it('two answers with the same texts and highlights show the same', () => {
    expect(sameShown(group(), group())).toBe(true);
  });

  it('any shown difference counts: a highlight, a hit, a crumb, the body language', () => {
    expect(sameShown(group(), group({ title: ['Docker'] }))).toBe(false);
    expect(sameShown(group(), group({ hits: [] }))).toBe(false);
    expect(sameShown(group(), group({ crumbs: ['Notes', 'Tools'] }))).toBe(false);
    expect(sameShown(group(), group({ lang: 'zh-CN' }))).toBe(false);
    const other = group();
    other.hits[0].snippet = ['Run ', 'docker', ' compose down'];
    expect(sameShown(group(), other)).toBe(false);
  });

  it('an array is not an object with the same keys', () => {
    expect(sameShown(['a'], { 0: 'a' })).toBe(false);
  });
});
