import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogListView } from '@/components/blog/BlogListView';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';

function find(tagParam: string, n: number, locale: Locale) {
  const slug = decodeURIComponent(tagParam);
  const tag = blog.tags().find((t) => t.slug === slug);
  const page = tag && blog.tagPages(slug, locale)[n - 1];
  if (!tag || !page) notFound();
  return { tag, page };
}

export function blogTagMetadata(locale: Locale, tagParam: string, n = 1) {
  const { tag, page } = find(tagParam, n, locale);
  const title = getT(locale)('blog.tagTitle', { count: tag.count, tag: tag.label });
  return pageMetadata({ locale, path: page.path, title: n > 1 ? `${title} (${n})` : title });
}

export function BlogTagPage({ locale, tagParam, n = 1 }: { locale: Locale; tagParam: string; n?: number }) {
  const t = getT(locale);
  const { tag, page } = find(tagParam, n, locale);
  return (
    <BlogListView
      locale={locale}
      page={page}
      heading={t('blog.tagTitle', { count: tag.count, tag: tag.label })}
      intro={<p><Link href={localePath(locale, '/blog/tags')}>{t('blog.viewAllTags')}</Link></p>}
    />
  );
}
