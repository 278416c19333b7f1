import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { site } from '@/lib/site/config';
import { LIVE, shared } from './dev-state';
import { ContentError } from './errors';

/**
 * The author's content tree. INKSTONE_CONTENT_DIR points `next dev` at another copy (the live
 * content test edits a temporary one, so content/ is never touched).
 */
export const CONTENT_DIR = path.resolve(process.cwd(), process.env.INKSTONE_CONTENT_DIR || 'content');

export { LIVE };

export type SourceFile = {
  /** Path relative to the repository root, for messages: content/blog/2021/foo.mdx */
  file: string;
  /** Path relative to the collection folder, without extension: 2021/foo */
  rel: string;
  /** Locale suffix of a translation file (`foo.en.mdx`), else undefined. */
  translation?: 'en';
  data: Record<string, unknown>;
  body: string;
};

/** Editor lock and backup files (Emacs `.#x.mdx` and `#x.mdx#`, `x.mdx~`): never content. */
export function isEditorFile(name: string): boolean {
  return name.startsWith('.#') || name.endsWith('~') || (name.length > 1 && name.startsWith('#') && name.endsWith('#'));
}

/** The repository: a symlink under content/ may point anywhere inside it, nowhere else. */
const REPO_DIR = process.cwd();

/**
 * Why the symlink `full` cannot be content, or null when it is not a symlink or resolves to a
 * file or folder inside the repository. A dangling link or a loop would crash a reader; a link
 * out of the repository would publish a file the author never wrote (e.g. ~/.ssh/config).
 */
export function symlinkProblem(full: string): string | null {
  if (!lstatSync(full).isSymbolicLink()) return null;
  const target = readlinkSync(full);
  let real: string;
  try {
    real = realpathSync(full);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return `symlink to "${target}" ${code === 'ELOOP' ? 'is a loop' : 'points at nothing (dangling)'}; remove it or point it at a file in the repository`;
  }
  const repo = realpathSync(REPO_DIR);
  if (real !== repo && !real.startsWith(repo + path.sep)) return `symlink to "${target}" leaves the repository; copy the file into content/ instead`;
  return null;
}

/**
 * Every file below `dir` whose name ends with one of `exts`, sorted for a stable order. Editor
 * lock and backup files are skipped, and so are symlinks that dangle, loop or leave the
 * repository (the content check reports those by name: `badSymlinks`).
 */
export function walk(dir: string, exts: string[], seen = new Set<string>()): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
    const real = realpathSync(dir);
    if (seen.has(real)) return [];
    seen.add(real);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (isEditorFile(name)) return [];
    const full = path.join(dir, name);
    if (symlinkProblem(full)) return [];
    if (statSync(full).isDirectory()) return walk(full, exts, seen);
    return exts.some((e) => name.endsWith(e)) ? [full] : [];
  });
}

/** `<file>: (file): <why>` for every symlink below `dir` that `walk` leaves out. */
export function badSymlinks(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (isEditorFile(name)) return [];
    const full = path.join(dir, name);
    const problem = symlinkProblem(full);
    if (problem) return [`${repoPath(full)}: (file): ${problem}`];
    return lstatSync(full).isDirectory() ? badSymlinks(full) : [];
  });
}

/** A path relative to the repository with forward slashes, for messages. */
export function repoPath(full: string): string {
  return path.relative(process.cwd(), full).split(path.sep).join('/');
}

/** Line and column (1-based) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * A file's text, decoded strictly as UTF-8: a file in another encoding (GBK, Latin-1) is an error
 * naming the file and the line of its first invalid byte, never mojibake on a page.
 */
export function readUtf8(full: string): string {
  const bytes = readFileSync(full);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let good = 0;
    for (let end = bytes.length; good < end; ) {
      const mid = Math.ceil((good + end) / 2);
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
        good = mid;
      } catch {
        end = mid - 1;
      }
    }
    // A streamed prefix may end inside a character (GBK's 中 is D6 D0; D6 opens a UTF-8 sequence
    // that D0 cannot continue): the error is at that character's first byte, not its second.
    let start = good;
    while (start > 0 && good - start < 3 && (bytes[start - 1] & 0xc0) === 0x80) start -= 1;
    if (start > 0 && bytes[start - 1] >= 0xc0) start -= 1;
    else start = good;
    const text = new TextDecoder('utf-8').decode(bytes.subarray(0, start));
    const { line, column } = lineColumn(text, text.length);
    throw new Error(`${repoPath(full)}:${line}:${column}: (encoding): not valid UTF-8 (byte 0x${bytes[start].toString(16)}); save the file as UTF-8`);
  }
}

/**
 * Why a content file is too large to be read at all (`site.content.maxFileBytes`), or null:
 * checked on its size before it is read or parsed, so a huge file costs no time.
 */
export function sizeProblem(full: string): string | null {
  const bytes = statSync(full).size;
  const limit = site.content.maxFileBytes;
  if (bytes <= limit) return null;
  return `${repoPath(full)}:1:1: (file): ${Math.round(bytes / 1000).toLocaleString('en')} kB, above the limit of ${limit / 1000} kB per file (site.content.maxFileBytes); split it or link large data as files under public/`;
}

