import { Phrases } from '@/components/ui/Phrases';
import Link from '@/components/ui/Link';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { formatDate } from '@/lib/i18n/dates';

export function ArchiveView({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const years = blog.archive(locale);
  const total = blog.posts(locale).length;
  const inLanguage = blog.posts(locale).filter((p) => p.bodyLang === locale).length;
  return (
    <div className="container container-narrow archive">
      <header className="blog-list-header">
        <h1>{t('blog.archiveTitle')}</h1>
        <p>{t('blog.archiveDescription')} · {t('blog.postCount', { count: total })}</p>
        {/* Where most posts are in another language (English pages), a filter to what the reader can read: CSS only (app/styles.css). */}
        {inLanguage > 0 && inLanguage * 2 < total && (
          <p className="language-filter">
            <label>
              <input type="checkbox" className="language-filter-toggle" /> {t('blog.onlyInLanguage', { count: inLanguage, total })}
            </label>
          </p>
        )}
      </header>
      {years.map(({ year, posts }) => (
        <section key={year} className="archive-year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>
            {year} <span className="archive-count">{t('blog.postCount', { count: posts.length })}</span>
          </h2>
          <ul className="archive-list">
            {posts.map((p) => (
              <li key={p.slug} className={p.bodyLang === locale ? undefined : 'other-language'}>
                <time dateTime={p.dateISO}>{formatDate(p.date, locale)}</time>
                <span>
                  <Link href={localePath(locale, p.permalink)} lang={p.bodyLang === locale ? undefined : p.bodyLang}><Phrases text={p.title} /></Link>
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
