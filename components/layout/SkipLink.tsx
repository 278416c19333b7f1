import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { SkipLinkAnchor } from './SkipLink.client';

export function SkipLink({ locale }: { locale: Locale }) {
  return <SkipLinkAnchor label={getT(locale)('nav.skipToContent')} />;
}
