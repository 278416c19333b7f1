import { describe, expect, it } from 'vitest';
import { chunkKey, overBudget, pageType, type PageJs } from '@/scripts/lib/js-budget';

const budget = { floorKiB: 100, headroomKiB: 10, recorded: { post: { 'module 1': 90 * 1024, 'module 2': 15 * 1024 } } };
const page = (type: string, chunks: [string, number][]): PageJs => ({
  route: `/${type}/`,
  type,
  gzip: chunks.reduce((s, [, kib]) => s + kib * 1024, 0),
  chunks: chunks.map(([key, kib]) => ({ src: `/_next/static/chunks/${key.replace(' ', '-')}.js`, key, raw: kib * 3 * 1024, gzip: kib * 1024 })),
});

describe('JavaScript budget', () => {
  it('types a page by its path in either locale', () => {
    expect(['/', '/en/', '/blog/page/2/', '/en/blog/tags/go/', '/docs/tags/x/', '/blog/hello/', '/docs/category/go/', '/docs/go/', '/en/search/', '/404.html', '/friends/'].map(pageType)).toEqual(
      ['home', 'home', 'list', 'tags', 'tags', 'post', 'category', 'doc', 'search', '404', 'other'],
    );
  });

  it('names a chunk by its first module, not its hashed file name', () => {
    expect(chunkKey('/_next/static/chunks/0ab.js', '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,64945,e=>{')).toBe('module 64945');
    expect(chunkKey('/_next/static/chunks/turbopack-077hmtqrhcoji.js', '(()=>{')).toBe('turbopack');
  });

  it('passes a page within the budget and names the type and the chunk that grew when one is over', () => {
    expect(overBudget([page('post', [['module 1', 90], ['module 2', 20]])], budget)).toEqual([]);
    const [line, ...rest] = overBudget([page('post', [['module 1', 90], ['module 2', 20]]), page('post', [['module 1', 90], ['module 2', 16], ['module 3', 5]])], budget);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^post \(\/post\/\): 111\.0 KiB gzip > budget 110\.0 KiB/);
    expect(line).toContain('grew most: /_next/static/chunks/module-3.js (module 3) 5.0 KiB, recorded not at all (new chunk)');
  });

  it('lists the largest chunks of a type never recorded', () => {
    expect(overBudget([page('doc', [['module 1', 100], ['module 9', 12]])], budget)[0]).toContain('no sizes recorded for this type; largest chunks: /_next/static/chunks/module-1.js (module 1) 100.0 KiB');
  });
});
