import { existsSync } from 'node:fs';
import path from 'node:path';
import { compileMdx, sourceLine } from '@/lib/mdx/compile';
import { isKnownLanguage } from '@/lib/mdx/highlight';
import { splitTruncate } from '@/lib/mdx/preprocess';
import { loadAuthors, type AuthorEntry } from './authors';
import { loadPosts } from './blog';
import { loadSiteData } from './data';
import { docId, loadDocs, readJson } from './docs';
import { buildSidebars, englishLabelProblems } from './docs-sidebars';
import { ContentError } from './errors';
import { figureFileProblems } from './figures';
import { badSymlinks, codePoint, CONTENT_DIR, CONTROL, controlIn, lineColumn, readMdx, readUtf8, repoPath, sizeProblem, walk } from './files';
import { jsonPathOffset } from './json-position';
import { pageFrontMatter } from './pages';
import { placeholderProblem } from './placeholder';
import { PUBLIC_DIR, publicFileProblems } from './public-files';
import { formatIssues } from './schema';

/**
 * The one content check: `npm run check:content` and the first step of `npm run build` both run
 * it, so they cannot disagree. It reads every post, translation, doc, `_category_.json`,
 * `sidebars.json`, data file and page, compiles every MDX body under the content policy, and
 * reports every problem of the whole tree in one run, in file order, as
 * `<file>:<line>:<column>: <field or construct>: <message>`.
 */
export type Problem = {
  file: string;
  line: number;
  column: number;
  /** The front-matter field, JSON path or MDX construct. */
  field: string;
  message: string;
  severity: 'error' | 'warning';
};

export function formatProblem(p: Problem): string {
  const message = p.message.replace(/\s*\n\s*/g, ' ');
  return `${p.file}:${p.line}:${p.column}: ${p.field}: ${p.severity === 'warning' ? 'warning: ' : ''}${message}`;
}

/** Text of a file, for locating a field; '' when unreadable. */
function textOf(file: string): string {
  try {
    return readUtf8(path.resolve(file));
  } catch {
    return '';
  }
}

/** Line and column of a front-matter field (its top-level key), else of the opening `---`. */
function frontMatterPosition(text: string, field: string, message: string): { line: number; column: number } {
  const key = /^unknown fields? "([^"]+)"/.exec(message)?.[1] ?? field.split('.')[0];
  const lines = text.split(/\r?\n/);
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  for (let i = 1; i < end; i += 1) {
    if (lines[i].startsWith(`${key}:`)) return { line: i + 1, column: 1 };
  }
  const yamlAt = /\((\d+):(\d+)\)/.exec(message);
  if (yamlAt) return { line: Number(yamlAt[1]) + 1, column: Number(yamlAt[2]) };
  return { line: 1, column: 1 };
}

/** Line and column of a JSON path (`0.type`, a sidebar name), or of a quoted value after it. */
function jsonPosition(text: string, field: string, message: string): { line: number; column: number } {
  const syntax = /position (\d+)/.exec(message);
  if (syntax) return lineColumn(text, Number(syntax[1]));
  let offset = field.startsWith('(') ? 0 : jsonPathOffset(text, field.split('.'));
  const quoted = /"([^"]+)"/.exec(message)?.[1];
  if (quoted) {
    const at = text.indexOf(`"${quoted}"`, offset);
    if (at >= 0) offset = at;
  }
  return lineColumn(text, offset);
}

/** Turns a loader's `<file>[:line:col]: <field>: <message>` line into a located problem. */
export function locate(problem: string, severity: Problem['severity'] = 'error'): Problem {
  const m = /^(.+?)(?::(\d+):(\d+))?: ([\s\S]*)$/.exec(problem);
  if (!m) return { file: '(content)', line: 1, column: 1, field: '(content)', message: problem, severity };
  const [, file, line, column, rest] = m;
  const fm = /^([^:\s](?:[^:]|:(?! ))*?): ([\s\S]*)$/.exec(rest);
  const field = fm ? fm[1] : '(file)';
  const message = fm ? fm[2] : rest;
  if (line) return { file, line: Number(line), column: Number(column), field, message, severity };
  const text = textOf(file);
  const at = file.endsWith('.json') ? jsonPosition(text, field, message) : frontMatterPosition(text, field, message);
  return { file, ...at, field, message, severity };
}

function collect(problems: string[], fn: () => void): void {
  try {
    fn();
  } catch (err) {
    if (err instanceof ContentError) problems.push(...err.problems);
    else problems.push(`(content): ${(err as Error).message}`);
  }
}

type Violation = { line?: number; column?: number; reason: string };

