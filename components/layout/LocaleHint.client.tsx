'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyChunk } from '@/lib/browser/stale-build';
import { LOCALE_HINT_ATTR } from '@/lib/i18n/locale-hint';
import type { Locale } from '@/lib/i18n/locales';
import type { LocaleHintTexts } from './LocaleHintLine.client';

export type { LocaleHintTexts };

// Most readers are never offered the other locale: the line's code comes only to those who are.
const Line = lazy(() => lazyChunk(() => import('./LocaleHintLine.client')).then((m) => ({ default: m.LocaleHintLine })));

/**
 * The locale hint's place: an empty slot (the boot script reserved its height when it offers the
 * other locale, LOCALE_HINT_ATTR), filled after hydration by the line (./LocaleHintLine.client.tsx,
 * a chunk of its own) when the boot script offers one.
 */
export function LocaleHint({ texts }: { texts: Partial<Record<Locale, LocaleHintTexts>> }) {
  const [offered, setOffered] = useState(false);
  useEffect(() => setOffered(document.documentElement.hasAttribute(LOCALE_HINT_ATTR)), []);
  const slot = <div className="locale-hint" />;
  return offered ? (
    <Suspense fallback={slot}>
      <Line texts={texts} />
    </Suspense>
  ) : (
    slot
  );
}
