import { notFound } from 'next/navigation';
import { BlogListView } from '@/components/blog/BlogListView';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';

function pageOf(locale: Locale, n: number) {
  const page = blog.pages(locale)[n - 1];
  if (!page) notFound();
  return page;
}

export function blogIndexMetadata(locale: Locale, n = 1) {
  const t = getT(locale);
  const page = pageOf(locale, n);
  return pageMetadata({
    locale,
    path: page.path,
    image: sectionImage(locale, 'blog'),
    title: n === 1 ? t('blog.title') : t('blog.pageTitle', { page: n }),
    description: t('blog.description'),
  });
}

export function BlogIndexPage({ locale, n = 1 }: { locale: Locale; n?: number }) {
  const t = getT(locale);
  return (
    <BlogListView
      locale={locale}
      page={pageOf(locale, n)}
      heading={n === 1 ? t('blog.title') : t('blog.pageTitle', { page: n })}
      intro={<p>{t('blog.description')}</p>}
    />
  );
}
