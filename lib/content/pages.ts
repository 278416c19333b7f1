import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { ContentError } from './errors';
import { CONTENT_DIR, readMdx } from './files';
import { formatIssues } from './schema';

/** Front matter of a standalone page (content/pages/<name>.mdx, <name>.en.mdx). */
export const pageFrontMatter = z.strictObject({
  /** The page's h1 and title. */
  title: z.string().trim().min(1, 'must not be empty'),
  /** Summary for the page head. */
  description: z.string().trim().min(1, 'must not be empty'),
});

export type Page = z.infer<typeof pageFrontMatter> & { body: string; file: string; lang: Locale };

const PAGES_DIR = path.join(CONTENT_DIR, 'pages');

/** A standalone page in a locale: the translation when one exists, else the original. */
export function getPage(name: string, locale: Locale): Page {
  const candidates = locale === 'en' ? [`${name}.en.mdx`, `${name}.mdx`] : [`${name}.mdx`];
  for (const candidate of candidates) {
    let src;
    try {
      src = readMdx(path.join(PAGES_DIR, candidate), PAGES_DIR);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const parsed = pageFrontMatter.safeParse(src.data);
    if (!parsed.success) throw new ContentError(formatIssues(src.file, parsed.error));
    return { ...parsed.data, body: src.body, file: src.file, lang: candidate.endsWith('.en.mdx') ? 'en' : 'zh-CN' };
  }
  throw new ContentError([`content/pages/${name}.mdx: file not found`]);
}
