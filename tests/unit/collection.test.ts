import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attachTranslations, readCollection, repeatedTags, tagSlug } from '@/lib/content/collection';

const root = mkdtempSync(path.join(tmpdir(), 'collection-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, 'c-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const fm = (data: string, body = 'Body.') => `---\n${data}\n---\n${body}\n`;

describe('readCollection', () => {
  it('splits originals from translations by the .en suffix and reports unreadable front matter', () => {
    const dir = folder({
      '2024/a.mdx': fm('title: A'),
      '2024/a.en.mdx': fm('title: A (en)'),
      'b.md': fm('title: B'),
      'broken.mdx': fm('title: [unclosed'),
      'notes.txt': 'not content',
    });
    const problems: string[] = [];
    const { originals, translations } = readCollection(dir, problems);
    expect(originals.map((o) => o.rel)).toEqual(['2024/a', 'b']);
    expect(translations.map((t) => [t.rel, t.translation])).toEqual([['2024/a', 'en']]);
    expect(problems).toHaveLength(1);
    // The YAML error names the line of the file (the YAML starts on line 2, after `---`).
    expect(problems[0]).toMatch(/broken\.mdx:3:1: \(front matter\): invalid YAML: unexpected end of the stream within a flow collection$/);
  });
});

describe('tags', () => {
  it('labels that share a tag page are reported once per repeat, naming the file', () => {
    expect(tagSlug(' Node JS ')).toBe('node-js');
    expect(tagSlug('C/C++')).toBe('c-c++');
    expect(repeatedTags('x.mdx', ['Vue', 'react', 'vue', 'VUE'])).toEqual(['x.mdx: tags: "vue" repeats "Vue"', 'x.mdx: tags: "VUE" repeats "vue"']);
    expect(repeatedTags('x.mdx', ['vue', 'nuxt'])).toEqual([]);
  });
});

describe('attachTranslations', () => {
  const dir = folder({
    'ok.mdx': fm('title: 好'),
    'ok.en.mdx': fm('title: Good\ndescription: A good one.', 'English body.'),
    'rejected.mdx': fm('title: 坏'),
    'rejected.en.mdx': fm('title: Bad\ndescription: Skipped with its original.'),
    'orphan.en.mdx': fm('title: Orphan\ndescription: No original.'),
    'bad.mdx': fm('title: 缺描述'),
    'bad.en.mdx': fm('title: Missing description'),
  });

  it('attaches valid translations, reports orphans and invalid fields, skips those of rejected originals', () => {
    const problems: string[] = [];
    const files = readCollection(dir, problems);
    // "rejected" failed its own validation, so it is not among the entries.
    const entries = new Map(['ok', 'bad'].map((rel) => [rel, { rel, translated: '' }]));
    attachTranslations(files, entries, 'post', problems, (entry, data, src) => {
      entry.translated = `${data.title}|${src.body.trim()}`;
    });
    expect(entries.get('ok')!.translated).toBe('Good|English body.');
    expect(entries.get('bad')!.translated).toBe('');
    const rel = path.relative(process.cwd(), dir).split(path.sep).join('/');
    expect(problems).toEqual([
      `${rel}/bad.en.mdx: description: Invalid input: expected string, received undefined`,
      `${rel}/orphan.en.mdx: translation of a post that does not exist (orphan.mdx)`,
    ]);
  });
});
