import { execFileSync } from 'node:child_process';
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

let warned = false;

/** readGitDates with one build-log line when the dates are unavailable (pages then show only front matter dates). */
export function gitDatesOrWarn(dir: string): LastUpdates {
  const { dates, problem } = readGitDates(dir);
  if (problem && !warned) {
    warned = true;
    console.warn(`[last-updated] no git history for ${dir}: ${problem}; docs show only front matter last_update dates.`);
  }
  return dates;
}
