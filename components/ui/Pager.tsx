import Link from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { ChineseBadge } from './ChineseBadge';
import { Phrases } from '@/components/ui/Phrases';

export type PagerEntry = { title: string; permalink: string; lang?: string };

/** Previous and next links under a post or a doc: one wording and one markup for both. */
export function Pager({ prev, next, locale, label, className = '' }: {
  prev?: PagerEntry;
  next?: PagerEntry;
  locale: Locale;
  label: string;
  className?: string;
}) {
  if (!prev && !next) return null;
  const t = getT(locale);
  const entry = (e: PagerEntry, rel: 'prev' | 'next') => (
    <Link className={`pager-link pager-${rel}`} href={localePath(locale, e.permalink)} rel={rel}>
      <span className="pager-label">{rel === 'prev' ? `←\u00a0${t('common.previous')}` : `${t('common.next')}\u00a0→`}</span>
      <span className="pager-title">
        <span lang={e.lang && e.lang !== locale ? e.lang : undefined}><Phrases text={e.title} /></span>
        <ChineseBadge lang={e.lang} locale={locale} />
      </span>
    </Link>
  );
  return (
    <nav className={`post-pager${className ? ` ${className}` : ''}`} aria-label={label}>
      {prev ? entry(prev, 'prev') : <span />}
      {next ? entry(next, 'next') : <span />}
    </nav>
  );
}
