import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LIVE, shared } from './dev-state';

/**
 * When each content file was last changed, from git: one `git log` over a whole folder at build
 * time (not one process per file). Keys are paths relative to the repository root, as the loaders
 * write `source` (content/docs/skill/database/redis.mdx); values are the author date of the newest
 * commit touching the file, YYYY-MM-DD.
 */
export type LastUpdates = ReadonlyMap<string, string>;

/** Record separator written before each commit, so a file name can never be mistaken for a date. */
const RS = '\x1e';

/** The git arguments: newest commit first, each as RS + ISO author date, then the files it touched. */
export function gitLogArgs(dir: string): string[] {
  return ['-c', 'core.quotePath=false', 'log', `--format=${RS}%aI`, '--name-only', '--relative', '--no-renames', '--', dir];
}

/** Parses `git log --format=<RS>%aI --name-only` output: the first (newest) date seen for a file wins. */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split(RS)) {
    const [head, ...files] = record.split('\n');
    const date = /^(\d{4}-\d{2}-\d{2})T/.exec(head.trim())?.[1];
    if (!date) continue;
    for (const file of files) {
      const name = file.trim();
      if (name && !dates.has(name)) dates.set(name, date);
    }
  }
  return dates;
}

export type GitDatesResult = { dates: LastUpdates; problem?: string };

/**
 * Last-change dates of every file under `dir` (absolute or relative to `cwd`), or an explicit
 * reason why there are none: git missing, not a repository (a tarball), or a shallow clone whose
 * history would date every file at the clone's single commit.
 */
export function readGitDates(dir: string, cwd = process.cwd(), git = 'git'): GitDatesResult {
  const run = (args: string[]) => execFileSync(git, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: GIT_OUTPUT_MAX });
  try {
    if (run(SHALLOW_ARGS).trim() === 'true') return SHALLOW;
    return { dates: parseGitLog(run(gitLogArgs(relativeDir(dir, cwd)))) };
  } catch (error) {
    return failed(error, git);
  }
}

/** readGitDates without blocking the process while git runs (the dev server's, lib/content/last-updated.ts's memo). */
export async function readGitDatesAsync(dir: string, cwd = process.cwd(), git = 'git'): Promise<GitDatesResult> {
  const run = (args: string[]) =>
    new Promise<string>((resolve, reject) =>
      execFile(git, args, { cwd, encoding: 'utf8', maxBuffer: GIT_OUTPUT_MAX }, (error, stdout, stderr) => (error ? reject(Object.assign(error, { stderr })) : resolve(stdout))),
    );
  try {
    if ((await run(SHALLOW_ARGS)).trim() === 'true') return SHALLOW;
    return { dates: parseGitLog(await run(gitLogArgs(relativeDir(dir, cwd)))) };
  } catch (error) {
    return failed(error, git);
  }
}

const GIT_OUTPUT_MAX = 64 * 1024 * 1024;
const SHALLOW_ARGS = ['rev-parse', '--is-shallow-repository'];
const SHALLOW: GitDatesResult = { dates: new Map(), problem: 'shallow clone (run `git fetch --unshallow` for dates)' };

/** `dir` as git's --relative paths name it: relative to cwd, like `source`, even when cwd is below the repository root. */
function relativeDir(dir: string, cwd: string): string {
  return path.relative(cwd, path.resolve(cwd, dir)).split(path.sep).join('/') || '.';
}

function failed(error: unknown, git: string): GitDatesResult {
  const e = error as NodeJS.ErrnoException & { stderr?: string };
  const reason = e.code === 'ENOENT' ? `${git} is not installed` : (e.stderr?.trim().split('\n')[0] ?? e.message);
  return { dates: new Map(), problem: reason || 'git failed' };
}

/**
 * Where git's HEAD stands, from its files, without starting git: HEAD itself, the branch's ref,
 * packed-refs and HEAD's reflog (sizes and times). A commit, checkout, reset or pull changes it; a
 * save of a content file does not. 'none' outside a repository.
 */
