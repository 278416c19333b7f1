import type { Locale } from '@/lib/i18n/locales';
import { CACHE_PREFIX, isPageFile, pagesCacheName, precacheCacheName } from '@/lib/sw/cache-key';
import type { OfflineStrategy } from '@/lib/sw/offline-mode';
import { PRECACHE_PROGRESS, PRECACHE_QUOTA, PRUNE_PRECACHE, type PrecacheProgress, type PrecacheQuota, type SaveSize } from '@/lib/sw/config';
import { parseWorkerParams, workerScope } from '@/lib/sw/params';
import { activeOffline, currentStrategy, forgetChoice, keepChoice, keptChoice, registrationOf, scriptUrl } from '@/lib/sw/register';

/**
 * 'Save for offline reading': what the menus' control does (components/offline). Loaded when the
 * reader opens it, never with the page. Offline mode is the worker's `offlineMode` param; this module
 * turns it on (storing the choice, so that it stays on) and off (removing the bulk caches).
 */

export type { SaveSize };
/** `bytes` of `totalBytes`: the download as sent gzipped, the measure of the size shown before saving. */
export type Progress = { files: number; totalFiles: number; bytes: number; totalBytes: number };
export type Saved = { bytes: number; files: number; pages: number };
/** The panel's texts, in the page's locale (messages `offline.control`). */
export type OfflineTexts = {
  save: string;
  intro: string;
  start: string;
  progress: string;
  done: string;
  languages: string;
  alsoSave: string;
  persisted: string;
  notPersisted: string;
  remove: string;
  removed: string;
  failed: string;
  quota: string;
  always: string;
  unsupported: string;
  close: string;
};

const base = () => process.env.NEXT_PUBLIC_BASE_PATH ?? '';
const scope = (locale: Locale) => workerScope(base(), locale);

export async function saveSize(locale: Locale): Promise<SaveSize> {
  const res = await fetch(`${scope(locale)}offline.json`, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`offline.json: ${res.status}`);
  return (await res.json()) as SaveSize;
}

/** How offline mode is on for a locale here: null when off; 'appInstalled'/'standalone' cannot be removed from the page. */
export function strategy(locale: Locale): OfflineStrategy | null {
  return currentStrategy(locale);
}

/** A cached URL's path as offline.json names it: decoded (`/en/blog/tags/中文/`, not `%E4%B8%AD%E6%96%87`). */
function pathOf(url: string): string {
  const p = new URL(url).pathname;
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** The listed files offline mode's precache holds now (pathnames). */
async function stored(locale: Locale, size: SaveSize): Promise<Set<string>> {
  const keys = await (await caches.open(precacheCacheName(CACHE_PREFIX, locale))).keys();
  return new Set(keys.map((k) => pathOf(k.url)).filter((p) => size.sizes[p] !== undefined));
}

/**
 * What offline mode's precache holds now: files and bytes of the listed entries, and the pages
 * readable offline: those precached and those kept on a visit, each page once.
 */
export async function saved(locale: Locale, size: SaveSize): Promise<Saved> {
  const held = await stored(locale, size);
  const bytes = [...held].reduce((sum, p) => sum + size.sizes[p], 0);
  const pages = new Set([...held].filter(isPageFile).map((p) => p.slice(0, -'index.html'.length)));
  for (const k of await (await caches.open(pagesCacheName(CACHE_PREFIX, locale))).keys()) pages.add(pathOf(k.url));
  return { files: held.size, bytes, pages: pages.size };
}

/** Thrown by save() when the device has no room for the download: nothing of it is kept. */
export class QuotaError extends Error {
  constructor() {
    super('not enough storage for offline mode');
  }
}

/** Whether the browser's storage quota leaves less room than the files of the download not held yet. */
async function noRoom(locale: Locale, size: SaveSize): Promise<boolean> {
  const room = await navigator.storage?.estimate?.().catch(() => undefined);
  if (room?.quota === undefined || room.usage === undefined) return false;
  return room.quota - room.usage < size.bytes - (await saved(locale, size)).bytes;
}

/**
 * After a failed save: the precache entries the failed install stored go (the locale's active
 * worker drops what it does not list; with no worker, the precache goes), and the offline-mode
 * choice is what it was before. What was readable offline before still is; nothing half-saved.
 */
async function rollback(locale: Locale, choice: string | null) {
  keepChoice(locale, choice);
  const active = (await registrationOf(locale))?.active;
  if (!active) {
    await caches.delete(precacheCacheName(CACHE_PREFIX, locale));
    return;
  }
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    active.postMessage({ type: PRUNE_PRECACHE }, [channel.port2]);
  });
}

/** Whether the locale is saved: its worker is in offline mode and holds every listed file. */
export async function isSaved(locale: Locale, size: SaveSize): Promise<Saved | null> {
  if (!(await activeOffline(locale))) return null;
  const s = await saved(locale, size);
  return s.files >= size.files ? s : null;
}

