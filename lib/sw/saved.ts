import { pageCacheKey } from './cache-key';

/**
 * Whether a page opens with no connection: kept on a visit (by its cache key) or precached by
 * offline mode (its `index.html`, stored with a revision query).
 */
async function isSaved(url: string): Promise<boolean> {
  const key = pageCacheKey(new URL(url, location.href));
  return !!((await caches.match(key)) ?? (key.endsWith('/') && (await caches.match(`${key}index.html`, { ignoreSearch: true }))));
}

/**
 * The URLs among `urls` whose pages no cache of this origin holds (a page that cannot be checked
 * counts as saved). Part of the search engine's module (lib/search/backend.ts), which a page showing
 * results has loaded: the search page's own JavaScript does not carry it (its budget, issue 40).
 */
export async function unsavedAmong(urls: string[]): Promise<string[]> {
  if (!('caches' in self)) return [];
  const saved = await Promise.all(urls.map((u) => isSaved(u).catch(() => true)));
  return urls.filter((_, i) => !saved[i]);
}
