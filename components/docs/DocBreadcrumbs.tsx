import { Icon } from '@/components/ui/Icon';
import Link from '@/components/ui/Link';
import type { Crumb } from '@/lib/content/docs-index';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

/** Home, the categories leading to the page, and the page itself (not a link). */
export function DocBreadcrumbs({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  const t = getT(locale);
  return (
    <nav className="breadcrumbs" aria-label={t('docs.breadcrumbs')}>
      <ol>
        <li>
          <Link href={localePath(locale, '/')} aria-label={t('docs.home')} className="breadcrumb-home">
            <Icon name="home" size={16} />
          </Link>
        </li>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i}>
              {c.href && !last ? (
                <Link href={localePath(locale, c.href)}>{c.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} lang={c.lang}>{c.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
