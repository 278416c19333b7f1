import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/site/env';
import type { Locale } from '@/lib/i18n/locales';
import type { Tag } from './blog';
import { attachTranslations, readCollection, repeatedTags, tagSlug } from './collection';
import { ContentError } from './errors';
import { CONTENT_DIR, walk } from './files';
import { gitDatesOrWarn, lastUpdateOf, lastUpdateProblems, type LastUpdates } from './last-updated';
import {
  categoryFile,
  docFrontMatter,
  formatIssues,
  nameProblem,
  type CategoryFile,
  type DocFrontMatter,
  type TranslationFrontMatter,
} from './schema';

export const DOCS_DIR = path.join(CONTENT_DIR, 'docs');

export type Doc = Omit<DocFrontMatter, 'tags' | 'id' | 'last_update'> & {
  /** Path without extension (last segment replaced by a front-matter id): skill/database/redis */
  id: string;
  /** Folder of the doc relative to the docs root ('' at the root): skill/database */
  dir: string;
  /** File name without extension: redis, index */
  name: string;
  /** Locale-free URL path: /docs/skill/database/redis, /docs/redis */
  permalink: string;
  /** Source file, relative to the repository: content/docs/skill/database/redis.mdx */
  source: string;
  editUrl?: string;
  tags: Tag[];
  body: string;
  translation?: TranslationFrontMatter & { body: string; source: string };
  /** YYYY-MM-DD, by `lastUpdateOf`: front matter `last_update`, else the newest of the timeline's git dates and the dated update notes; unknown without any. */
  lastUpdate?: string;
};

/** A folder's _category_.json, keyed by folder (relative to the docs root). */
export type Category = CategoryFile & { dir: string; file: string };

export type LoadedDocs = {
  /** Every non-draft doc, sorted by id. */
  docs: Doc[];
  /** Ids of drafts: built nowhere, left out of sidebars silently. */
  draftIds: string[];
  categories: Map<string, Category>;
};

/** First URL segments under /docs that belong to generated routes. */
const RESERVED = new Set(['category', 'tags']);

export function docTag(label: string): Tag {
  const slug = tagSlug(label);
  return { label, slug, permalink: `/docs/tags/${slug}` };
}

/** The doc id: the path without extension, with the last segment replaced by a front-matter `id`. */
export function docId(rel: string, id?: string): string {
  if (!id) return rel;
  const i = rel.lastIndexOf('/');
  return i < 0 ? id : `${rel.slice(0, i + 1)}${id}`;
}

/**
 * The locale-free URL of a doc: '/docs' + the front-matter slug, else '/docs/' + the path with a
 * trailing `index` removed (skill/index → /docs/skill). Pure; the loader and tests share it.
 */
export function docRoute(rel: string, slug?: string): string {
  if (slug !== undefined) {
    const clean = slug.replace(/\/+$/, '');
    return clean ? `/docs${clean}` : '/docs';
  }
  const stripped = rel === 'index' ? '' : rel.replace(/\/index$/, '');
  return stripped ? `/docs/${stripped}` : '/docs';
}

function readCategories(dir: string, problems: string[]): Map<string, Category> {
  const categories = new Map<string, Category>();
  for (const full of walk(dir, ['_category_.json'])) {
    const file = path.relative(process.cwd(), full).split(path.sep).join('/');
    const folder = path.relative(dir, path.dirname(full)).split(path.sep).join('/');
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(full, 'utf8'));
    } catch (err) {
      problems.push(`${file}: (file): invalid JSON: ${(err as Error).message}`);
      continue;
    }
    const parsed = categoryFile.safeParse(raw);
    if (!parsed.success) {
      problems.push(...formatIssues(file, parsed.error));
      continue;
    }
    categories.set(folder, { ...parsed.data, dir: folder, file });
  }
  return categories;
}

/**
 * Reads every doc and _category_.json in `dir`, validates them, and derives ids and URLs. Every
 * problem in the folder is collected and thrown at once, each naming the file and the field.
 * With `sink`, the problems go there instead and the valid docs are returned. `dates` maps sources
 * to their last commit (one `git log` over the folder by default).
 */
