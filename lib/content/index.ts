import type { Locale } from '@/lib/i18n/locales';
import { POSTS_PER_PAGE } from '@/lib/site/constants';
import { loadAuthors, localizeAuthor, type Author, type AuthorEntry } from './authors';
import { site } from '@/lib/site/config';
import { loadPosts, localizePost, toTag, type LocalizedPost, type Post, type Tag } from './blog';
import path from 'node:path';
import { readCollection } from './collection';
import { CONTENT_DIR } from './files';
import { LIVE, perContent, reportProblems } from './live';
import { prefetchGitDates } from './last-updated';
import { DOCS_DIR } from './docs';
import { paginate, type PageOf } from './paginate';
import { placeholderProblem } from './placeholder';
import { relatedInputOf, relatedPicker, type RelatedPick } from './related';

/**
 * The one entry point pages use for content. Everything is read and validated once per process
 * (once per content revision under `next dev`, where a broken post is left out and reported
 * instead of failing every page); views ask for localised entries and never touch the file system.
 */
type State = {
  posts: Post[];
  /** Under `next dev`: slugs of posts left out for their problems (see blog.brokenSlugs). */
  broken: string[];
  authors: Record<string, AuthorEntry>;
  related?: (slug: string) => RelatedPick[] | undefined;
  /** Every post localised, per locale; shared and frozen, as several views of one page ask for it. */
  localized: Partial<Record<Locale, readonly LocalizedPost[]>>;
  tags?: readonly TagSummary[];
};

// Under `next dev`, git is asked for the folders' dates while the first page is still compiling.
prefetchGitDates([path.join(CONTENT_DIR, 'blog'), DOCS_DIR]);

const load = perContent('blog', (): State => {
  const authors = loadAuthors();
  const problems: string[] = [];
  const posts = loadPosts(undefined, authors, LIVE ? problems : undefined);
  if (LIVE) reportProblems('blog', problems);
  // The build refuses a placeholder description (lib/content/placeholder.ts); here it is a warning.
  if (LIVE) reportProblems('blog placeholders', posts.map((p) => placeholderProblem(p.source, p.description)).filter((p) => p !== null), 'warning');
  return { authors, posts, broken: LIVE ? brokenSlugs(posts) : [], localized: {} };
});

/** Slugs written in posts that were left out for their problems. */
function brokenSlugs(posts: Post[]): string[] {
  const valid = new Set(posts.map((p) => p.slug));
  const written = readCollection(path.join(CONTENT_DIR, 'blog'), []).originals.map((src) => src.data.slug);
  return written.filter((slug): slug is string => typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug) && !valid.has(slug));
}

/** Every post (unlisted ones too), localised once per process and locale. */
function localized(locale: Locale): readonly LocalizedPost[] {
  const s = load();
  return (s.localized[locale] ??= Object.freeze(s.posts.map((p) => localizePost(p, locale, s.authors))));
}

/** Tag labels sort in Chinese order (pinyin); one collator, not one per comparison. */
const byLabel = new Intl.Collator('zh-CN');

/** Related posts of a post, computed once per process (once per content revision under `next dev`). */
function relatedOf(slug: string): RelatedPick[] {
  const s = load();
  s.related ??= relatedPicker(s.posts.map(relatedInputOf));
  return s.related(slug) ?? [];
}

export type TagSummary = Tag & { count: number };

/** A related post as a post page lists it: only what the card shows, to keep the page payload lean. */
export type RelatedPost = Pick<LocalizedPost, 'title' | 'permalink' | 'dateISO' | 'description'> & { lang: Locale };

/** A post with everything its page shows around the body. */
export type PostPage = LocalizedPost & { related: RelatedPost[] };

export const blog = {
  /** Listed posts, newest first. */
  posts(locale: Locale): LocalizedPost[] {
    return localized(locale).filter((p) => !p.unlisted);
  },
  /** Every post including unlisted ones (each gets a page). */
  allPosts(locale: Locale): LocalizedPost[] {
    return [...localized(locale)];
  },
  post(slug: string, locale: Locale): PostPage | undefined {
    const all = localized(locale);
    const l = all.find((p) => p.slug === slug);
    if (!l) return undefined;
    const neighbour = (link?: { permalink: string; title: string }) => {
      const shown = link && all.find((p) => p.permalink === link.permalink);
      return shown && { permalink: shown.permalink, title: shown.title, lang: shown.bodyLang };
    };
    const related = relatedOf(slug).map(({ slug: other }): RelatedPost => {
      const r = all.find((p) => p.slug === other)!;
      // bodyLang is the language of the title and description shown (English where translated).
      return { title: r.title, permalink: r.permalink, dateISO: r.dateISO, description: r.description, lang: r.bodyLang };
    });
    return { ...l, prevItem: neighbour(l.prevItem), nextItem: neighbour(l.nextItem), related };
  },
  pages(locale: Locale): PageOf<LocalizedPost>[] {
    return paginate(this.posts(locale), POSTS_PER_PAGE, '/blog');
  },
  /** Every tag of listed posts with its post count, sorted by label. */
  tags(): TagSummary[] {
    const s = load();
    if (s.tags) return [...s.tags];
    const counts = new Map<string, TagSummary>();
    for (const p of s.posts) {
      if (p.unlisted) continue;
      for (const t of p.tags) {
        const entry = counts.get(t.slug) ?? { ...toTag(t.label), count: 0 };
        entry.count += 1;
        counts.set(t.slug, entry);
      }
    }
    s.tags = Object.freeze([...counts.values()].sort((a, b) => byLabel.compare(a.label, b.label)));
    return [...s.tags];
  },
  tagPages(slug: string, locale: Locale): PageOf<LocalizedPost>[] {
    const posts = this.posts(locale).filter((p) => p.tags.some((t) => t.slug === slug));
    return paginate(posts, POSTS_PER_PAGE, `/blog/tags/${slug}`);
  },
  /** Listed posts grouped by year, newest year first. */
  archive(locale: Locale): { year: number; posts: LocalizedPost[] }[] {
    const years = new Map<number, LocalizedPost[]>();
    for (const p of this.posts(locale)) {
      const y = p.date.getUTCFullYear();
      years.set(y, [...(years.get(y) ?? []), p]);
    }
    return [...years.entries()].sort((a, b) => b[0] - a[0]).map(([year, posts]) => ({ year, posts }));
  },
  /** The site's author (`site.author.key`): the notes' author and the home page's Person. */
  siteAuthor(locale: Locale): Author {
    const { authors } = load();
    return localizeAuthor(site.author.key, authors[site.author.key], locale);
  },
  /**
   * Under `next dev`, the slugs of posts left out for their problems: their URLs stay routes (the
   * page says not found and lists the problems), so the dev server keeps answering them while the
   * author fixes the file and the open tab comes back by itself. Empty in a build.
   */
  brokenSlugs(): string[] {
    return [...load().broken];
  },
  /** Global data for the profile card. */
  stats() {
    return { postNum: this.posts('zh-CN').length, tagNum: this.tags().length };
  },
};
export { docs } from './docs-index';
