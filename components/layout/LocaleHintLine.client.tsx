'use client';
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { CloseIcon } from '@/components/ui/CloseIcon';
import { storage } from '@/lib/browser/storage';
import { LOCALE_CHOICE_KEY, LOCALE_HINT_ATTR, LOCALE_HINT_DISMISSED_KEY, NO_TRANSLATION_ATTR } from '@/lib/i18n/locale-hint';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { hereIn, LocaleLink } from './LocaleLink.client';

export type LocaleHintTexts = {
  /** 'This page is also available in English': the same page in the other locale. */
  text: string;
  /** What the other locale does have, on a post it has no translation of ('… 9 posts in English'). */
  untranslated: string;
  /** Where that line leads (the other locale's list of what is written in its language). */
  untranslatedHref: string;
  /** The same for a doc page: the other locale's notes written in its language, and where they start. */
  untranslatedDocs: string;
  untranslatedDocsHref: string;
  close: string;
  label: string;
};

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The locale hint's line (loaded by ./LocaleHint.client.tsx only when the boot script offers the
 * other locale): the boot script decided before first paint (and reserved the line's height
 * through LOCALE_HINT_ATTR); this fills it in after hydration. It offers the same page in the
 * other locale only where that page is written in it; on a page the other locale has no
 * translation of (NO_TRANSLATION_ATTR), it says so and leads to what is written in that language.
 * The server renders an empty, hidden slot, so crawlers and no-JS readers get nothing.
 */
export function LocaleHintLine({ texts }: { texts: Partial<Record<Locale, LocaleHintTexts>> }) {
  const pathname = usePathname();
  // Which locale to offer is read once the page has hydrated (the server renders no hint); the
  // link itself is derived from the address at each render, so it follows client navigations.
  const [target, setTarget] = useState<Locale | null>(null);
  const [untranslated, setUntranslated] = useState<string | null>(null);
  useEffect(() => {
    const offered = document.documentElement.getAttribute(LOCALE_HINT_ATTR);
    setTarget(offered && isLocale(offered) && texts[offered] ? offered : null);
  }, [texts]);
  // Read from the page shown, after each navigation has put it in the document.
  useEffect(() => setUntranslated(document.querySelector(`[${NO_TRANSLATION_ATTR}]`)?.getAttribute(NO_TRANSLATION_ATTR) ?? null), [pathname]);
  const t = target && texts[target];
  if (!target || !t) return <div className="locale-hint" />;
  return (
    <div className="locale-hint" role="region" aria-label={t.label} lang={target}>
      {untranslated !== null ? (
        <a className="locale-hint-link" href={basePath + (untranslated === 'docs' ? t.untranslatedDocsHref : t.untranslatedHref)} hrefLang={target} onClick={() => storage.set(LOCALE_CHOICE_KEY, target)}>
          {untranslated === 'docs' ? t.untranslatedDocs : t.untranslated}
        </a>
      ) : (
        <LocaleLink href={hereIn(target, pathname)} target={target} className="locale-hint-link">
          {t.text}
        </LocaleLink>
      )}
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
