import Link from '@/components/ui/Link';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import type { RelatedPost } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { formatDay } from '@/lib/i18n/dates';
import { Phrases } from '@/components/ui/Phrases';

/** The three related posts chosen at build time: title, date and summary, in the page's locale. */
export function RelatedPosts({ posts, locale }: { posts: RelatedPost[]; locale: Locale }) {
  if (!posts.length) return null;
  const t = getT(locale);
  return (
    <section className="related-posts" aria-labelledby="related-posts-title" lang={locale}>
      <h2 id="related-posts-title">{t('blog.related')}</h2>
      <ul>
        {posts.map((p) => (
          <li key={p.permalink}>
            <Link className="related-post-title" href={localePath(locale, p.permalink)} lang={p.lang === locale ? undefined : p.lang}>
              <Phrases text={p.title} />
              <ChineseBadge lang={p.lang} locale={locale} />
            </Link>
            <time dateTime={p.dateISO}>{formatDay(p.dateISO, locale)}</time>
            <p lang={p.lang === locale ? undefined : p.lang}>{p.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
