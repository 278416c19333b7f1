import Link from '@/components/ui/Link';
import type { NavEntry } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

/** Previous and next page in sidebar order. */
export function DocPager({ prev, next, locale }: { prev?: NavEntry; next?: NavEntry; locale: Locale }) {
  if (!prev && !next) return null;
  const t = getT(locale);
  return (
    <nav className="post-pager doc-pager" aria-label={t('docs.docNavigation')}>
      {prev ? (
        <Link className="pager-link pager-prev" href={localePath(locale, prev.permalink)} rel="prev">
          <span className="pager-label">« {t('docs.previous')}</span>
          <span className="pager-title">{prev.title}</span>
        </Link>
      ) : <span />}
      {next ? (
        <Link className="pager-link pager-next" href={localePath(locale, next.permalink)} rel="next">
          <span className="pager-label">{t('docs.next')} »</span>
          <span className="pager-title">{next.title}</span>
        </Link>
      ) : <span />}
    </nav>
  );
}
