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
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
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
