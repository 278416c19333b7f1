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
export type FeedScope = { tag: { label: string; permalink: string; count: number } };

/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the given posts of one locale (newest first; see
 * FEED_LIMIT in lib/site/constants.ts); with a tag scope, the channel is that tag's page and feed.
 */
export function buildFeed(locale: Locale, posts: { post: LocalizedPost; html: string }[], scope?: FeedScope) {
  const t = getT(locale);
  const home = absoluteUrl(localePath(locale, scope ? scope.tag.permalink : '/blog'));
  const author = posts[0]?.post.authorList[0];
  const feed = new Feed({
    title: scope ? `${site.title} · ${t('blog.tagTitle', { count: scope.tag.count, tag: scope.tag.label })}` : `${site.title} · ${t('blog.title')}`,
    description: t('blog.description'),
    id: home,
    link: home,
    language: locale,
    image: absoluteUrl(site.logo.src),
    favicon: absoluteUrl('/img/favicon.svg'),
    copyright: `© ${site.footer.since}-${posts[0]?.post.date.getUTCFullYear() ?? site.footer.since} ${author?.name ?? site.title}`,
    updated: posts[0]?.post.date,
    generator: site.title,
    feedLinks: scope
      ? { rss: absoluteUrl(localePath(locale, tagFeedPath(scope.tag.permalink))) }
      : Object.fromEntries(Object.entries(FEED_FILES).map(([k, f]) => [k, absoluteUrl(localePath(locale, `/blog/${f}`))])),
    author: author && { name: author.name, link: author.url.startsWith('/') ? absoluteUrl(localePath(locale, author.url)) : author.url },
  });
  for (const { post, html } of posts) {
    const url = absoluteUrl(localePath(locale, post.permalink));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: post.date,
      description: post.description,
      content: html,
      image: post.image ? absoluteUrl(post.image) : undefined,
      author: post.authorList.map((a) => ({ name: a.name, link: a.url.startsWith('/') ? absoluteUrl(localePath(locale, a.url)) : a.url })),
      category: post.tags.map((tag) => ({ name: tagLabel(tag.label, locale), term: tagLabel(tag.label, locale), domain: absoluteUrl(localePath(locale, tag.permalink)) })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() };
}
