import path from 'node:path';
import { env } from '@/lib/site/env';
import type { Locale } from '@/lib/i18n/locales';
import { splitTruncate } from '@/lib/mdx/preprocess';
import { loadAuthors, localizeAuthor, type Author, type AuthorEntry } from './authors';
import { ContentError } from './errors';
import { attachTranslations, readCollection, repeatedTags, tagSlug } from './collection';
import { figureIn } from './figures';
import { CONTENT_DIR, LIVE } from './files';
import { gitDatesOrWarn, lastUpdateOf, lastUpdateProblems, type LastUpdates } from './last-updated';
import { readingTime } from './reading-time';
import { formatIssues, postFrontMatter, type PostFrontMatter, type TranslationFrontMatter } from './schema';

export type Tag = { label: string; slug: string; permalink: string };
/** A link to another post; `lang` is the language of what it leads to, where a list shows it. */
export type Link = { title: string; permalink: string; lang?: Locale };

export type Post = Omit<PostFrontMatter, 'tags' | 'authors' | 'last_update'> & {
  /** Locale-free URL path: /blog/<slug> */
  permalink: string;
  /** Source file, relative to the repository: content/blog/2021/foo.mdx */
  source: string;
  editUrl?: string;
  /** ISO date, YYYY-MM-DD. */
  dateISO: string;
  /**
   * YYYY-MM-DD, 'Updated on': by `lastUpdateOf`, the rule notes follow too (front matter
   * `last_update`, else the newest of the timeline's git dates and the dated update notes), only when
   * later than `date`.
   */
  lastUpdate?: string;
  tags: Tag[];
  authorKeys: string[];
  /** Decimal minutes. */
  readingTime: number;
  hasTruncateMarker: boolean;
  /** MDX body without front matter. */
  body: string;
  /** MDX of the part before the truncate marker (the whole body when there is none). */
  excerpt: string;
  translation?: TranslationFrontMatter & { body: string; excerpt: string; source: string };
  /** The size of an `image` beside the post (`image` is then its figure's URL, /figures/…). */
  imageSize?: { width: number; height: number };
  prevItem?: Link;
  nextItem?: Link;
};

/** Slugs that would collide with the blog's own routes. */
const RESERVED = new Set(['page', 'archive', 'tags', 'rss', 'atom', 'feed']);

export { tagSlug };

export function toTag(label: string): Tag {
  const slug = tagSlug(label);
  return { label, slug, permalink: `/blog/tags/${slug}` };
}

/**
 * Reads every post in `dir`, validates it, and derives its metadata. Every problem in the whole
 * folder is collected and thrown at once, each naming the file and the field. With `sink`, the
 * problems go there instead and the valid posts are returned (the content check reports them).
 * Drafts are left out unless `withDrafts` (by default: under `next dev`).
 */

