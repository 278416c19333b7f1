import type { Locale } from '@/lib/i18n/locales';
import { workerScope } from '@/lib/sw/params';
import { site } from '@/lib/site/config';

/** The installable app: the locale's web app manifest and the home-screen icon (scripts/lib/web-manifest.ts). */
export function AppLinks({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={`${workerScope(site.basePath, locale)}manifest.webmanifest`} />
      <link rel="apple-touch-icon" href={`${site.basePath}/img/icons/apple-touch-icon.png`} />
    </>
  );
}
