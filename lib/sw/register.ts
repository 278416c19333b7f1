import type { Locale } from '@/lib/i18n/locales';
import { pageCacheKey } from '@/lib/sw/cache-key';
import { APP_INSTALLED_KEY, offlineStrategy, QUERY_OFFLINE_KEY } from '@/lib/sw/offline-mode';
import { workerScope, workerUrl } from '@/lib/sw/params';

/**
 * Registering the service worker, split from the page's island (components/layout/
 * ServiceWorker.client.tsx) into its own chunk: it runs after the page's load event, so it is
 * fetched then rather than with the JavaScript every page needs to start.
 */

/** How often an open page asks for a new worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function store(kind: 'localStorage' | 'sessionStorage') {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Asks the worker to store the page shown (Serwist's CACHE_URLS message; its page route does it). */
export function keep(worker: ServiceWorker | null | undefined) {
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [pageCacheKey(location.href)] } });
}

/** Registers the locale's worker once the page has loaded (production builds only); see lib/sw. */
export async function register(locale: Locale, onUpdate: (w: ServiceWorker) => void) {
  const sw = navigator.serviceWorker;
  const query = new URLSearchParams(location.search);
  const session = store('sessionStorage');
  const local = store('localStorage');
  try {
    if (query.get('offlineMode') === 'true') session?.setItem(QUERY_OFFLINE_KEY, 'true');
    if (query.get('offlineMode') === 'false') session?.removeItem(QUERY_OFFLINE_KEY);
  } catch {}
  const offlineMode = !!offlineStrategy({
    search: location.search,
    displayStandalone: matchMedia('(display-mode: standalone)').matches,
    iosStandalone: (navigator as { standalone?: boolean }).standalone === true,
    installed: local?.getItem(APP_INSTALLED_KEY) === 'true',
    sessionOfflineMode: session?.getItem(QUERY_OFFLINE_KEY) === 'true',
  });
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  const url = workerUrl(base, locale, { offlineMode, debug: query.get('swDebug') === 'true' });
  const reg = await sw.register(url, { scope: workerScope(base, locale) });
  // Where workers are blocked (a policy, a test runner), register() settles with no registration.
  if (!reg) return;
  // A waiting worker of the same script URL is a new deploy: offline mode asks the reader first.
  // Anything else (offline mode off, or a switch of mode) takes over at once.
  const waiting = (w: ServiceWorker) => {
    if (!sw.controller) return;
    if (offlineMode && new URL(sw.controller.scriptURL).search === new URL(w.scriptURL).search) onUpdate(w);
    else w.postMessage({ type: 'SKIP_WAITING' });
  };
  if (reg.waiting) waiting(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    w?.addEventListener('statechange', () => w.state === 'installed' && waiting(w));
  });
  // This page loaded before a worker could keep it: ask the worker to store it now.
  if (!sw.controller) sw.ready.then((r) => keep(r.active));
  // The browser looks for a new worker on navigation requests only, and a reader who moves by
  // client-side navigation makes none: a tab left open for days would never see a deploy. Check
  // hourly while the page is shown, and when it is shown again after an hour or more.
  let checked = Date.now();
  const check = () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS * 0.9) return;
    checked = Date.now();
    reg.update().catch(() => {});
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  addEventListener('appinstalled', async () => {
    local?.setItem(APP_INSTALLED_KEY, 'true');
    await Promise.all((await sw.getRegistrations()).map((r) => r.unregister()));
    location.reload();
  });
}

