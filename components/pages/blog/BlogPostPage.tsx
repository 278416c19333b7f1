import { notFound } from 'next/navigation';
import { PostView } from '@/components/blog/PostView';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { postImage } from '@/lib/og/cards';
import { blogPostingLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';

function find(slug: string, locale: Locale) {
  const post = blog.post(slug, locale);
  if (!post) notFound();
  return post;
}

export function blogPostMetadata(locale: Locale, slug: string) {
  const post = find(slug, locale);
  return pageMetadata({
    locale,
    path: post.permalink,
    title: post.title,
    description: post.description,
    keywords: post.keywords,
    type: 'article',
    image: postImage(slug, locale),
    publishedTime: post.dateISO,
    modifiedTime: post.lastUpdate,
    noindex: post.unlisted,
  });
}

export function BlogPostPage({ locale, slug }: { locale: Locale; slug: string }) {
  const post = find(slug, locale);
  const ld = blogPostingLd({
    locale,
    path: post.permalink,
    title: post.title,
    description: post.description,
    bodyLang: post.bodyLang,
    authors: post.authorList,
    keywords: post.keywords.length ? post.keywords : post.tags.map((t) => t.label),
    image: postImage(slug, locale)?.path,
    datePublished: post.dateISO,
    dateModified: post.lastUpdate,
  });
  return (
    <>
      <JsonLd data={ld} />
      <PostView post={post} locale={locale} />
    </>
  );
}
