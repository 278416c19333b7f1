import { createElement, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { OfflineTexts } from '@/lib/sw/offline-control';
import { register as registerWorker } from '@/lib/sw/register';

export { keepShown } from '@/lib/sw/register';

/**
 * The worker's registration (lib/sw/register.ts) with the 'Save for offline reading' panel wired
 * in: the chunk the service worker island loads after the page's load event. The panel is a chunk
 * of its own, loaded when it is first opened.
 */
export function register(locale: Locale, onUpdate: (w: ServiceWorker) => void, offline: OfflineTexts, show: (panel: ReactNode) => void) {
  const openPanel = (onClose: () => void) =>
    import('./OfflinePanel.client').then(
      ({ OfflinePanel }) =>
        show(
          createElement(OfflinePanel, {
            locale,
            texts: offline,
            onClose: () => {
              show(null);
              onClose();
            },
          }),
        ),
      () => {},
    );
  return registerWorker(locale, onUpdate, openPanel);
}