export function loadDocs(
  dir = DOCS_DIR,
  { sink, dates = gitDatesOrWarn(dir, { lateWarnings: true }) }: { sink?: string[]; dates?: LastUpdates } = {},
): LoadedDocs {
  const problems: string[] = sink ?? [];
  const files = readCollection(dir, problems);
  const categories = readCategories(dir, problems);

  const docs: Doc[] = [];
  const draftIds: string[] = [];
  const byUrl = new Map<string, string>();
  const byId = new Map<string, string>();
  const byRel = new Map<string, Doc>();
  const frontMatterDates = new Map<Doc, string>();
  for (const src of files.originals) {
    const parsed = docFrontMatter.safeParse(src.data);
    if (!parsed.success) {
      problems.push(...formatIssues(src.file, parsed.error));
      continue;
    }
    const { id: idOverride, tags, last_update: lastUpdateOverride, ...fm } = parsed.data;
    const id = docId(src.rel, idOverride);
    if (fm.draft) {
      draftIds.push(id);
      continue;
    }
    let ok = true;
    const permalink = docRoute(src.rel, fm.slug);
    // The path names a URL, a folder of out/ and sitemap entries: no `.`, `&`, `<`, quotes or spaces.
    if (!/^[\p{L}\p{N}_/-]+$/u.test(permalink)) {
      problems.push(`${src.file}: ${fm.slug === undefined ? '(file)' : 'slug'}: the URL "${permalink}" may hold only letters, digits, - _ and /; rename the file or set a slug`);
      ok = false;
    }
    for (const segment of permalink.split('/').slice(2)) {
      const problem = segment && nameProblem(segment);
      if (problem) {
        problems.push(`${src.file}: ${fm.slug === undefined ? '(file)' : 'slug'}: ${problem}`);
        ok = false;
      }
    }
    const first = permalink.split('/')[2];
    if (first && RESERVED.has(first)) {
      problems.push(`${src.file}: slug: "${permalink}" collides with the generated /docs/${first} pages`);
      ok = false;
    }
    const otherUrl = byUrl.get(permalink);
    if (otherUrl) {
      // Two docs on one URL: the newer one (last_update or last commit; a file not committed yet
      // is the newest) is the one that took the other's place, and is named; file order decides a tie.
      const mine = lastUpdateOverride?.toISOString().slice(0, 10) ?? dates.get(src.file) ?? '\uffff';
      const other = docs.find((d) => d.source === otherUrl);
      if (ok && other && (other.lastUpdate ?? '\uffff') > mine) {
        problems.push(`${other.source}: slug: URL "${permalink}" is already used by ${src.file}, the older doc; change the slug of this one`);
        docs.splice(docs.indexOf(other), 1);
        byRel.delete(other.dir ? `${other.dir}/${other.name}` : other.name);
        byId.delete(other.id);
      } else {
        problems.push(`${src.file}: slug: URL "${permalink}" is already used by ${otherUrl}, the older doc; change the slug of this one`);
        ok = false;
      }
    }
    const otherId = byId.get(id);
    if (otherId) {
      problems.push(`${src.file}: id: doc id "${id}" is already used by ${otherId}`);
      ok = false;
    }
    const repeated = repeatedTags(src.file, tags);
    if (repeated.length) {
      problems.push(...repeated);
      ok = false;
    }
    if (!ok) continue;
    byUrl.set(permalink, src.file);
    byId.set(id, src.file);
    const slash = src.rel.lastIndexOf('/');
    const doc: Doc = {
      ...fm,
      id,
      dir: slash < 0 ? '' : src.rel.slice(0, slash),
      name: slash < 0 ? src.rel : src.rel.slice(slash + 1),
      permalink,
      source: src.file,
      editUrl: env.editUrl ? `${env.editUrl}/${src.file}` : undefined,
      tags: tags.map(docTag),
      body: src.body,
      lastUpdate: lastUpdateOverride?.toISOString().slice(0, 10) ?? dates.get(src.file),
    };
    if (lastUpdateOverride) frontMatterDates.set(doc, lastUpdateOverride.toISOString().slice(0, 10));
    docs.push(doc);
    byRel.set(src.rel, doc);
  }

  attachTranslations(files, byRel, 'doc', problems, (doc, fm, src) => {
    doc.translation = { ...fm, body: src.body, source: src.file };
  });
  // One rule for notes and posts (lib/content/last-updated.ts): last_update, else the newest of the
  // timeline's git dates (the doc and its translation) and the dated update notes.
  for (const doc of docs) {
    const sources = { frontMatter: frontMatterDates.get(doc), bodies: [doc.body, doc.translation?.body ?? ''] };
    problems.push(...lastUpdateProblems(doc.source, sources));
    doc.lastUpdate = lastUpdateOf({ ...sources, git: [dates.get(doc.source), doc.translation && dates.get(doc.translation.source)] });
  }

  if (problems.length && !sink) throw new ContentError(problems);
  docs.sort((a, b) => a.id.localeCompare(b.id));
  return { docs, draftIds: draftIds.sort(), categories };
}

/** A doc as one locale shows it: the translation when there is one. */
export type LocalizedDoc = Doc & {
  /** Language of the body shown. */
  bodyLang: Locale;
  /** The body is shown untranslated in a locale other than its own. */
  untranslated: boolean;
};

export function localizeDoc(doc: Doc, locale: Locale): LocalizedDoc {
  const tr = locale === 'en' && doc.lang !== 'en' ? doc.translation : undefined;
  return {
    ...doc,
    title: tr?.title ?? doc.title,
    description: tr?.description ?? doc.description,
    sidebar_label: tr ? undefined : doc.sidebar_label,
    body: tr?.body ?? doc.body,
    source: tr?.source ?? doc.source,
    bodyLang: tr ? 'en' : doc.lang,
    untranslated: !tr && doc.lang !== locale,
  };
}

/** Label and description of a category in one locale. */
export function localizeCategory(cat: CategoryFile, locale: Locale): { label: string; description?: string } {
  if (locale === 'en' && cat.en) return { label: cat.en.label, description: cat.en.description ?? cat.link?.description };
  return { label: cat.label, description: cat.link?.description };
}

export function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
