import { Feed } from 'feed';
import type { LocalizedPost } from '@/lib/content/blog';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { absoluteUrl } from '@/lib/routes/url';
import { site } from '@/lib/site/config';
import { tagLabel } from '@/lib/content/tag-labels';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** The RSS feed of one blog tag, beside its page: /blog/tags/<tag>/rss.xml (/en/… in English). */
export function tagFeedPath(tagPermalink: string): string {
  return `${tagPermalink}/${FEED_FILES.rss}`;
}

/** A feed of one tag's posts instead of the whole blog. */
export type FeedScope = { tag: { label: string; permalink: string } };

/** A post's image in the feeds: its raster social card (1200×630 PNG) or its own raster image; `length` in bytes when known. */
export type FeedImage = { url: string; length?: number };

/** The channel's image: a PNG (RSS 2.0 allows GIF, JPEG and PNG), the app icon. */
export const FEED_CHANNEL_IMAGE = '/img/icons/icon-192.png';

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif' };

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the given posts of one locale (newest first; see
 * FEED_LIMIT in lib/site/constants.ts); with a tag scope, the channel is that tag's page and feed.
 */
export function buildFeed(locale: Locale, posts: { post: LocalizedPost; html: string; image?: FeedImage }[], scope?: FeedScope) {
  const t = getT(locale);
  const home = absoluteUrl(localePath(locale, scope ? scope.tag.permalink : '/blog'));
  const author = posts[0]?.post.authorList[0];
  const feed = new Feed({
    // No post count in a tag feed's title: it would be wrong from the next post on.
    title: scope ? `${site.title} · ${t('blog.tagFeedChannel', { tag: scope.tag.label })}` : `${site.title} · ${t('blog.title')}`,
    description: t('blog.description'),
    id: home,
    link: home,
    language: locale,
    image: absoluteUrl(FEED_CHANNEL_IMAGE),
    favicon: absoluteUrl('/img/favicon.svg'),
    copyright: `© ${site.footer.since}-${posts[0]?.post.date.getUTCFullYear() ?? site.footer.since} ${author?.name ?? site.title}`,
    updated: posts[0]?.post.date,
    generator: site.title,
    feedLinks: scope
      ? { rss: absoluteUrl(localePath(locale, tagFeedPath(scope.tag.permalink))) }
      : Object.fromEntries(Object.entries(FEED_FILES).map(([k, f]) => [k, absoluteUrl(localePath(locale, `/blog/${f}`))])),
    author: author && { name: author.name, link: author.url.startsWith('/') ? absoluteUrl(localePath(locale, author.url)) : author.url },
  });
  for (const { post, html, image } of posts) {
    const url = absoluteUrl(localePath(locale, post.permalink));
    const type = image && MIME[image.url.split('.').pop()!.toLowerCase()];
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      // `published` is the publication date (Atom <published>, JSON date_published, RSS pubDate);
      // `date` alone would only say when the entry was updated.
      published: post.date,
      date: post.date,
      description: post.description,
      content: html,
      // A raster image only (an SVG in an enclosure shows in no reader), as a typed enclosure.
      image: image && type ? { url: image.url, type, ...(image.length ? { length: image.length } : {}) } : undefined,
      author: post.authorList.map((a) => ({ name: a.name, link: a.url.startsWith('/') ? absoluteUrl(localePath(locale, a.url)) : a.url })),
      category: post.tags.map((tag) => ({ name: tagLabel(tag.label, locale), term: tagLabel(tag.label, locale), domain: absoluteUrl(localePath(locale, tag.permalink)) })),
    });
  }
  return { rss: feed.rss2(), atom: withAtomLanguage(feed.atom1(), locale), json: asJsonFeed11(feed.json1(), locale) };
}

/** Atom's language is xml:lang on the root (the feed package writes none). */
function withAtomLanguage(atom: string, locale: Locale): string {
  return atom.replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`);
}

type JsonAuthor = { name?: string; url?: string };
type JsonItem = Record<string, unknown> & { author?: JsonAuthor; image?: string | { url: string } };

/**
 * JSON Feed 1.1 (the feed package writes 1.0's shape): the version, the feed's language, `authors`
 * arrays instead of 1.0's `author`, and an item image as a URL.
 */
function asJsonFeed11(json: string, locale: Locale): string {
  const { author, items, ...feed } = JSON.parse(json) as { author?: JsonAuthor; items: JsonItem[] } & Record<string, unknown>;
  return JSON.stringify(
    {
      ...feed,
      version: 'https://jsonfeed.org/version/1.1',
      language: locale,
      ...(author ? { authors: [author] } : {}),
      items: items.map(({ author: a, image, ...item }) => ({
        ...item,
        ...(image ? { image: typeof image === 'string' ? image : image.url } : {}),
        ...(a ? { authors: [a] } : {}),
      })),
    },
    null,
    4,
  );
}
