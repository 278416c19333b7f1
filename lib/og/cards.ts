import { formatDate, formatDay } from '@/lib/i18n/dates';
import { tagLabel } from '@/lib/content/tag-labels';
import { blog, docs } from '@/lib/content';
import type { LocalizedPost } from '@/lib/content/blog';
import type { LocalizedDoc } from '@/lib/content/docs';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { publicImageSize } from '@/lib/mdx/image-size';
import { localeConfig } from '@/lib/i18n/locales';
import { withoutTrailingSlash } from '@/lib/routes/paths';

/**
 * Social cards: what each page's card shows and where it lives. The pages' metadata and the
 * post-build step that draws the PNGs (scripts/lib/social-cards.ts) both ask this module, so a
 * page never links a card that was not drawn.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the card's drawing or encoding changes: every cached card is drawn again. */
export const CARD_TEMPLATE_VERSION = 6;
/** Cards live under out/og/, mirroring the page paths: /og/blog/<slug>.png, /og/en/docs/redis.png. */
export const CARD_DIR = 'og';

/** Everything a card shows; the cache key of its PNG (with the template version and the fonts). */
export type CardSpec = {
  /** Language of the card's own words (kind, date, reading time). */
  locale: Locale;
  /** Language of the title. */
  lang: Locale;
  /** What the page is: 博客 / Blog, 笔记 / Notes, or the site's name. */
  kind: string;
  title: string;
  /** Date, reading time, or a one-line description. */
  meta: string[];
  /** A post's tags, or a note's category trail. */
  chips: string[];
  chipStyle: 'tags' | 'trail';
};

/** A page's social image: a drawn card, or a post's own raster image. */
export type SocialImage = { path: string; width?: number; height?: number; alt: string; spec?: CardSpec };

const RASTER = /\.(png|jpe?g|webp|gif|avif)$/i;

/** The card file of a page path in a locale: /og/blog/x.png, /og/en/blog/x.png, /og/index.png. */
export function cardPath(locale: Locale, pagePath: string): string {
  const prefix = localeConfig[locale].path;
  const clean = withoutTrailingSlash(pagePath);
  return `/${CARD_DIR}${prefix ? `/${prefix}` : ''}${clean === '/' ? '/index' : clean}.png`;
}

function card(locale: Locale, pagePath: string, spec: CardSpec): SocialImage {
  return { path: cardPath(locale, pagePath), width: CARD_WIDTH, height: CARD_HEIGHT, alt: spec.title, spec };
}

/** The locale whose card a page shows: its own when its title differs from the default locale's, else the default's. */
function cardLocale(locale: Locale, title: (l: Locale) => string | undefined): Locale {
  return locale !== defaultLocale && title(locale) !== title(defaultLocale) ? locale : defaultLocale;
}

function postSpec(post: LocalizedPost, locale: Locale): CardSpec {
  const t = getT(locale);
  return {
    locale,
    lang: post.bodyLang,
    kind: t('nav.blog'),
    title: post.title,
    meta: [formatDate(post.date, locale), t('blog.readingTime', { minutes: Math.max(1, Math.ceil(post.readingTime)) })],
    chips: post.tags.map((tag) => tagLabel(tag.label, locale)),
    chipStyle: 'tags',
  };
}

/** A post's social image: its own raster `image`, else its card (an SVG `image` gets a card too). */
export function postImage(slug: string, locale: Locale): SocialImage | undefined {
  const find = (l: Locale) => blog.allPosts(l).find((p) => p.slug === slug);
  const post = find(locale);
  if (!post) return undefined;
  if (post.image && RASTER.test(post.image)) {
    const size = post.imageSize ?? publicImageSize(post.image);
    return { path: post.image, width: size?.width, height: size?.height, alt: post.title };
  }
  const l = cardLocale(locale, (x) => find(x)?.title);
  return card(l, post.permalink, postSpec(l === locale ? post : find(l)!, l));
}

function docSpec(doc: LocalizedDoc, locale: Locale): CardSpec {
  const t = getT(locale);
  const crumbs = docs.page(doc.permalink, locale)?.breadcrumbs ?? [];
  return {
    locale,
    lang: doc.bodyLang,
    kind: t('nav.notes'),
    title: doc.title,
    meta: doc.lastUpdate ? [t('card.lastUpdated', { date: formatDay(doc.lastUpdate, locale) })] : [],
    chips: crumbs.slice(0, -1).map((c) => c.label),
    chipStyle: 'trail',
  };
}

/** A note's card. */
export function docImage(permalink: string, locale: Locale): SocialImage | undefined {
  const find = (l: Locale) => docs.byPath(permalink, l);
  const doc = find(locale);
  if (!doc) return undefined;
  const l = cardLocale(locale, (x) => find(x)?.title);
  return card(l, doc.permalink, docSpec(l === locale ? doc : find(l)!, l));
}

/** The sections with a card of their own; every other page shows its section's card or the home card. */
export type Section = 'home' | 'blog' | 'archive' | 'tags' | 'docs';

const SECTION_PATHS: Record<Section, string> = { home: '/', blog: '/blog', archive: '/blog/archive', tags: '/blog/tags', docs: '/docs/tags' };

export function sectionImage(locale: Locale, section: Section = 'home'): SocialImage {
  const t = getT(locale);
  const stats = blog.stats();
  const specs: Record<Section, () => Omit<CardSpec, 'locale' | 'lang' | 'chipStyle'>> = {
    home: () => ({ kind: t('nav.home'), title: t('home.greeting'), meta: [t('home.roles')], chips: [] }),
    blog: () => ({ kind: t('nav.blog'), title: t('blog.title'), meta: [t('card.posts', { count: stats.postNum })], chips: [] }),
    archive: () => ({ kind: t('nav.blog'), title: t('blog.archiveTitle'), meta: [t('blog.archiveDescription')], chips: [] }),
    tags: () => ({ kind: t('nav.blog'), title: t('blog.tagsTitle'), meta: [t('card.tags', { count: stats.tagNum })], chips: [] }),
    docs: () => ({ kind: t('nav.notes'), title: t('docs.title'), meta: [t('card.docTags', { count: docs.tags().length })], chips: [] }),
  };
  return card(locale, SECTION_PATHS[section], { locale, lang: locale, chipStyle: 'tags', ...specs[section]() });
}

/** Every card of the site, once each (a shared card is listed once): what the post-build step draws. */
export function allCards(): SocialImage[] {
  const byPath = new Map<string, SocialImage>();
  const add = (image: SocialImage | undefined) => {
    if (image?.spec && !byPath.has(image.path)) byPath.set(image.path, image);
  };
  for (const locale of locales) {
    for (const section of Object.keys(SECTION_PATHS) as Section[]) add(sectionImage(locale, section));
    for (const post of blog.allPosts(locale)) add(postImage(post.slug, locale));
    for (const doc of docs.all(locale)) add(docImage(doc.permalink, locale));
  }
  return [...byPath.values()];
}
