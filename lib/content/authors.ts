import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { ContentError } from './errors';
import { CONTENT_DIR } from './files';
import { publicImage, siteLink } from './schema';

/** One author in content/data/authors.json, keyed by the id posts use in `authors`. */
export const authorSchema = z.strictObject({
  /** Display name. */
  name: z.string().min(1),
  /** Short role line under the name. */
  title: z.string().min(1),
  /** Profile link: a site path (/about) or an absolute URL. */
  url: siteLink,
  /** Avatar, a path under public/. */
  imageURL: publicImage,
  /** English name and title. */
  en: z.strictObject({ name: z.string().min(1), title: z.string().min(1) }).optional(),
});
export const authorsFile = z.record(z.string().regex(/^[\w-]+$/), authorSchema);

export type Author = { key: string; name: string; title: string; url: string; imageURL: string };
export type AuthorEntry = z.infer<typeof authorSchema>;

export function parseAuthors(json: unknown, file: string): Record<string, AuthorEntry> {
  const parsed = authorsFile.safeParse(json);
  if (!parsed.success) {
    throw new ContentError(parsed.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

export function loadAuthors(dir = path.join(CONTENT_DIR, 'data')): Record<string, AuthorEntry> {
  const file = path.join(dir, 'authors.json');
  const rel = path.relative(process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContentError([`${rel}: ${(err as Error).message}`]);
  }
  return parseAuthors(json, rel);
}

export function localizeAuthor(key: string, a: AuthorEntry, locale: Locale): Author {
  const t = locale === 'en' && a.en ? a.en : a;
  return { key, name: t.name, title: t.title, url: a.url, imageURL: a.imageURL };
}
