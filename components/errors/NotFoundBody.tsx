import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import Link from '@/components/ui/Link';

/**
 * What a layout shows if a page inside it is not found while rendering. A static export never
 * gets there (unknown addresses are the host's 404.html, app/global-not-found.tsx), but every
 * page's RSC payload carries this element: without it Next carries its built-in English one.
 */
export function NotFoundBody({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <div className="container not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p><Link href={localePath(locale, '/')}>{t('notFound.home')}</Link></p>
    </div>
  );
}
