import { Pager } from '@/components/ui/Pager';
import type { NavEntry } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/** Previous and next page in sidebar order (the same pager as posts). */
export function DocPager({ prev, next, locale }: { prev?: NavEntry; next?: NavEntry; locale: Locale }) {
  return <Pager prev={prev} next={next} locale={locale} label={getT(locale)('docs.docNavigation')} className="doc-pager" />;
}
