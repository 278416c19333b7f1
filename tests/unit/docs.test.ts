import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docId, docRoute, loadDocs, localizeDoc } from '@/lib/content/docs';
import { ContentError } from '@/lib/content/errors';

const fixture = (name: string) => path.join(process.cwd(), 'tests/fixtures', name);

describe('docRoute', () => {
  it.each([
    ['skill/database/redis', undefined, '/docs/skill/database/redis'],
    ['skill/index', undefined, '/docs/skill'],
    ['algorithm/index', undefined, '/docs/algorithm'],
    ['index', undefined, '/docs'],
    ['skill/programming-languages/java/java-reflect', undefined, '/docs/skill/programming-languages/java/java-reflect'],
    ['tools/dev/github', '/github', '/docs/github'],
    ['skill/index', '/', '/docs'],
    ['a/b', '/x/y/', '/docs/x/y'],
    ['a/indexer', undefined, '/docs/a/indexer'],
  ] as const)('%s (slug %s) -> %s', (rel, slug, expected) => {
    expect(docRoute(rel, slug)).toBe(expected);
  });
});

describe('docId', () => {
  it('is the path without extension; a front-matter id replaces the last segment', () => {
    expect(docId('skill/database/redis')).toBe('skill/database/redis');
    expect(docId('skill/index')).toBe('skill/index');
    expect(docId('skill/database/redis', 'cache')).toBe('skill/database/cache');
    expect(docId('top', 'other')).toBe('other');
  });
});

describe('loadDocs', () => {
  const loaded = loadDocs(fixture('docs-basic'));

  it('loads docs with ids and URLs, leaving drafts out', () => {
    const ids = loaded.docs.map((d) => d.id);
    expect(ids).toContain('guide/index');
    expect(ids).toContain('guide/setup/install');
    expect(ids).not.toContain('guide/secret');
    expect(loaded.draftIds).toEqual(['guide/secret']);
    const byId = Object.fromEntries(loaded.docs.map((d) => [d.id, d]));
    expect(byId['guide/index'].permalink).toBe('/docs/guide');
    expect(byId['guide/setup/install'].permalink).toBe('/docs/install');
    expect(byId['guide/setup/config'].permalink).toBe('/docs/guide/setup/config');
    expect(byId['guide/intro'].tags).toEqual([
      { label: '入门', slug: '入门', permalink: '/docs/tags/入门' },
      { label: 'Vue', slug: 'vue', permalink: '/docs/tags/vue' },
    ]);
    expect(loaded.categories.get('guide/setup')?.label).toBe('安装');
  });

  it('merges translations: English title and body in en, untranslated flag otherwise', () => {
    const intro = loaded.docs.find((d) => d.id === 'guide/intro')!;
    const en = localizeDoc(intro, 'en');
    expect(en.title).toBe('Introduction');
    expect(en.body).toContain('First section');
    expect(en.untranslated).toBe(false);
    expect(localizeDoc(intro, 'zh-CN').title).toBe('介绍');
    const other = loaded.docs.find((d) => d.id === 'other/one')!;
    expect(localizeDoc(other, 'en').untranslated).toBe(true);
    expect(localizeDoc(other, 'zh-CN').untranslated).toBe(false);
    const english = loaded.docs.find((d) => d.id === 'guide/setup/config')!;
    expect(localizeDoc(english, 'en').untranslated).toBe(false);
    expect(localizeDoc(english, 'zh-CN').untranslated).toBe(true);
  });

  it('reports every problem at once, naming file and field, and both files of a duplicate URL', () => {
    let error: unknown;
    try {
      loadDocs(fixture('docs-broken'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toContainEqual('tests/fixtures/docs-broken/b.mdx: slug: URL "/docs/same" is already used by tests/fixtures/docs-broken/a.mdx, the older doc; change the slug of this one');
    expect(problems).toContainEqual('tests/fixtures/docs-broken/c.mdx: title: Invalid input: expected string, received undefined');
    expect(problems).toContainEqual('tests/fixtures/docs-broken/c.mdx: (front matter): unknown field "colour"');
    expect(problems.some((p) => p.startsWith('tests/fixtures/docs-broken/tags.mdx: slug:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('tests/fixtures/docs-broken/sub/_category_.json: label:'))).toBe(true);
  });
});
