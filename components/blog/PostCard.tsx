import Link from '@/components/ui/Link';
import { Mdx } from '@/components/mdx/Mdx';
import type { LocalizedPost } from '@/lib/content/blog';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { PostMeta } from './PostMeta';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { TagList } from '@/components/ui/TagList';
import { Phrases } from '@/components/ui/Phrases';

/**
 * A post in a list: title, meta, the excerpt up to the truncate marker, then a footer with the tags
 * on the left and 'Read more' at its bottom right, on every card (with or without a marker).
 */
export function PostCard({ post, locale }: { post: LocalizedPost; locale: Locale }) {
  const t = getT(locale);
  const href = localePath(locale, post.permalink);
  return (
    <article className="post-card" lang={post.bodyLang === locale ? undefined : post.bodyLang}>
      <h2 className="post-card-title">
        <Link href={href}><Phrases text={post.title} /></Link>
        <ChineseBadge lang={post.bodyLang} locale={locale} />
      </h2>
      <PostMeta post={post} locale={locale} />
      <Mdx source={post.excerpt} file={post.source} locale={locale} className="markdown post-card-excerpt" />
      <footer className="post-card-footer">
        <TagList tags={post.tags} locale={locale} />
        <Link className="read-more" href={href} aria-label={t('blog.readMoreAbout', { title: post.title })}>
          {t('blog.readMore')}&nbsp;→
        </Link>
      </footer>
    </article>
  );
}
