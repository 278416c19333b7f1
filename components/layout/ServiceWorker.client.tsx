'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { OfflineTexts } from '@/lib/sw/offline-control';

type Texts = { updateAvailable: string; reload: string; dismiss: string };

/** The registration code (lib/sw/register.ts, with the offline panel: components/offline/registration.ts), fetched after the page's load event. */
const registration = () => import('@/components/offline/registration');

/** The service worker island: registration after load, and the 'New version available' popup. */
export function ServiceWorkerRegistration({ locale, texts, offline }: { locale: Locale; texts: Texts; offline: OfflineTexts }) {
  const [update, setUpdate] = useState<ServiceWorker | null>(null);
  // The 'Save for offline reading' panel, when lib/sw/register.ts shows it.
  const [panel, setPanel] = useState<ReactNode>(null);
  const pathname = usePathname();
  const first = useRef(true);
  // A page reached by client-side navigation came as an RSC payload: its HTML is kept too, so that it
  // also opens by URL offline. A followed link handed it to the worker as its navigation started
  // (lib/sw/keep.ts); here, once it is shown, a back or forward move's page, and in offline mode
  // its images. (The first page went through the worker as a navigation already.)
  useEffect(() => {
    if (first.current) first.current = false;
    else if ('serviceWorker' in navigator) void registration().then((m) => m.keepShown(), () => {});
  }, [pathname]);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // Offline, the worker script cannot be fetched: the worker already running stays, nothing failed.
    const start = () => registration().then((m) => m.register(locale, setUpdate, offline, setPanel)).catch((e: unknown) => navigator.onLine && console.error('registerSW failed', e));
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  }, [locale]);
  if (!update) return panel;
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    update.postMessage({ type: 'SKIP_WAITING' });
  };
  return (
    <div className="sw-update" role="status">
      <span>{texts.updateAvailable}</span>
      <button type="button" className="button button-primary" onClick={reload}>
        {texts.reload}
      </button>
      <button type="button" className="sw-update-close" aria-label={texts.dismiss} title={texts.dismiss} onClick={() => setUpdate(null)}>
        ×
      </button>
    </div>
  );
}
