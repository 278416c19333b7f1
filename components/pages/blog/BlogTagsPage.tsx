import { TagsView } from '@/components/blog/TagsView';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export function blogTagsMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/blog/tags', title: t('blog.tagsTitle'), description: t('blog.tagsDescription') });
}

export function BlogTagsPage({ locale }: { locale: Locale }) {
  return <TagsView locale={locale} />;
}
