import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { BlogListView } from '@/components/blog/BlogListView';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { staticParams } from '@/lib/routes/table';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';
import { tagFeedPath } from '@/lib/feeds/build';
import { withBasePath } from '@/lib/routes/url';
import { SocialIcon } from '@/components/site/SocialIcon';
import { tagLabel } from '@/lib/content/tag-labels';

/**
 * Params of the one route file for /blog/tags/<tag> and /blog/tags/<tag>/page/<n>: a tag with
 * fewer than two pages would otherwise leave a page/[page] route with no params, which a static
 * export rejects.
 */
export type BlogTagParams = Promise<{ tag: string; page?: string[] }>;

export function blogTagStaticParams(locale: Locale) {
  return staticParams('blogTag', locale).map((p) => ({ tag: p.tag, page: p.page === '1' ? [] : ['page', p.page] }));
}

async function resolve(params: BlogTagParams) {
  const { tag, page = [] } = await params;
  if (page.length === 0) return { tagParam: tag, n: 1 };
  if (page.length !== 2 || page[0] !== 'page' || !/^\d+$/.test(page[1])) notFound();
  return { tagParam: tag, n: Number(page[1]) };
}

function find(tagParam: string, n: number, locale: Locale) {
  const slug = decodeURIComponent(tagParam);
  const tag = blog.tags().find((t) => t.slug === slug);
  const page = tag && blog.tagPages(slug, locale)[n - 1];
  if (!tag || !page) notFound();
  return { tag, page };
}

export async function blogTagMetadata(locale: Locale, params: BlogTagParams) {
  const { tagParam, n } = await resolve(params);
  const { tag, page } = find(tagParam, n, locale);
  const title = getT(locale)('blog.tagTitle', { count: tag.count, tag: tagLabel(tag.label, locale) });
  return pageMetadata({
    locale,
    path: page.path,
    title: n > 1 ? `${title} (${n})` : title,
    image: sectionImage(locale, 'tags'),
    feed: { path: tagFeedPath(tag.permalink), title: getT(locale)('blog.tagFeedTitle', { tag: tagLabel(tag.label, locale) }) },
  });
}

export async function BlogTagPage({ locale, params }: { locale: Locale; params: BlogTagParams }) {
  const t = getT(locale);
  const { tagParam, n } = await resolve(params);
  const { tag, page } = find(tagParam, n, locale);
  return (
    <BlogListView
      locale={locale}
      page={page}
      heading={t('blog.tagTitle', { count: tag.count, tag: tagLabel(tag.label, locale) })}
      intro={
        <p className="tag-page-links">
          <Link href={localePath(locale, '/blog/tags')}>{t('blog.viewAllTags')}</Link>
          <a className="feed-link" href={withBasePath(localePath(locale, tagFeedPath(tag.permalink)))} type="application/rss+xml">
            <SocialIcon name="rss" size={16} />
            {t('blog.tagFeed', { tag: tagLabel(tag.label, locale) })}
          </a>
        </p>
      }
    />
  );
}
