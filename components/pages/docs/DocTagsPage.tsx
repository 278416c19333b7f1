import { TagIndex } from '@/components/ui/TagIndex';
import { docs } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';

export function docTagsMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/docs/tags', title: t('docs.tagsTitle'), description: t('docs.tagsDescription'), image: sectionImage(locale, 'docs') });
}

/** Every doc tag with its count. */
export function DocTagsPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return <TagIndex locale={locale} title={t('docs.tagsTitle')} description={t('docs.tagsDescription')} tags={docs.tags()} />;
}
