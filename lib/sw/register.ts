import { locales, type Locale } from '@/lib/i18n/locales';
import { pageCacheKey } from '@/lib/sw/cache-key';
import { handedOnStart, keep } from '@/lib/sw/keep';
import { APP_INSTALLED_KEY, appInstalledKey, OFFLINE_CHOICE_KEY, offlineChoiceKey, offlineStrategy, queryChoice, type OfflineStrategy } from '@/lib/sw/offline-mode';
import { parseWorkerParams, workerScope, workerUrl } from '@/lib/sw/params';

/**
 * Registering the service worker, split from the page's island (components/layout/
 * ServiceWorker.client.tsx) into its own chunk: it runs after the page's load event, so it is
 * fetched then rather than with the JavaScript every page needs to start.
 */

/** How often an open page asks for a new worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** localStorage, or null where storage is blocked (an iframe, private mode): the site keeps working. */
export function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Drops the kept offline-mode choice of a locale, or of every locale. */
export function forgetChoice(locale?: Locale) {
  const store = local();
  for (const l of locale ? [locale] : locales) store?.removeItem(offlineChoiceKey(l));
  if (!locale) store?.removeItem(OFFLINE_CHOICE_KEY);
}

/** Keeps the offline-mode choice of a locale (on), or restores what it was (`null`: none). */
export function keepChoice(locale: Locale, choice: string | null = 'true') {
  try {
    if (choice === null) local()?.removeItem(offlineChoiceKey(locale));
    else local()?.setItem(offlineChoiceKey(locale), choice);
  } catch {}
}

/** The offline-mode choice kept for a locale ('true'), or null. */
export const keptChoice = (locale: Locale) => local()?.getItem(offlineChoiceKey(locale)) ?? null;

/**
 * The choice and the installed flag as kept before they were per locale (one key for both): each
 * goes on for the locales whose worker is in offline mode already (those saved), and no other, so
 * that opening the other locale does not download it all unasked.
 */
async function migrateChoice() {
  const store = local();
  for (const [old, perLocale] of [[OFFLINE_CHOICE_KEY, offlineChoiceKey], [APP_INSTALLED_KEY, appInstalledKey]] as const) {
    if (store?.getItem(old) !== 'true') continue;
    for (const l of locales) if (await activeOffline(l)) store.setItem(perLocale(l), 'true');
    store.removeItem(old);
  }
}

/** Which strategy turns offline mode on for a locale's page (SPEC §5), from the page and the locale's kept choice. */
export function currentStrategy(locale: Locale): OfflineStrategy | null {
  const store = local();
  return offlineStrategy({
    search: location.search,
    displayStandalone: matchMedia('(display-mode: standalone)').matches,
    iosStandalone: (navigator as { standalone?: boolean }).standalone === true,
    installed: store?.getItem(appInstalledKey(locale)) === 'true',
    saved: keptChoice(locale) === 'true',
  });
}

/** The worker script URL of a locale in a mode (the `?swDebug=true` flag kept). */
export function scriptUrl(locale: Locale, offlineMode: boolean) {
  const debug = new URLSearchParams(location.search).get('swDebug') === 'true';
  return workerUrl(process.env.NEXT_PUBLIC_BASE_PATH ?? '', locale, { offlineMode, debug });
}

/**
 * Same-origin files this page loaded before a worker controlled it: its scripts, stylesheets, fonts
 * and images (Resource Timing). Handed to the worker, which stores them through its own routes, from
 * the HTTP cache (hashed files are `immutable`), so a visited page hydrates offline.
 */
export function loadedFiles(): string[] {
  const base = `${location.origin}${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/`;
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(base) && /\/_next\/static\/|\.(?:css|woff2?|png|jpe?g|webp|avif|gif|svg)(?:$|\?)/.test(u));
}

/** Whether the worker controlling this page runs in offline mode (its script URL says so). */
export function controllerOffline(): boolean {
  const c = navigator.serviceWorker.controller;
  return !!c && parseWorkerParams(new URL(c.scriptURL).search).offlineMode;
}

