import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';
import { shared } from './dev-state';
import { CONTENT_DIR, LIVE } from './files';
import { compileMdx, type CompiledMdx } from '@/lib/mdx/compile';
import { formatProblem, locate, mdxProblems } from './validate';

/**
 * Live content under `next dev`. The loaders read and validate `content/` once per process, which
 * is right for `next build`; in development a saved file must show at the next request. So every
 * per-process memo goes through `perContent`: outside development it loads once, exactly as
 * before; in development it loads again when the content tree's revision (names, sizes and
 * modification times of every file under content/) has changed. The MDX compile cache is keyed by
 * each body's text, so a reload recompiles only the bodies that changed.
 *
 * The dev server evaluates these modules more than once in its one process, so in development the
 * memos, the revision and the problems live in one process-wide place (`shared`): a save reloads
 * the content once, not once per module instance (up to 3 times for a post page before). Files
 * that did not change are not parsed again (readMdx), nor posts' texts tokenised again (related).
 */
export { LIVE };

/** How long one revision is trusted: one render asks many times, a save is seen well within 2 s. */
export const REVISION_TTL_MS = 150;

const revision = shared('revision', () => ({ value: '', at: -Infinity }));

function treeStamp(dir: string, out: string[]): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const s = statSync(full);
      if (s.isDirectory()) treeStamp(full, out);
      else out.push(`${full}\0${s.size}\0${s.mtimeMs}`);
    } catch {
      // deleted between readdir and stat: the next revision sees it gone
    }
  }
}

/** The content tree's revision: changes whenever a file under content/ is added, removed or saved. */
export function contentRevision(dir = CONTENT_DIR): string {
  if (!LIVE) return '';
  const now = performance.now();
  if (now - revision.at > REVISION_TTL_MS) {
    const stamps: string[] = [];
    treeStamp(dir, stamps);
    revision.value = createHash('sha1').update(stamps.sort().join('\n')).digest('hex').slice(0, 16);
    revision.at = now;
  }
  return revision.value;
}

/**
 * A value computed from content once per process, or once per content revision in development;
 * `key` names it process-wide there (one memo for every module instance that asks).
 */
export function perContent<T>(key: string, load: () => T): () => T {
  const memo = shared<{ rev?: string; value?: T }>(`memo.${key}`, () => ({}));
  return () => {
    const rev = contentRevision();
    if (!('value' in memo) || memo.rev !== rev) {
      memo.value = LIVE ? located(load) : load();
      memo.rev = rev;
    }
    return memo.value as T;
  };
}

/**
 * Under `next dev`, a problem no loader can leave out (a broken data file, a sidebar naming a doc
 * that is gone) still fails the page: with every line located as `npm run check:content` prints
 * it, in the error overlay and the terminal.
 */
function located<T>(load: () => T): T {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof ContentError)) throw err;
    const lines = err.problems.map((p) => formatProblem(locate(p)));
    printOnce(lines);
    throw new ContentError(lines);
  }
}

/**
 * Problems of the content loaded under `next dev`, by loader ('blog', 'docs'): a loader that
 * leaves a broken entry out reports why, as `npm run check:content` words it
 * (`<file>:<line>:<column>: <field>: <message>`). Every page lists them (ContentProblems) until
 * the file is fixed; the terminal shows them each time a loader's list changes.
 */
const problemsBy = shared('problems', () => new Map<string, string[]>());

export function reportProblems(loader: string, problems: string[], severity: 'error' | 'warning' = 'error'): void {
  const lines = problems.map((p) => formatProblem(locate(p, severity)));
  problemsBy.set(loader, lines);
  printOnce(liveProblems());
}

const printed = shared('printed', () => ({ text: '' }));

/** The terminal's copy of a list of problems, once per change of the list. */
function printOnce(lines: string[]): void {
  const text = lines.join('\n');
  if (text === printed.text) return;
  printed.text = text;
  if (!lines.length) return;
  console.error(`Content has ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

/** Every problem the live loaders reported at their last load, in file order. */
export function liveProblems(): string[] {
  return [...problemsBy.values()].flat().sort();
}

/**
 * A body for a page. Under `next dev`, a body that does not compile (MDX syntax, a content policy
 * violation) does not fail the page: it comes back empty with its problems as `npm run
 * check:content` prints them (the same function finds them), which the page shows where the body
 * would be (components/mdx/Mdx.tsx) and the terminal prints; the next save recompiles it. In a
 * build the error fails the page, as before.
 */
export async function compileForPage(source: string, file: string): Promise<CompiledMdx & { problems?: string[] }> {
  try {
    return await compileMdx(source, file);
  } catch (err) {
    if (!LIVE) throw err;
    const problems = (await mdxProblems(source, file)).map((p) => formatProblem(locate(p)));
    if (!problems.length) throw err;
    printOnce(problems);
    return { tree: { type: 'root', children: [] }, toc: [], problems };
  }
}
