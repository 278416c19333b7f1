import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content/docs';
import { hasLastUpdate, lateGitDates, parseGitLog, readGitDates, TIMELINE_END } from '@/lib/content/last-updated';
import { readFileSync } from 'node:fs';
import { docFrontMatter, formatIssues } from '@/lib/content/schema';

describe('parseGitLog', () => {
  it('keeps the newest date of each file (git log lists newest first)', () => {
    const out = [
      '\x1e2024-05-02T10:00:00+08:00',
      '',
      'content/docs/a.mdx',
      'content/docs/数据库/b.mdx',
      '\x1e2023-01-01T00:00:00+00:00',
      '',
      'content/docs/a.mdx',
      'content/docs/c.mdx',
      '',
    ].join('\n');
    expect([...parseGitLog(out)]).toEqual([
      ['content/docs/a.mdx', '2024-05-02'],
      ['content/docs/数据库/b.mdx', '2024-05-02'],
      ['content/docs/c.mdx', '2023-01-01'],
    ]);
  });

  it('gives nothing for empty output', () => {
    expect(parseGitLog('').size).toBe(0);
  });
});

describe('readGitDates', () => {
  let root: string;
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
      stdio: 'pipe',
    });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, 'repo', file)), { recursive: true });
    writeFileSync(path.join(root, 'repo', file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'last-updated-'));
    const repo = path.join(root, 'repo');
    mkdirSync(repo);
    git(repo, ['init', '-q']);
    write('content/docs/a.mdx', 'a');
    write('content/docs/笔记/b.mdx', 'b');
    write('content/blog/x.mdx', 'x');
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-qm', 'one'], '2023-03-04T12:00:00+00:00');
    write('content/docs/a.mdx', 'a2');
    git(repo, ['commit', '-qam', 'two'], '2024-07-08T23:30:00+08:00');
    git(root, ['clone', '-q', '--depth', '1', `file://${repo}`, 'shallow']);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads every file of the folder in one git log, paths relative to the working directory', () => {
    const { dates, problem } = readGitDates('content/docs', path.join(root, 'repo'));
    expect(problem).toBeUndefined();
    expect(Object.fromEntries(dates)).toEqual({
      'content/docs/a.mdx': '2024-07-08',
      'content/docs/笔记/b.mdx': '2023-03-04',
    });
  });

  it('falls back explicitly: no repository, a shallow clone, no git', () => {
    const tarball = path.join(root, 'tarball');
    mkdirSync(tarball);
    const none = readGitDates('content/docs', tarball);
    expect(none.dates.size).toBe(0);
    expect(none.problem).toMatch(/not a git repository/);

    const shallow = readGitDates('content/docs', path.join(root, 'shallow'));
    expect(shallow.dates.size).toBe(0);
    expect(shallow.problem).toMatch(/shallow clone/);

    const noGit = readGitDates('content/docs', path.join(root, 'repo'), 'git-that-is-not-installed');
    expect(noGit.dates.size).toBe(0);
    expect(noGit.problem).toMatch(/not installed/);
  });
});

describe("a doc's last update", () => {
  const dir = path.join(import.meta.dirname, '../fixtures/docs-last-update');
  const rel = (name: string) => `tests/fixtures/docs-last-update/${name}`;
  const { docs } = loadDocs(dir, {
    dates: new Map([
      [rel('overridden.mdx'), '2024-01-01'],
      [rel('translated.mdx'), '2022-01-01'],
      [rel('translated.en.mdx'), '2023-05-05'],
    ]),
  });
  const of = (id: string) => docs.find((d) => d.id === id)!.lastUpdate;

  it('is front matter last_update, else the newest commit of the doc and its translation, else unknown', () => {
    expect(of('overridden')).toBe('2021-02-03');
    expect(of('translated')).toBe('2023-05-05');
    expect(of('unknown')).toBeUndefined();
  });

  it('rejects a last_update that is not a date, naming the field', () => {
    const parsed = docFrontMatter.safeParse({ title: 't', description: 'd', last_update: '2024-13-45' });
    expect(parsed.success).toBe(false);
    expect(formatIssues('x.mdx', parsed.error!)).toEqual(['x.mdx: last_update: "2024-13-45" is not a valid date (use YYYY-MM-DD)']);
  });
});

describe('git dates later than the timeline', () => {
  const files: Record<string, string> = {
    'content/docs/dated.mdx': '---\ntitle: a\nlast_update: 2023-03-04\n---\nbody\n',
    'content/docs/dated.en.mdx': '---\ntitle: a\n---\nbody\n',
    'content/docs/undated.mdx': '---\ntitle: b\n---\nlast_update: 2023-03-04 in the body does not count\n',
    'content/docs/undated.en.mdx': '---\ntitle: b\n---\n',
    'content/docs/old.mdx': '---\ntitle: c\n---\n',
  };
  const read = (file: string) => files[file];

  it('reads last_update from the front matter only', () => {
    expect(hasLastUpdate(files['content/docs/dated.mdx'])).toBe(true);
    expect(hasLastUpdate(files['content/docs/undated.mdx'])).toBe(false);
    expect(hasLastUpdate('no front matter\nlast_update: 2020-01-01\n')).toBe(false);
  });

  it('warns once per note committed after the timeline without last_update, a translation counting as its original', () => {
    const dates = new Map([
      ['content/docs/dated.mdx', '2026-11-23'],
      ['content/docs/dated.en.mdx', '2026-11-24'],
      ['content/docs/undated.mdx', '2026-11-23'],
      ['content/docs/undated.en.mdx', '2026-11-24'],
      ['content/docs/old.mdx', TIMELINE_END],
      ['content/docs/_category_.json', '2026-11-23'],
    ]);
    const warnings = lateGitDates(dates, read);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^content\/docs\/undated\.mdx: last_update: missing, and the git date 2026-11-24 is after the end of the author's timeline \(2024-07-31\)/);
  });

  it('finds no such note in the real docs', () => {
    const { dates } = readGitDates('content/docs');
    const readReal = (file: string) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    };
    expect(lateGitDates(dates, readReal)).toEqual([]);
  });
});