/** The page's own images, below the fold too (lazy ones not loaded yet): offline mode saves them with the page. */
export function pageImages(): string[] {
  return [...document.images].map((i) => i.currentSrc || i.src).filter((u) => u.startsWith(`${location.origin}/`));
}

/**
 * The page shown, reached by client-side navigation: in offline mode its images, and its HTML
 * unless it was handed to the worker as its navigation started (a back or forward move was not).
 */
export function keepShown() {
  const page = pageCacheKey(location.href);
  keep(navigator.serviceWorker.controller, controllerOffline() ? pageImages() : [], handedOnStart(page) ? null : page);
}

/** The locale's own registration (not the one of a scope around it: `/` holds `/en/`), if any. */
export async function registrationOf(locale: Locale): Promise<ServiceWorkerRegistration | undefined> {
  const scope = workerScope(process.env.NEXT_PUBLIC_BASE_PATH ?? '', locale);
  const reg = await navigator.serviceWorker.getRegistration(scope);
  return reg && new URL(reg.scope).pathname === scope ? reg : undefined;
}

/** Whether the locale's active worker runs in offline mode. */
export async function activeOffline(locale: Locale): Promise<boolean> {
  const reg = await registrationOf(locale);
  return !!reg?.active && parseWorkerParams(new URL(reg.active.scriptURL).search).offlineMode;
}

/** The reader asked the browser to save data (Chrome's Data Saver, Android's Lite mode). */
const saveData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Registers the locale's worker once the page has loaded (production builds only); see lib/sw.
 * With data saver on, offline mode asked for by the query string or a kept choice does not start its
 * bulk download by itself: the worker stays in the default mode and `onAsk` shows the size first.
 */
export async function register(locale: Locale, onUpdate: (w: ServiceWorker) => void, openPanel: (onClose: () => void) => Promise<void>) {
  // The links' navigation code (lib/browser/follow-route.ts, a chunk of its own) comes now as well,
  // while the page is idle: a tap's prefetch then starts at its touchstart, not a chunk later.
  import('@/lib/browser/follow-route').catch(() => {});
  const sw = navigator.serviceWorker;
  // 'Save for offline reading' (the panel is its own chunk): opened from the menus, or by itself when
  // data saver is on and offline mode was asked for; closed then without saving, the choice is dropped
  // so that the next page does not ask again.
  const panel = (asked: boolean) =>
    openPanel(async () => {
      if (asked && !(await activeOffline(locale))) forgetChoice(locale);
    });
  document.addEventListener('click', (e) => (e.target as Element | null)?.closest?.('[data-offline-panel]') && void panel(false));
  const store = local();
  // `?offlineMode=true` keeps offline mode on for this locale across visits and reloads until
  // `?offlineMode=false` (or the menu's Remove) turns it off, in every locale.
  const choice = queryChoice(location.search);
  try {
    await migrateChoice();
    if (choice === true) keepChoice(locale);
    if (choice === false) forgetChoice();
  } catch {}
  const strategy = currentStrategy(locale);
  let offlineMode = !!strategy;
  if ((strategy === 'queryString' || strategy === 'saved') && saveData() && !(await activeOffline(locale))) {
    offlineMode = false;
    void panel(true);
  }
  const reg = await sw.register(scriptUrl(locale, offlineMode), { scope: workerScope(process.env.NEXT_PUBLIC_BASE_PATH ?? '', locale) });
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
  // This page loaded before a worker could keep it: ask the worker to store it now, with the files it
  // loaded, so that it also opens hydrated offline.
  if (!sw.controller) sw.ready.then((r) => keep(r.active, [...loadedFiles(), ...(offlineMode ? pageImages() : [])]));
  else if (offlineMode) keep(sw.controller, pageImages());
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
  // The app installed is this locale's (its manifest's scope): its worker starts again in offline mode.
  addEventListener('appinstalled', async () => {
    store?.setItem(appInstalledKey(locale), 'true');
    await reg.unregister();
    location.reload();
  });
}

