import Link from '@/components/ui/Link';
import type { VersionBanner as Banner } from '@/lib/content/docs-version';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

/** Shown only on a version that is not the latest: unreleased or unmaintained, with a link to the latest. */
export function VersionBanner({ banner, locale }: { banner: Banner | null; locale: Locale }) {
  if (!banner) return null;
  const t = getT(locale);
  return (
    <div className="notice notice-warning version-banner" role="note">
      <p>{t(banner.kind === 'unreleased' ? 'docs.versionUnreleased' : 'docs.versionUnmaintained', { version: banner.versionLabel })}</p>
      <p>
        {t.rich('docs.versionLatest', {
          latest: banner.latest.label,
          link: (chunks) => <Link href={localePath(locale, banner.latest.href)} data-docs-version={banner.latest.name}><b>{chunks}</b></Link>,
        })}
      </p>
    </div>
  );
}
