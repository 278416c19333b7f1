import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a className="skip-link" href="#main">
      {getT(locale)('nav.skipToContent')}
    </a>
  );
}
