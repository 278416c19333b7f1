import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts } from '@/lib/content/blog';
import { datedEntries } from '../../scripts/lib/corpus';
import { loadReleases, mentions, releaseCheck, splitUpdateNotes } from '../../scripts/lib/release-dates';

const fixtures = path.join(import.meta.dirname, '../fixtures');
const releases = loadReleases();

describe('the release-date table', () => {
  it('has one dated, sourced row per tool and version', () => {
    const keys = releases.map((r) => `${r.tool} ${r.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of releases) {
      expect(r.date, `${r.tool} ${r.version}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.source.length, `${r.tool} ${r.version}`).toBeGreaterThan(10);
    }
  });
});

describe('mentions and update notes', () => {
  it('reads versions as the corpus writes them', () => {
    const text = 'Chrome 126 和 Node.js 20.11；`"packageManager": "pnpm@9.1.0"`；toolchain go1.22.4；Babel 7（写作时 7.22）\n<artifactId>junit-bom</artifactId>\n  <version>5.9.2</version>';
    expect(mentions(text).map((m) => `${m.tool} ${m.version}`)).toEqual(['chrome 126', 'node 20.11', 'pnpm 9.1.0', 'go 1.22.4', 'babel 7', 'babel 7.22', 'junit-bom 5.9.2']);
  });

  it('takes dated update notes out of the body, keeping its line numbers', () => {
    const { main, notes } = splitUpdateNotes('a\n:::note[更新 2024-05-26]\nNext.js 14\n:::\nb');
    expect(notes).toEqual([{ date: '2024-05-26', text: 'Next.js 14\n' }]);
    expect(main.split('\n')).toHaveLength(5);
    expect(main).not.toContain('Next.js');
  });
});

describe('a post that names a version released after its date', () => {
  const posts = loadPosts(path.join(fixtures, 'release-named-before-its-date'), loadAuthors(path.join(fixtures, 'data')));
  const result = releaseCheck(
    posts.map((p) => ({ id: p.slug, date: p.dateISO, body: p.body })),
    releases,
  );

  it('is flagged in its body and in an update note dated too early, not in a later update note', () => {
    expect(result.anachronisms).toEqual([
      { id: 'too-early', date: '2023-06-01', tool: 'next', version: '14', released: '2023-10-26', where: 'body line 1' },
      { id: 'too-early', date: '2023-06-01', tool: 'pnpm', version: '8.9.2', released: '2023-10-27', where: 'body line 4' },
      { id: 'too-early', date: '2023-09-01', tool: 'pnpm', version: '9', released: '2024-04-16', where: 'update note 2023-09-01' },
      { id: 'before-homebrew-4', date: '2022-12-01', tool: 'homebrew', version: '4.0', released: '2023-02-16', where: 'body line 1' },
    ]);
  });

  it('names a version the table lacks', () => {
    expect(result.unknown).toEqual(['chrome 999 (too-early)']);
  });
});

describe('the real corpus', () => {
  it('names no version before its release, and every version it names has a row', () => {
    const { anachronisms, unknown, checked } = releaseCheck(datedEntries(), releases);
    expect(anachronisms).toEqual([]);
    expect(unknown).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});
