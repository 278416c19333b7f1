import type { Metadata } from 'next';
import { localeConfig, locales, type Locale, defaultLocale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { absoluteUrl } from '@/lib/routes/url';
import { site } from '@/lib/site/config';
import { sectionImage, type SocialImage } from '@/lib/og/cards';

type PageMeta = {
  locale: Locale;
  /** Locale-free path of the page, e.g. /blog/foo */
  path: string;
  title: string;
  description?: string;
  type?: 'website' | 'article';
  /** The page's social card (lib/og/cards.ts); the home card of the locale when absent. */
  image?: SocialImage;
  publishedTime?: string;
  /** article:modified_time (a doc's last update). */
  modifiedTime?: string;
  keywords?: readonly string[];
  /** An RSS feed of this page's own (a tag's), listed before the blog's feeds. */
  feed?: { path: string; title: string };
  /** Leave the page out of search engines (unlisted entries). */
  noindex?: boolean;
};

/** The head of a page: title, canonical, hreflang alternates, og and twitter cards. */
export function pageMetadata(meta: PageMeta): Metadata {
  const description = meta.description ?? getT(meta.locale)('site.description');
  const url = absoluteUrl(localePath(meta.locale, meta.path));
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((l) => [localeConfig[l].htmlLang, absoluteUrl(localePath(l, meta.path))]),
  );
  languages['x-default'] = absoluteUrl(localePath(defaultLocale, meta.path));
  const image = meta.image ?? sectionImage(meta.locale);
  const images = [{ url: absoluteUrl(encodeURI(image.path)), width: image.width, height: image.height, alt: image.alt }];
  return {
    // Absolute: a template in the root layout would not reach pages of the layout's own segment.
    title: { absolute: `${meta.title} | ${site.title}` },
    description,
    keywords: meta.keywords?.length ? [...meta.keywords] : undefined,
    robots: meta.noindex ? { index: false, follow: true } : undefined,
    alternates: {
      canonical: url,
      languages,
      types: {
        'application/rss+xml': meta.feed
          ? [
              { url: absoluteUrl(localePath(meta.locale, meta.feed.path)), title: meta.feed.title },
              { url: absoluteUrl(localePath(meta.locale, '/blog/rss.xml')), title: site.title },
            ]
          : absoluteUrl(localePath(meta.locale, '/blog/rss.xml')),
        'application/atom+xml': absoluteUrl(localePath(meta.locale, '/blog/atom.xml')),
        'application/feed+json': absoluteUrl(localePath(meta.locale, '/blog/feed.json')),
      },
    },
    openGraph: {
      title: meta.title,
      description,
      url,
      siteName: site.title,
      type: meta.type ?? 'website',
      locale: localeConfig[meta.locale].ogLocale,
      alternateLocale: locales.filter((l) => l !== meta.locale).map((l) => localeConfig[l].ogLocale),
      images,
      ...(meta.publishedTime ? { publishedTime: meta.publishedTime } : {}),
      ...(meta.modifiedTime ? { modifiedTime: meta.modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: meta.title, description, images },
  };
}
