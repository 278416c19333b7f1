import { ArchiveView } from '@/components/blog/ArchiveView';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';

export function blogArchiveMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/blog/archive', title: t('blog.archiveTitle'), description: t('blog.archiveDescription'), image: sectionImage(locale, 'archive') });
}

export function BlogArchivePage({ locale }: { locale: Locale }) {
  return <ArchiveView locale={locale} />;
}
