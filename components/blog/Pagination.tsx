import Link from '@/components/ui/Link';
import type { PageOf } from '@/lib/content/paginate';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

export function Pagination({ page, locale }: { page: PageOf<unknown>; locale: Locale }) {
  if (page.totalPages <= 1) return null;
  const t = getT(locale);
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      {page.prevPath ? (
        <Link className="pagination-link" href={localePath(locale, page.prevPath)} rel="prev">←&nbsp;{t('blog.newerEntries')}</Link>
      ) : <span />}
      <span className="pagination-status">{t('blog.pageOf', { page: page.page, total: page.totalPages })}</span>
      {page.nextPath ? (
        <Link className="pagination-link" href={localePath(locale, page.nextPath)} rel="next">{t('blog.olderEntries')}&nbsp;→</Link>
      ) : <span />}
    </nav>
  );
}
