import { pageCacheKey } from './cache-key';

/**
 * Handing pages to the service worker to store (Serwist's CACHE_URLS message; its routes do it).
 * Split from lib/sw/register.ts so that a followed link (lib/browser/follow-route.ts) can hand its
 * page as its navigation starts, whether or not the registration code has run yet.
 */

/** Pages handed as a followed link started for them, by cache key. */
const handed = new Set<string>();

/**
 * Asks the worker to store a page (the one shown unless `page` says another, none when null), with
 * `files`. `force-cache`: what the page has loaded comes from the HTTP cache even where it says
 * `no-cache` (the HTML, images), so nothing the reader already downloaded is fetched twice; `low`:
 * it never delays what the reader waits for.
 */
export function keep(worker: ServiceWorker | null | undefined, files: string[] = [], page: string | null = pageCacheKey(location.href)) {
  const urlsToCache = [...(page ? [page] : []), ...files].map((url) => [url, { cache: 'force-cache', credentials: 'same-origin', priority: 'low' }]);
  if (urlsToCache.length) worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * A followed link's page, handed as its navigation starts (before its files are fetched): a reader
 * who leaves at once finds it offline too. An effect once the page has rendered came too late.
 */
export function keepOnStart(url: string) {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return;
  const page = pageCacheKey(url);
  handed.add(page);
  keep(worker, [], page);
}

/** Whether a page (by cache key) was handed as its navigation started. */
export const handedOnStart = (page: string) => handed.has(page);