/**
 * Turns offline mode on: keeps the choice, asks for persistent storage, registers the offline-mode
 * worker and reports the precache's progress until that worker is active. Resolves with whether the
 * browser granted persistent storage.
 */
export async function save(locale: Locale, size: SaveSize, onProgress: (p: Progress) => void): Promise<{ persisted: boolean }> {
  const choice = keptChoice(locale);
  // No room for the download as stored (plus what is held already): say so before fetching anything.
  if (await noRoom(locale, size)) throw new QuotaError();
  keepChoice(locale);
  const persisted = navigator.storage?.persist ? navigator.storage.persist().catch(() => false) : Promise.resolve(false);
  // Bytes of the files still downloading, as the installing worker counts them (lib/sw/worker.ts):
  // their decoded bodies, each scaled by its file's gzip/raw ratio, so that the bar counts up to the
  // download's size shown before (gzip), a file's share ending at its gzip size.
  const arriving = new Map<string, number>();
  const shown = { files: 0, bytes: 0 };
  const measure = async () => {
    const held = await stored(locale, size);
    let bytes = 0;
    for (const [p, n] of Object.entries(size.sizes)) {
      const gzip = size.gzipSizes[p];
      bytes += held.has(p) ? gzip : n && Math.round((gzip * Math.min(n, arriving.get(p) ?? 0)) / n);
    }
    // Never backwards (two measures may end out of order).
    shown.files = Math.max(shown.files, held.size);
    shown.bytes = Math.max(shown.bytes, bytes);
    onProgress({ files: shown.files, totalFiles: size.files, bytes: shown.bytes, totalBytes: size.gzipBytes });
  };
  // One measure at a time; a request during one runs once after it.
  let measuring: Promise<void> | null = null;
  let again = false;
  const report = (): Promise<void> => {
    if (measuring) return ((again = true), measuring);
    return (measuring = (async () => {
      do {
        again = false;
        await measure();
      } while (again);
      measuring = null;
    })());
  };
  let quota = false;
  const onMessage = (e: MessageEvent) => {
    const m = e.data as PrecacheProgress | PrecacheQuota | undefined;
    if (m?.type === PRECACHE_QUOTA && m.locale === locale) quota = true;
    if (m?.type !== PRECACHE_PROGRESS || m.locale !== locale) return;
    arriving.set(m.path, Math.max(arriving.get(m.path) ?? 0, m.bytes));
    void report();
  };
  // Messages carry a file's bytes so far: one missed before this point loses nothing.
  navigator.serviceWorker.addEventListener('message', onMessage);
  navigator.serviceWorker.startMessages();
  const reg = await navigator.serviceWorker.register(scriptUrl(locale, true), { scope: scope(locale) });
  // The new worker installs (downloads the list), then takes over: a switch of mode waits for no one.
  const installed = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => void report(), 300);
    const done = (e?: Error) => {
      clearInterval(timer);
      if (e) reject(e);
      else resolve();
    };
    const follow = (w: ServiceWorker | null) => {
      if (!w) return;
      const step = () => {
        if (w.state === 'installed') w.postMessage({ type: 'SKIP_WAITING' });
        if (w.state === 'activated') done();
        if (w.state === 'redundant') done(new Error('the offline-mode worker did not install'));
      };
      w.addEventListener('statechange', step);
      step();
    };
    void activeOffline(locale).then((on) => {
      if (on && !reg.installing && !reg.waiting) done();
      else follow(reg.installing ?? reg.waiting);
    });
    reg.addEventListener('updatefound', () => follow(reg.installing));
  });
  try {
    await installed;
  } catch (e) {
    await rollback(locale, choice);
    navigator.serviceWorker.removeEventListener('message', onMessage);
    if (quota || (await noRoom(locale, size))) throw new QuotaError();
    throw e;
  } finally {
    navigator.serviceWorker.removeEventListener('message', onMessage);
  }
  await report();
  return { persisted: await persisted };
}

/**
 * Turns offline mode off: forgets the choice, and every locale's worker goes back to the default mode,
 * which drops the precached app shell, the search index and the saved images (pages read stay).
 */
export async function remove(): Promise<void> {
  forgetChoice();
  const off = new URL(scriptUrl('zh-CN', false), location.origin).search;
  const regs = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    regs.map(async (reg) => {
      const w = reg.active ?? reg.waiting ?? reg.installing;
      if (!w || !parseWorkerParams(new URL(w.scriptURL).search).offlineMode) return;
      const url = new URL(w.scriptURL);
      const next = await navigator.serviceWorker.register(`${url.pathname}${off}`, { scope: reg.scope });
      const installing = next.installing ?? next.waiting;
      // The default-mode worker activates at once; its activation is what drops the bulk caches.
      if (installing)
        await new Promise<void>((resolve) => {
          const step = () => ['activated', 'redundant'].includes(installing.state) && resolve();
          installing.addEventListener('statechange', step);
          step();
        });
    }),
  );
}
