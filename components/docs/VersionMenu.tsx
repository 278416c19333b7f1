import Link from '@/components/ui/Link';
import type { VersionLink } from '@/lib/content/docs-version';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

/**
 * The docs version menu: the same doc in every version. Shown only when there is more than one
 * version; following a link saves the choice as the reader's preferred version.
 */
export function VersionMenu({ links, locale }: { links: VersionLink[]; locale: Locale }) {
  if (links.length < 2) return null;
  const t = getT(locale);
  const active = links.find((l) => l.active) ?? links[0];
  return (
    <details className="version-menu">
      <summary aria-label={t('docs.versionMenu')}>{t('docs.versionBadge', { version: active.label })}</summary>
      <ul>
        {links.map((l) => (
          <li key={l.name}>
            <Link href={localePath(locale, l.href)} data-docs-version={l.name} aria-current={l.active ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
