import Link from '@/components/ui/Link';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { formatDate } from './format';

export function ArchiveView({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const years = blog.archive(locale);
  return (
    <div className="container container-narrow">
      <header className="blog-list-header">
        <h1>{t('blog.archiveTitle')}</h1>
        <p>{t('blog.archiveDescription')} · {t('blog.postCount', { count: blog.posts(locale).length })}</p>
      </header>
      {years.map(({ year, posts }) => (
        <section key={year} className="archive-year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>
            {year} <span className="archive-count">{t('blog.postCount', { count: posts.length })}</span>
          </h2>
          <ul className="archive-list">
            {posts.map((p) => (
              <li key={p.slug}>
                <time dateTime={p.dateISO}>{formatDate(p.date, locale)}</time>
                <span>
                  <Link href={localePath(locale, p.permalink)} lang={p.bodyLang === locale ? undefined : p.bodyLang}>{p.title}</Link>
                  <ChineseBadge lang={p.bodyLang} locale={locale} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
