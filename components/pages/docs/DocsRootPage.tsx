import { notFound } from 'next/navigation';
import { DocView } from '@/components/docs/DocView';
import { docs } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { docImage } from '@/lib/og/cards';

/** /docs shows the version's main doc (the skill introduction); its canonical is the doc's own URL. */
function find(locale: Locale) {
  const version = docs.version(locale);
  const main = docs.byId(version.mainDocId, locale);
  const page = main && docs.page(main.permalink, locale);
  if (!page) notFound();
  return page;
}

export function docsRootMetadata(locale: Locale) {
  const { doc } = find(locale);
  return pageMetadata({ locale, path: doc.permalink, title: doc.title, description: doc.description, image: docImage(doc.permalink, locale) });
}

export function DocsRootPage({ locale }: { locale: Locale }) {
  return <DocView page={find(locale)} locale={locale} />;
}
