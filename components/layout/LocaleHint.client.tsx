'use client';
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { CloseIcon } from '@/components/ui/CloseIcon';
import { storage } from '@/lib/browser/storage';
import { LOCALE_HINT_ATTR, LOCALE_HINT_DISMISSED_KEY } from '@/lib/i18n/locale-hint';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { hereIn, LocaleLink } from './LocaleLink.client';

export type LocaleHintTexts = { text: string; close: string; label: string };

/**
 * 'This page is also available in English': the boot script decided before first paint (and
 * reserved the line's height through LOCALE_HINT_ATTR); this fills it in after hydration. The
 * server renders an empty, hidden slot, so crawlers and no-JS readers get nothing.
 */
export function LocaleHint({ texts }: { texts: Partial<Record<Locale, LocaleHintTexts>> }) {
  const pathname = usePathname();
  // Which locale to offer is read once the page has hydrated (the server renders no hint); the
  // link itself is derived from the address at each render, so it follows client navigations.
  const [target, setTarget] = useState<Locale | null>(null);
  useEffect(() => {
    const offered = document.documentElement.getAttribute(LOCALE_HINT_ATTR);
    setTarget(offered && isLocale(offered) && texts[offered] ? offered : null);
  }, [texts]);
  const t = target && texts[target];
  if (!target || !t) return <div className="locale-hint" />;
  return (
    <div className="locale-hint" role="region" aria-label={t.label} lang={target}>
      <LocaleLink href={hereIn(target, pathname)} target={target} className="locale-hint-link">
        {t.text}
      </LocaleLink>
      <button
        type="button"
        className="locale-hint-close"
        aria-label={t.close}
        onClick={() => {
          storage.set(LOCALE_HINT_DISMISSED_KEY, '1');
          document.documentElement.removeAttribute(LOCALE_HINT_ATTR);
          setTarget(null);
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