/**
 * Characters that have no place in content: the control characters (tab, line feed and carriage
 * return aside) and whatever else XML 1.0 cannot hold (U+FFFE, U+FFFF, a lone surrogate, which a
 * YAML `"\uD800"` escape can write): one in a title or a body would end in the feeds and break them.
 */
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters a one-line text (a title, a tag, a name) may not hold besides CONTROL: bidi controls
 * (U+202E turns the rest of a title around), zero-width and invisible ones (a tag of U+3164 draws
 * nothing), the soft hyphen and the BOM. Zero-width joiners stay: emoji sequences need them.
 */
export const INVISIBLE = /[\u00ad\u115f\u1160\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u2800\u3164\ufeff\uffa0]/;

/** `U+FFFE`: how a message names a character. */
export function codePoint(c: string): string {
  return `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character of CONTROL or INVISIBLE in a front matter or data value, as `U+0000`, or null. */
export function controlIn(value: unknown): string | null {
  if (typeof value === 'string') {
    const m = CONTROL.exec(value) ?? INVISIBLE.exec(value);
    return m ? codePoint(m[0]) : null;
  }
  if (Array.isArray(value)) return value.map(controlIn).find((c) => c) ?? null;
  if (value && typeof value === 'object') return Object.values(value).map(controlIn).find((c) => c) ?? null;
  return null;
}

/** gray-matter's other engines evaluate code (`---js`, `---coffee`): each is replaced by an error. */
const noEngine = () => {
  throw new Error('front matter is YAML only');
};
const YAML_ONLY = { language: 'yaml', engines: { js: noEngine, javascript: noEngine, coffee: noEngine, coffeescript: noEngine, cson: noEngine, json: noEngine, toml: noEngine } };

/**
 * Under `next dev`, each file as last read, by path: read and parsed again only when its size or
 * modification time changed, so a save re-reads one file, not the whole tree.
 */
const lastRead = LIVE ? shared('mdx-files', () => new Map<string, { stamp: string; src: SourceFile }>()) : undefined;

/**
 * Reads an MDX file and splits front matter from body. Front matter is YAML and nothing else: a
 * `---js` (or any other language after the fence) is an error and nothing in it runs. YAML errors
 * and control characters name the file's own line and column.
 */
export function readMdx(full: string, root: string): SourceFile {
  if (!lastRead) return parseMdx(full, root);
  const s = statSync(full);
  const stamp = `${s.size}\0${s.mtimeMs}\0${root}`;
  const known = lastRead.get(full);
  if (known?.stamp === stamp) return known.src;
  const src = parseMdx(full, root);
  lastRead.set(full, { stamp, src });
  return src;
}

function parseMdx(full: string, root: string): SourceFile {
  const tooLarge = sizeProblem(full);
  if (tooLarge) throw new Error(tooLarge);
  const raw = readUtf8(full);
  const file = repoPath(full);
  const fence = /^---([^\r\n]*)/.exec(raw);
  if (fence && fence[1].trim()) {
    throw new Error(`${file}:1:4: (front matter): front matter is YAML only, opened by a line of "---"; "---${fence[1].trim()}" is not allowed (nothing in it was run)`);
  }
  const close = fence ? raw.search(/\r?\n---[ \t]*(\r?\n|$)/) : -1;
  const head = close < 0 ? '' : raw.slice(0, close);
  const bad = CONTROL.exec(head);
  if (bad) {
    const { line, column } = lineColumn(head, bad.index);
    throw new Error(`${file}:${line}:${column}: (front matter): character ${codePoint(bad[0])} is not allowed`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // JSON schema: dates stay text, so the zod schema can reject an impossible date such as
    // 2024-13-45 instead of YAML silently rolling it over to the next year.
    parsed = matter(raw, { ...YAML_ONLY, engines: { ...YAML_ONLY.engines, yaml: (s: string) => yaml.load(s, { schema: yaml.JSON_SCHEMA }) as object } } as never);
  } catch (err) {
    const e = err as Error & { mark?: { line: number; column: number }; reason?: string };
    // gray-matter hands YAML the text from the end of the opening `---`: its line 0 is the file's line 1.
    const at = e.mark ? `:${e.mark.line + 1}:${e.mark.column + 1}` : '';
    throw new Error(`${file}${at}: (front matter): invalid YAML: ${e.reason ?? e.message.split('\n')[0]}`);
  }
  const characters = Object.entries(parsed.data).flatMap(([key, value]) => {
    const c = controlIn(value);
    return c ? [`${file}: ${key}: character ${c} is not allowed`] : [];
  });
  if (characters.length) throw new ContentError(characters);
  let rel = path.relative(root, full).split(path.sep).join('/').replace(/\.mdx?$/, '');
  let translation: 'en' | undefined;
  // `foo.EN.mdx` or `foo.En.mdx` would be read as an original named "foo.EN", with a translation's front matter.
  const suffix = /\.(en)$/i.exec(rel);
  if (suffix && suffix[1] !== 'en') throw new Error(`${file}:1:1: (file): a translation is named "<name>.en.mdx", in lower case; rename it to ${path.basename(full).replace(/\.en(\.mdx?)$/i, '.en$1')}`);
  if (rel.endsWith('.en')) {
    translation = 'en';
    rel = rel.slice(0, -3);
  }
  return { file, rel, translation, data: parsed.data, body: parsed.content };
}
