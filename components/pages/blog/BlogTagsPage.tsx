import { TagIndex } from '@/components/ui/TagIndex';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';

export function blogTagsMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/blog/tags', title: t('blog.tagsTitle'), description: t('blog.tagsDescription'), image: sectionImage(locale, 'tags') });
}

/** Every blog tag with its count. */
export function BlogTagsPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return <TagIndex locale={locale} title={t('blog.tagsTitle')} description={t('blog.tagsDescription')} note={t('blog.tagFeedsNote')} tags={blog.tags()} />;
}
