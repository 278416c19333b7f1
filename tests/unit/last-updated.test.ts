import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content/docs';
import { loadAuthors } from '@/lib/content/authors';
import { loadPosts } from '@/lib/content/blog';
import { ContentError } from '@/lib/content/errors';
import { gitDatesMemo, hasLastUpdate, lastUpdateOf, lastUpdateProblems, lateGitDates, parseGitLog, readGitDates, TIMELINE_END, updateNoteDates } from '@/lib/content/last-updated';
import { loadReleases, shownDateProblems } from '../../scripts/lib/release-dates';
import { shownEntries } from '../../scripts/lib/corpus';
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

describe('gitDatesMemo (the dev server reloads the content after every save)', () => {
  const git = (cwd: string, args: string[], date: string) =>
    execFileSync('git', args, {
      cwd,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
      stdio: 'pipe',
    });
  let root: string;
  let repo: string;
  /** git, counting the runs in `calls` (a file of one line per run). */
  let counting: string;
  const runs = () => readFileSync(path.join(root, 'calls'), 'utf8').split('\n').filter(Boolean).length;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'git-dates-memo-'));
    repo = path.join(root, 'repo');
    mkdirSync(path.join(repo, 'content/blog'), { recursive: true });
    writeFileSync(path.join(root, 'calls'), '');
    counting = path.join(root, 'git');
    writeFileSync(counting, `#!/bin/sh\necho run >> ${JSON.stringify(path.join(root, 'calls'))}\nexec git "$@"\n`, { mode: 0o755 });
    git(repo, ['init', '-q'], '2023-01-01T00:00:00Z');
    writeFileSync(path.join(repo, 'content/blog/x.mdx'), 'x');
    git(repo, ['add', '-A'], '2023-01-01T00:00:00Z');
    git(repo, ['commit', '-qm', 'one'], '2023-03-04T12:00:00Z');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts git again only once HEAD has moved, not for a saved file', () => {
    const memo = gitDatesMemo(repo, counting);
    expect(Object.fromEntries(memo.get('content/blog').dates)).toEqual({ 'content/blog/x.mdx': '2023-03-04' });
    const first = runs();
    expect(first).toBeGreaterThan(0);
    writeFileSync(path.join(repo, 'content/blog/x.mdx'), 'x, saved');
    expect(Object.fromEntries(memo.get('content/blog').dates)).toEqual({ 'content/blog/x.mdx': '2023-03-04' });
    expect(runs()).toBe(first);
    git(repo, ['commit', '-qam', 'two'], '2024-05-06T12:00:00Z');
    expect(Object.fromEntries(memo.get('content/blog').dates)).toEqual({ 'content/blog/x.mdx': '2024-05-06' });
    expect(runs()).toBeGreaterThan(first);
  });

  it('answers from a finished prefetch without starting git', async () => {
    const memo = gitDatesMemo(repo, counting);
    await memo.prefetch(['content/blog']);
    const prefetched = runs();
    expect(memo.get('content/blog').problem).toBeUndefined();
    expect(memo.get('content/blog').dates.get('content/blog/x.mdx')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(runs()).toBe(prefetched);
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

describe('one last-updated rule for posts and notes', () => {
  const note = (date: string) => `:::note[更新 ${date}]\n补充。\n:::\n`;

  it('takes front matter last_update first, whatever else the file holds', () => {
    expect(lastUpdateOf({ frontMatter: '2021-02-03', git: ['2024-01-01'], bodies: [note('2024-05-05')] })).toBe('2021-02-03');
  });

  it('else the newest of the git dates within the timeline and the dated update notes (Chinese and English)', () => {
    expect(updateNoteDates(`a\n${note('2023-02-01')}\n:::tip[Update 2023-05-06]\nx\n:::\n`)).toEqual(['2023-02-01', '2023-05-06']);
    expect(lastUpdateOf({ git: ['2022-01-01', undefined], bodies: [note('2023-02-01'), ':::note[Update 2023-05-06]\nx\n:::\n'] })).toBe('2023-05-06');
    expect(lastUpdateOf({ git: ['2022-01-01', '2024-03-03'], bodies: [note('2023-02-01')] })).toBe('2024-03-03');
  });

  it('never shows a git date after the timeline: in a fresh clone of this repository every commit is one', () => {
    expect(lastUpdateOf({ git: ['2026-11-29'], bodies: ['正文'] })).toBeUndefined();
    expect(lastUpdateOf({ git: ['2026-11-29'], bodies: [note('2022-12-11')] })).toBe('2022-12-11');
    expect(lastUpdateOf({ git: [TIMELINE_END], bodies: [''] })).toBe(TIMELINE_END);
  });

  it('shows a post as updated only after its publication date; a note has no publication date', () => {
    expect(lastUpdateOf({ git: ['2023-01-10'], bodies: [note('2023-01-10')], published: '2023-01-10' })).toBeUndefined();
    expect(lastUpdateOf({ git: ['2023-01-10'], bodies: [''] })).toBe('2023-01-10');
  });

  it('applies to posts through loadPosts: notes, git within the timeline, nothing on the publication day', () => {
    const dir = path.join(import.meta.dirname, '../fixtures/post-last-updated-by-the-rule-notes-follow');
    const rel = 'tests/fixtures/post-last-updated-by-the-rule-notes-follow/2023';
    const authors = loadAuthors(path.join(import.meta.dirname, '../fixtures/data'));
    const shown = (dates: Map<string, string>) =>
      Object.fromEntries(loadPosts(dir, authors, undefined, false, dates).map((p) => [p.slug, p.lastUpdate]));
    expect(shown(new Map([[`${rel}/git-only.mdx`, '2023-03-03']]))).toEqual({ 'notes-only': '2023-05-06', 'git-only': '2023-03-03', 'same-day': undefined });
    // The commit of this repository, not an edit by the author.
    expect(shown(new Map([[`${rel}/git-only.mdx`, '2026-11-29'], [`${rel}/notes-only.en.mdx`, '2026-11-29']]))).toEqual({ 'notes-only': '2023-05-06', 'git-only': undefined, 'same-day': undefined });
  });

  it('rejects a last_update earlier than the post it dates or than an update note it holds, for posts and notes', () => {
    const dir = path.join(import.meta.dirname, '../fixtures/last-update-earlier-than-what-the-file-records');
    const rel = 'tests/fixtures/last-update-earlier-than-what-the-file-records';
    let error: unknown;
    try {
      loadPosts(path.join(dir, 'blog'), loadAuthors(path.join(import.meta.dirname, '../fixtures/data')), undefined, false, new Map());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      `${rel}/blog/2023/before-its-date.mdx: last_update: 2023-03-01 is before the post's date 2023-03-18`,
      `${rel}/blog/2023/before-its-note.mdx: last_update: 2023-03-18 is before the body's update note dated 2023-09-02; set it to 2023-09-02 or later`,
    ]);
    const problems: string[] = [];
    loadDocs(path.join(dir, 'docs'), { sink: problems, dates: new Map() });
    expect(problems).toEqual([`${rel}/docs/homebrew.mdx: last_update: 2023-03-18 is before the body's update note dated 2023-09-02; set it to 2023-09-02 or later`]);
    expect(lastUpdateProblems('x.mdx', { frontMatter: '2023-09-02', bodies: [note('2023-09-02')], published: '2023-03-18' })).toEqual([]);
  });
});

describe('the last-updated dates the real corpus shows', () => {
  const releases = loadReleases();

  it('are never earlier than a release the page names, nor after the timeline; a planted one fails', () => {
    const shown = shownEntries();
    expect(shown.filter((e) => e.id.startsWith('content/blog/')).length).toBeGreaterThan(10);
    expect(shownDateProblems(shown, releases, TIMELINE_END)).toEqual([]);
    expect(
      shownDateProblems(
        [
          { id: 'planted.mdx', shown: '2023-03-18', body: 'brew upgrade 把 Node 20 装上了' },
          { id: 'late.mdx', shown: '2026-11-29', body: '' },
        ],
        releases,
        TIMELINE_END,
      ),
    ).toEqual([
      'planted.mdx: shows last updated 2023-03-18, before node 20 (released 2023-04-18) that it names',
      "late.mdx: shows last updated 2026-11-29, after the end of the author's timeline (2024-07-31)",
    ]);
  });
});