/** Compile problems of one MDX body: every policy violation, else the syntax error. */
export async function mdxProblems(body: string, file: string): Promise<string[]> {
  try {
    await compileMdx(body, file);
    return [];
  } catch (err) {
    const violations = ((err as { cause?: { violations?: Violation[] } }).cause?.violations ?? []);
    if (!violations.length) return [(err as Error).message];
    return violations.map((v) => `${file}:${(v.line && sourceLine(file, body, v.line)) ?? '?'}:${v.column ?? '?'}: ${v.reason}`);
  }
}

/** Warnings about a body: unknown code languages, no truncate marker. */
function bodyWarnings(file: string, body: string, bodyStart: number, isPost: boolean): string[] {
  const out: string[] = [];
  let open: string | null = null;
  body.split('\n').forEach((line, i) => {
    const m = /^[ \t]*(`{3,}|~{3,})[ \t]*([^\s{]*)/.exec(line);
    if (!m) return;
    if (open === null) {
      open = m[1];
      if (m[2] && !isKnownLanguage(m[2])) out.push(`${file}:${bodyStart + i + 1}:${line.indexOf(m[2]) + 1}: code fence: language "${m[2]}" is not highlighted; shown as plain text`);
    } else if (m[1].startsWith(open) && !m[2]) open = null;
  });
  if (isPost && !/^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m.test(body)) out.push(`${file}:${bodyStart + 1}:1: {/* truncate */}: no truncate marker; the list shows the whole post`);
  return out;
}

/** `<file>:<line>:<column>: (body): character U+… is not allowed`, for a match of CONTROL in a body starting at line index `start`. */
function characterProblem(file: string, start: number, body: string, bad: RegExpExecArray): string {
  const at = lineColumn(body, bad.index);
  return `${file}:${start + at.line}:${at.column}: (body): character ${codePoint(bad[0])} is not allowed`;
}

/** The line index where the body starts (after the front matter). */
function bodyStartOf(file: string): number {
  const lines = textOf(file).split(/\r?\n/);
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  return end + 1;
}

/** `<file>: <json path>: character U+… is not allowed` for every string (key or value) of a JSON file holding one. */
function jsonCharacterProblems(full: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(readUtf8(full));
  } catch {
    return []; // its loader names the syntax error
  }
  const out: string[] = [];
  const visit = (value: unknown, at: string[]) => {
    if (typeof value === 'string') {
      const c = controlIn(value);
      if (c) out.push(`${repoPath(full)}: ${at.join('.') || '(root)'}: character ${c} is not allowed`);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const c = controlIn(k);
        if (c) out.push(`${repoPath(full)}: ${[...at, k].join('.')}: character ${c} is not allowed`);
        visit(v, [...at, k]);
      }
    }
  };
  visit(json, []);
  return out;
}

/**
 * Files whose paths differ only in case (`Case.mdx`, `case.mdx`) or Unicode normalization (NFC
 * and NFD `café.mdx`): one file on macOS and Windows file systems and on most hosts, so one
 * silently replaces the other. Each one after the first is named.
 */
function collidingNames(files: string[]): string[] {
  const first = new Map<string, string>();
  return files.flatMap((full) => {
    const rel = repoPath(full);
    const key = rel.normalize('NFC').toLowerCase();
    const other = first.get(key);
    if (other === undefined) {
      first.set(key, rel);
      return [];
    }
    return [`${rel}:1:1: (file): the name differs from ${other} only in case or Unicode normalization; the two are one file on macOS, Windows and most hosts: rename one`];
  });
}

export type ValidationResult = { problems: Problem[]; files: number };

/**
 * Checks the content tree at `root` (content/, or a fixture with the same layout); `dataDir`
 * holds the data files (authors, profile…), `<root>/data` unless given (a fixture may borrow content/data);
 * `publicDir` the files copied into out/ as they are (public/, or a fixture's).
 */
export async function validateContent(
  root = CONTENT_DIR,
  { dataDir = path.join(root, 'data'), publicDir = PUBLIC_DIR }: { dataDir?: string; publicDir?: string } = {},
): Promise<ValidationResult> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const blogDir = path.join(root, 'blog');
  const docsDir = path.join(root, 'docs');
  const pagesDir = path.join(root, 'pages');
  const all = walk(root, ['.mdx', '.md', '.json']);

  // Symlinks that dangle, loop or leave the repository: named here, never read (walk skips them).
  errors.push(...badSymlinks(root));
  errors.push(...collidingNames(all));
  errors.push(...publicFileProblems(publicDir));
  errors.push(...figureFileProblems(root));

  // Encoding first: a file that is not UTF-8 is named once, and its other checks are skipped.
  // Size before anything: a file above the limit is named and never read (lib/content/files.ts).
  const badEncoding = new Set<string>();
  for (const full of all) {
    const tooLarge = sizeProblem(full);
    if (tooLarge) {
      badEncoding.add(repoPath(full));
      errors.push(tooLarge);
      continue;
    }
    try {
      readUtf8(full);
    } catch (err) {
      badEncoding.add(repoPath(full));
      errors.push((err as Error).message);
    }
  }

  // Data files, _category_.json and sidebars.json feed pages and feeds as front matter does.
  const jsonFiles = [...new Set([...all, ...walk(dataDir, ['.json'])])].filter((f) => f.endsWith('.json') && !badEncoding.has(repoPath(f)));
  for (const full of jsonFiles) errors.push(...jsonCharacterProblems(full));

  let authors: Record<string, AuthorEntry> | undefined;
  collect(errors, () => {
    authors = loadAuthors(dataDir);
  });
  collect(errors, () => void loadSiteData(dataDir));
  const postProblems: string[] = [];
  collect(postProblems, () => void loadPosts(blogDir, authors ?? {}, postProblems));
  // With a broken authors.json every author key would look unknown; its own problems are listed.
  errors.push(...postProblems.filter((p) => authors || !/: authors: unknown author key/.test(p)));

  if (existsSync(docsDir)) {
    collect(errors, () => {
      const loaded = loadDocs(docsDir, { sink: errors });
      // A doc rejected for its own problems is not also "missing" from the sidebars.
      const present = walk(docsDir, ['.mdx', '.md']).flatMap((full) => {
        try {
          const src = readMdx(full, docsDir);
          return src.translation ? [] : [docId(src.rel, typeof src.data.id === 'string' ? src.data.id : undefined)];
        } catch {
          return [path.relative(docsDir, full).split(path.sep).join('/').replace(/\.mdx?$/, '')];
        }
      });
      const drafts = [...loaded.draftIds, ...present.filter((id) => !loaded.docs.some((d) => d.id === id))];
      const sidebarsFile = path.join(docsDir, 'sidebars.json');
      let config: unknown;
      try {
        config = readJson(sidebarsFile) ?? {};
      } catch (err) {
        errors.push(`${repoPath(sidebarsFile)}: (file): invalid JSON: ${(err as Error).message}`);
        return;
      }
      buildSidebars(config, { ...loaded, draftIds: drafts }, 'zh-CN', repoPath(sidebarsFile), errors);
      // The English sidebar shows each category's and link's `en.label`: one missing is an error.
      errors.push(...englishLabelProblems(config, loaded, repoPath(sidebarsFile)));
    });
  }

  for (const full of walk(pagesDir, ['.mdx'])) {
    collect(errors, () => {
      const src = readMdx(full, pagesDir);
      const parsed = pageFrontMatter.safeParse(src.data);
      if (!parsed.success) errors.push(...formatIssues(src.file, parsed.error));
    });
  }

  // Every MDX body: syntax and content policy (compiled as the build compiles it, and cached for it).
  const mdxFiles = all.filter((f) => /\.mdx?$/.test(f) && !badEncoding.has(repoPath(f)));
  for (const full of mdxFiles) {
    let src;
    try {
      src = readMdx(full, root);
    } catch {
      // The loaders report unreadable front matter; a character the feeds cannot hold in the body is named still.
      const file = repoPath(full);
      const start = bodyStartOf(file);
      const body = textOf(file).split(/\r?\n/).slice(start).join('\n');
      const bad = CONTROL.exec(body);
      if (bad) errors.push(characterProblem(file, start, body, bad));
      continue;
    }
    const isPost = full.startsWith(blogDir + path.sep);
    const placeholder = placeholderProblem(src.file, src.data.description);
    if (placeholder) errors.push(placeholder);
    const { body, excerpt } = isPost ? splitTruncate(src.body) : { body: src.body, excerpt: null };
    const start = bodyStartOf(src.file);
    const bodyProblems = await mdxProblems(body, src.file);
    errors.push(...bodyProblems);
    // A post's excerpt (lib/content/blog.ts) is a body of its own for the lists (PostCard): compiled
    // here too, so that it is in the cache when the build renders them (otherwise the render
    // process would start the highlighter and the MDX pipeline for the excerpts alone), and so
    // that a marker cutting a construct in two is named here rather than by a failed render.
    if (!bodyProblems.length && excerpt !== null && excerpt !== body) errors.push(...(await mdxProblems(excerpt, src.file)));
    // A control character in a body ends up in the page, the feeds (invalid XML) and the search index.
    const bad = CONTROL.exec(src.body);
    if (bad) errors.push(characterProblem(src.file, start, src.body, bad));
    warnings.push(...bodyWarnings(src.file, src.body, start, isPost && !src.translation));
  }

  const located = [...new Set(errors)].map((p) => locate(p));
  const seen = new Set(located.map(formatProblem));
  const problems = [...located, ...[...new Set(warnings)].map((w) => locate(w, 'warning'))]
    .filter((p, i) => i < located.length || !seen.has(formatProblem(p)))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, files: all.length };
}