export function gitHeadStamp(cwd = process.cwd()): string {
  let dir = path.resolve(cwd);
  while (!existsSync(path.join(dir, '.git')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  let gitDir = path.join(dir, '.git');
  const stamp = (file: string) => {
    try {
      const s = statSync(file);
      return `${s.size}:${s.mtimeMs}`;
    } catch {
      return '-';
    }
  };
  try {
    // A worktree's .git is a file naming its git folder.
    const pointer = /^gitdir: (.+)$/m.exec(statSync(gitDir).isFile() ? readFileSync(gitDir, 'utf8') : '')?.[1];
    if (pointer) gitDir = path.resolve(dir, pointer.trim());
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    return [head, ref ? stamp(path.join(gitDir, ref)) : '', stamp(path.join(gitDir, 'packed-refs')), stamp(path.join(gitDir, 'logs', 'HEAD'))].join('|');
  } catch {
    return 'none';
  }
}

type MemoEntry = { stamp: string; result?: GitDatesResult };

/**
 * Git dates by folder, read again only when git's HEAD has moved (gitHeadStamp): the dev server
 * reloads the content after every save, and a save changes a file, not its history. `prefetch`
 * starts the reads without waiting for them; `get` takes a finished one, or reads at once.
 */
export function gitDatesMemo(cwd = process.cwd(), git = 'git') {
  const entries = new Map<string, MemoEntry>();
  return {
    get(dir: string): GitDatesResult {
      const stamp = gitHeadStamp(cwd);
      const entry = entries.get(dir);
      if (entry?.result && entry.stamp === stamp) return entry.result;
      const result = readGitDates(dir, cwd, git);
      entries.set(dir, { stamp, result });
      return result;
    },
    prefetch(dirs: string[]): Promise<void> {
      const stamp = gitHeadStamp(cwd);
      return Promise.all(
        dirs.map(async (dir) => {
          if (entries.get(dir)?.stamp === stamp) return;
          const entry: MemoEntry = { stamp };
          entries.set(dir, entry);
          const result = await readGitDatesAsync(dir, cwd, git);
          // A read at once meanwhile (get) replaced the entry: it stays.
          if (entries.get(dir) === entry) entry.result = result;
        }),
      ).then(() => undefined);
    },
  };
}

/**
 * Under `next dev`, one memo for the process (every module instance asks it). The first page's
 * layout reads both folders' dates, so they are asked for while the server compiles and loads the
 * page (prefetchGitDates, from the loaders' modules), and its thread does not wait for git then
 * (1-3 s under load, docs/writing.md); nor does reloading the content after a save start git again.
 */
const devGitDates = shared('git-dates', () => gitDatesMemo());

/** Under `next dev`: starts reading the git dates of `dirs` in the background (nothing otherwise). */
export function prefetchGitDates(dirs: string[]): void {
  if (LIVE) void devGitDates.prefetch(dirs);
}

/**
 * The last day of the author's story (content/README.md: last posts 2024-07, update notes no later
 * than 2024-07-31). A note's git date after it is the day the file was committed, not a revision by
 * the author, so such a note needs a front matter `last_update`.
 */
export const TIMELINE_END = '2024-07-31';

/**
 * A dated correction or addition in a body: `:::type[更新 YYYY-MM-DD]` or `[Update YYYY-MM-DD]` up
 * to its closing `:::` (content/README.md, Corrections). The author's own record of an edit.
 */
export const UPDATE_NOTE = /^:::\w+\[(?:更新|Update) (\d{4}-\d{2}-\d{2})\][^\n]*\n([\s\S]*?)^:::\s*$/gm;

/** The dates of a body's dated update notes, in the order written. */
export function updateNoteDates(body: string): string[] {
  return [...body.matchAll(UPDATE_NOTE)].map((m) => m[1]);
}

/** What the last-updated date of a post or a note is made of. */
export type LastUpdateSources = {
  /** Front matter `last_update`, YYYY-MM-DD. */
  frontMatter?: string;
  /** Git dates of the file and of its translation (undefined when not committed or no history). */
  git: (string | undefined)[];
  /** The bodies (original and translation) whose dated update notes count. */
  bodies: string[];
  /** A post's publication date: a last update on or before it is no update. Notes have none. */
  published?: string;
};

/**
 * The last-updated date a post ('Updated on') or a note ('Last updated on') shows, one rule for
 * both: the front matter `last_update` when set; else the newest of the git dates that lie within
 * the author's timeline and the dated update notes in the body. A git date after `end` is the day
 * this repository committed the file (a conversion, a fix by whoever maintains the site), not a
 * revision by the author, and every date of a fresh clone of this repository is such a date, so it
 * is never shown; a tarball, a shallow clone or no git gives no git dates at all. A post shows a
 * date only when it is later than its publication date. See docs/writing.md, Last updated.
 */
export function lastUpdateOf({ frontMatter, git, bodies, published }: LastUpdateSources, end = TIMELINE_END): string | undefined {
  if (frontMatter) return frontMatter;
  const dates = [...git.filter((d): d is string => d !== undefined && d <= end), ...bodies.flatMap(updateNoteDates)].sort();
  const newest = dates.at(-1);
  return newest && (!published || newest > published) ? newest : undefined;
}

/**
 * Front matter `last_update` that says less than the file: earlier than the post's publication
 * date, or earlier than a dated update note of the body (the page would show an update older than
 * the edit it records, and older than a version that note names). One problem each, naming the field.
 */
export function lastUpdateProblems(file: string, { frontMatter, bodies, published }: Omit<LastUpdateSources, 'git'>): string[] {
  if (!frontMatter) return [];
  const problems: string[] = [];
  if (published && frontMatter < published) problems.push(`${file}: last_update: ${frontMatter} is before the post's date ${published}`);
  const newest = bodies.flatMap(updateNoteDates).sort().at(-1);
  if (newest && frontMatter < newest) {
    problems.push(`${file}: last_update: ${frontMatter} is before the body's update note dated ${newest}; set it to ${newest} or later`);
  }
  return problems;
}

/** Whether a file's front matter sets `last_update` (reads only the block between the first two `---`). */
export function hasLastUpdate(text: string): boolean {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return /^last_update:\s*\S/m.test(fm);
}

/**
 * Docs whose git date is later than `end` and that give no `last_update` (a translation counts
 * its original's front matter, which is where `last_update` lives). `read` returns a file's text by
 * its key in `dates`, or undefined when it cannot be read. One warning line each, in path order.
 */
export function lateGitDates(dates: LastUpdates, read: (file: string) => string | undefined, end = TIMELINE_END): string[] {
  const late = new Map<string, string>();
  for (const [file, date] of dates) {
    if (!file.endsWith('.mdx') || date <= end) continue;
    const original = file.replace(/\.en\.mdx$/, '.mdx');
    const seen = late.get(original);
    if (!seen || date > seen) late.set(original, date);
  }
  const warnings: string[] = [];
  for (const [file, date] of [...late].sort(([a], [b]) => a.localeCompare(b))) {
    const text = read(file);
    if (text === undefined || hasLastUpdate(text)) continue;
    warnings.push(`${file}: last_update: missing, and the git date ${date} is after the end of the author's timeline (${end}); set last_update to the last real revision`);
  }
  return warnings;
}

/** Folders already warned about (each process warns once per folder). */
const warned = new Set<string>();

/**
 * readGitDates with one build-log line when the dates are unavailable (pages then show only front
 * matter and update-note dates), and, with `lateWarnings` (the notes, whose pages always say when
 * they were last updated), one line per file whose git date is later than the timeline and that has
 * no `last_update` (its page would show no date: the commit date is not the author's revision).
 */
export function gitDatesOrWarn(dir: string, { lateWarnings = false }: { lateWarnings?: boolean } = {}): LastUpdates {
  const { dates, problem } = LIVE ? devGitDates.get(dir) : readGitDates(dir);
  if (warned.has(dir)) return dates;
  warned.add(dir);
  if (problem) console.warn(`[last-updated] no git history for ${dir}: ${problem}; pages show only front matter last_update and update-note dates.`);
  if (lateWarnings) {
    const read = (file: string) => {
      try {
        return readFileSync(path.resolve(file), 'utf8');
      } catch {
        return undefined;
      }
    };
    for (const w of lateGitDates(dates, read)) console.warn(`[last-updated] ${w}`);
  }
  return dates;
}
