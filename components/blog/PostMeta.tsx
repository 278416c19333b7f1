import type { LocalizedPost } from '@/lib/content/blog';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { formatDate } from './format';

/** Date and reading time of a post: "July 21, 2024 · 8 min read". */
export function PostMeta({ post, locale }: { post: LocalizedPost; locale: Locale }) {
  const t = getT(locale);
  return (
    <p className="post-meta">
      <time dateTime={post.dateISO}>{formatDate(post.date, locale)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.readingTime', { minutes: Math.max(1, Math.ceil(post.readingTime)) })}</span>
    </p>
  );
}