export function loadPosts(
  dir = path.join(CONTENT_DIR, 'blog'),
  authors: Record<string, AuthorEntry> = loadAuthors(),
  sink?: string[],
  withDrafts = LIVE,
  /** Git dates of the files (one `git log` over the folder by default). */
  dates: LastUpdates = gitDatesOrWarn(dir),
): Post[] {
  const problems: string[] = sink ?? [];
  const files = readCollection(dir, problems);

  const posts: Post[] = [];
  const bySlug = new Map<string, { file: string; date: number }>();
  const byRel = new Map<string, Post>();
  for (const src of files.originals) {
    const parsed = postFrontMatter.safeParse(src.data);
    if (!parsed.success) {
      problems.push(...formatIssues(src.file, parsed.error));
      continue;
    }
    const fm = parsed.data;
    let ok = true;
    if (RESERVED.has(fm.slug)) {
      problems.push(`${src.file}: slug: "${fm.slug}" is reserved by a blog route`);
      ok = false;
    }
    const other = bySlug.get(fm.slug);
    if (other && other.date > fm.date.getTime()) {
      // Two posts on one slug: the newer one took the older one's URL and is the one named (file
      // order, which walks a year's folder by name, decides only a tie).
      problems.push(`${other.file}: slug: "${fm.slug}" is already used by ${src.file}, the older post; change the slug of this one`);
      const taken = posts.findIndex((p) => p.source === other.file);
      if (taken >= 0) {
        for (const [rel, p] of byRel) if (p === posts[taken]) byRel.delete(rel);
        posts.splice(taken, 1);
      }
    } else if (other) {
      problems.push(`${src.file}: slug: "${fm.slug}" is already used by ${other.file}, the older post; change the slug of this one`);
      ok = false;
    }
    for (const key of fm.authors) {
      if (!authors[key]) {
        problems.push(`${src.file}: authors: unknown author key "${key}" (known: ${Object.keys(authors).join(', ')})`);
        ok = false;
      }
    }
    const beside = fm.image?.startsWith('./') ? figureIn(src.file, fm.image) : undefined;
    if (typeof beside === 'string') {
      problems.push(`${src.file}: image: ${beside}`);
      ok = false;
    }
    const repeated = repeatedTags(src.file, fm.tags);
    if (repeated.length) {
      problems.push(...repeated);
      ok = false;
    }
    if (!ok) continue;
    bySlug.set(fm.slug, { file: src.file, date: fm.date.getTime() });
    // A draft is validated like any post, then kept only by `next dev`: the build has no trace of it.
    if (fm.draft && !withDrafts) continue;
    const { excerpt, body } = splitTruncate(src.body);
    const { tags, authors: authorKeys, last_update: lastUpdate, ...rest } = fm;
    const post: Post = {
      ...rest,
      permalink: `/blog/${fm.slug}`,
      source: src.file,
      editUrl: env.editUrl ? `${env.editUrl}/${src.file}` : undefined,
      dateISO: fm.date.toISOString().slice(0, 10),
      lastUpdate: lastUpdate?.toISOString().slice(0, 10),
      ...(beside && typeof beside !== 'string' ? { image: beside.url, imageSize: { width: beside.width, height: beside.height } } : {}),
      tags: tags.map(toTag),
      authorKeys,
      readingTime: readingTime(body),
      hasTruncateMarker: excerpt !== null,
      body,
      excerpt: excerpt ?? body,
    };
    posts.push(post);
    byRel.set(src.rel, post);
  }

  attachTranslations(files, byRel, 'post', problems, (post, fm, src) => {
    const { excerpt, body } = splitTruncate(src.body);
    post.translation = { ...fm, body, excerpt: excerpt ?? body, source: src.file };
  });
  for (const post of posts) {
    const sources = { frontMatter: post.lastUpdate, bodies: [post.body, post.translation?.body ?? ''], published: post.dateISO };
    problems.push(...lastUpdateProblems(post.source, sources));
    post.lastUpdate = lastUpdateOf({ ...sources, git: [dates.get(post.source), post.translation && dates.get(post.translation.source)] });
  }

  if (problems.length && !sink) throw new ContentError(problems);

  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
  const listed = posts.filter((p) => !p.unlisted);
  listed.forEach((p, i) => {
    const newer = listed[i - 1];
    const older = listed[i + 1];
    p.prevItem = newer ? { title: newer.title, permalink: newer.permalink } : undefined;
    p.nextItem = older ? { title: older.title, permalink: older.permalink } : undefined;
  });
  return posts;
}

/** A post as one locale shows it: the translation when there is one. */
export type LocalizedPost = Post & {
  /** Language of the body shown. */
  bodyLang: Locale;
  /** The body is shown untranslated in a locale other than its own. */
  untranslated: boolean;
  authorList: Author[];
};

export function localizePost(post: Post, locale: Locale, authors: Record<string, AuthorEntry>): LocalizedPost {
  const tr = locale === 'en' && post.lang !== 'en' ? post.translation : undefined;
  return {
    ...post,
    title: tr?.title ?? post.title,
    description: tr?.description ?? post.description,
    keywords: tr?.keywords ?? post.keywords,
    body: tr?.body ?? post.body,
    excerpt: tr?.excerpt ?? post.excerpt,
    source: tr?.source ?? post.source,
    bodyLang: tr ? 'en' : post.lang,
    untranslated: !tr && post.lang !== locale,
    authorList: post.authorKeys.map((k) => localizeAuthor(k, authors[k], locale)),
  };
}
