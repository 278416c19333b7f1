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

/** Reads an MDX file and splits front matter from body; YAML errors name the file. */
export function readMdx(full: string, root: string): SourceFile {
  const raw = readFileSync(full, 'utf8');
  const file = path.relative(process.cwd(), full).split(path.sep).join('/');
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
