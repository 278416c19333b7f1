import { ContentError } from './errors';
import { readMdx, walk, type SourceFile } from './files';
import { formatIssues, translationFrontMatter, type TranslationFrontMatter } from './schema';

/**
 * What the blog and the docs share: a folder of MDX files where `foo.en.mdx` is the English
 * translation of `foo.mdx`, and tags written as free labels.
 */

/** Every MDX file below `dir`, originals apart from translations; unreadable files become problems. */
export function readCollection(dir: string, problems: string[]): { originals: SourceFile[]; translations: SourceFile[] } {
  const originals: SourceFile[] = [];
  const translations: SourceFile[] = [];
  for (const full of walk(dir, ['.mdx', '.md'])) {
    try {
      const src = readMdx(full, dir);
      (src.translation ? translations : originals).push(src);
    } catch (err) {
      problems.push(...(err instanceof ContentError ? err.problems : [(err as Error).message]));
    }
  }
  return { originals, translations };
}

/** The URL segment of a tag label: NFC, lower case, spaces to dashes, URL-reserved characters out. */
export function tagSlug(label: string): string {
  return label.normalize('NFC').trim().toLowerCase().replace(/\s+/g, '-').replace(/[/?#%\\]/g, '-');
}

/** Problems for labels of one entry that land on the same tag page (`Vue` and `vue`). */
export function repeatedTags(file: string, labels: string[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const label of labels) {
    const prev = seen.get(tagSlug(label));
    if (prev !== undefined) problems.push(`${file}: tags: "${label}" repeats "${prev}"`);
    seen.set(tagSlug(label), label);
  }
  return problems;
}

/**
 * Validates every translation and hands it to `attach` with the entry it translates. A translation
 * of a file that does not exist is a problem; one whose original was rejected is skipped, since
 * that original's problems are reported already.
 */
export function attachTranslations<T>(
  { originals, translations }: { originals: SourceFile[]; translations: SourceFile[] },
  entries: Map<string, T>,
  noun: 'post' | 'doc',
  problems: string[],
  attach: (entry: T, fm: TranslationFrontMatter, src: SourceFile) => void,
): void {
  for (const src of translations) {
    const entry = entries.get(src.rel);
    if (!entry) {
      if (!originals.some((o) => o.rel === src.rel)) problems.push(`${src.file}: translation of a ${noun} that does not exist (${src.rel}.mdx)`);
      continue;
    }
    const parsed = translationFrontMatter.safeParse(src.data);
    if (!parsed.success) {
      problems.push(...formatIssues(src.file, parsed.error));
      continue;
    }
    attach(entry, parsed.data, src);
  }
}
