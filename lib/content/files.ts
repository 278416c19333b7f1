import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

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

/** Every file below `dir` whose name ends with one of `exts`, sorted for a stable order. */
export function walk(dir: string, exts: string[]): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, exts);
    return exts.some((e) => name.endsWith(e)) ? [full] : [];
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
    const text = new TextDecoder('utf-8').decode(bytes.subarray(0, good));
    const { line, column } = lineColumn(text, text.length);
    throw new Error(`${repoPath(full)}:${line}:${column}: (encoding): not valid UTF-8 (byte 0x${bytes[good].toString(16)}); save the file as UTF-8`);
  }
}

/** Reads an MDX file and splits front matter from body; YAML errors name the file. */
export function readMdx(full: string, root: string): SourceFile {
  const raw = readUtf8(full);
  const file = repoPath(full);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // JSON schema: dates stay text, so the zod schema can reject an impossible date such as
    // 2024-13-45 instead of YAML silently rolling it over to the next year.
    parsed = matter(raw, { engines: { yaml: (s: string) => yaml.load(s, { schema: yaml.JSON_SCHEMA }) as object } });
  } catch (err) {
    throw new Error(`${file}: (front matter): invalid YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  let rel = path.relative(root, full).split(path.sep).join('/').replace(/\.mdx?$/, '');
  let translation: 'en' | undefined;
  if (rel.endsWith('.en')) {
    translation = 'en';
    rel = rel.slice(0, -3);
  }
  return { file, rel, translation, data: parsed.data, body: parsed.content };
}
