import { notFound } from 'next/navigation';
import { PostView } from '@/components/blog/PostView';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

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
    image: post.image,
    publishedTime: post.dateISO,
    noindex: post.unlisted,
  });
}

export function BlogPostPage({ locale, slug }: { locale: Locale; slug: string }) {
  return <PostView post={find(slug, locale)} locale={locale} />;
}
