import { notFound } from 'next/navigation';
import { DocView } from '@/components/docs/DocView';
import { docs } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { docImage } from '@/lib/og/cards';

/** Catch-all params arrive as segments (possibly percent-encoded). */
export function docPathOf(slug: string[]): string {
  return `/docs/${slug.map((s) => decodeURIComponent(s)).join('/')}`;
}

function find(permalink: string, locale: Locale) {
  const page = docs.page(permalink, locale);
  if (!page) notFound();
  return page;
}

export function docMetadata(locale: Locale, slug: string[]) {
  const { doc } = find(docPathOf(slug), locale);
  return pageMetadata({
    locale,
    path: doc.permalink,
    title: doc.title,
    description: doc.description,
    type: 'article',
    modifiedTime: doc.lastUpdate,
    image: docImage(doc.permalink, locale),
    noindex: doc.unlisted,
  });
}

export function DocPage({ locale, slug }: { locale: Locale; slug: string[] }) {
  return <DocView page={find(docPathOf(slug), locale)} locale={locale} />;
}
