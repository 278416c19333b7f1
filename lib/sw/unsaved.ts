import { useEffect, useState } from 'react';
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
 * The URLs among `urls` whose pages would not open now: none while the browser is online; offline,
 * those no cache holds (search hits then say they need a connection). Follows going off and online.
 */
export function useUnsaved(urls: string[]): Set<string> {
  const [unsaved, setUnsaved] = useState<Set<string>>(() => new Set());
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    const check = async () => {
      const list = key ? key.split('\n') : [];
      // Online, the same empty set every time: the result groups it is passed to do not render again.
      if (navigator.onLine || !('caches' in window)) return live && setUnsaved((u) => (u.size ? new Set() : u));
      const saved = await Promise.all(list.map((u) => isSaved(u).catch(() => true)));
      if (live) setUnsaved(new Set(list.filter((_, i) => !saved[i])));
    };
    void check();
    addEventListener('online', check);
    addEventListener('offline', check);
    return () => {
      live = false;
      removeEventListener('online', check);
      removeEventListener('offline', check);
    };
  }, [key]);
  return unsaved;
}
