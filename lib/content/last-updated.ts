import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
  const run = (args: string[]) =>
    execFileSync(git, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  try {
    if (run(['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      return { dates: new Map(), problem: 'shallow clone (run `git fetch --unshallow` for dates)' };
    }
    // --relative: paths relative to cwd, like `source`, even when cwd is below the repository root.
    const rel = path.relative(cwd, path.resolve(cwd, dir)).split(path.sep).join('/') || '.';
    return { dates: parseGitLog(run(gitLogArgs(rel))) };
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    const reason = e.code === 'ENOENT' ? `${git} is not installed` : (e.stderr?.trim().split('\n')[0] ?? e.message);
    return { dates: new Map(), problem: reason || 'git failed' };
  }
}

/**
 * The last day of the author's story (content/README.md: last posts 2024-07, update notes no later
 * than 2024-07-31). A note's git date after it is the day the file was committed, not a revision by
 * the author, so such a note needs a front matter `last_update`.
 */
export const TIMELINE_END = '2024-07-31';

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

let warned = false;
let warnedLate = false;

/**
 * readGitDates with one build-log line when the dates are unavailable (pages then show only front
 * matter dates), and one line per doc whose git date is later than the timeline and that has no
 * `last_update` (its page would show the commit date as the author's last revision).
 */
export function gitDatesOrWarn(dir: string): LastUpdates {
  const { dates, problem } = readGitDates(dir);
  if (problem && !warned) {
    warned = true;
    console.warn(`[last-updated] no git history for ${dir}: ${problem}; docs show only front matter last_update dates.`);
  }
  if (!warnedLate) {
    warnedLate = true;
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
