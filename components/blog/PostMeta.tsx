import type { LocalizedPost } from '@/lib/content/blog';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { formatDate, formatDay } from '@/lib/i18n/dates';

/**
 * Date and reading time of a post: "July 21, 2024 · 8 min read"; on the post's own page also
 * "Updated on {date}" beside the date when the post has a last-updated date (`lastUpdateOf` in
 * lib/content/last-updated.ts, the rule notes follow too).
 */
export function PostMeta({ post, locale, updated = false }: { post: LocalizedPost; locale: Locale; updated?: boolean }) {
  const t = getT(locale);
  return (
    <p className="post-meta">
      <time dateTime={post.dateISO}>{formatDate(post.date, locale)}</time>
      {updated && post.lastUpdate && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="post-updated">
            {t.rich('blog.updatedOn', { date: formatDay(post.lastUpdate, locale), time: (chunks) => <time dateTime={post.lastUpdate}>{chunks}</time> })}
          </span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span>{t('blog.readingTime', { minutes: Math.max(1, Math.ceil(post.readingTime)) })}</span>
    </p>
  );
}
