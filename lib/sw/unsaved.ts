import { useEffect, useRef, useState } from 'react';

/** The same empty set every time: result rows given it do not render again. */
const NONE: Set<string> = new Set();

/**
 * The URLs among `urls` whose pages would not open now: none while the browser is online; offline,
 * those `check` finds in no cache (lib/sw/saved.ts: search hits then say they need a connection).
 * Follows going off and online. `check` is only called offline.
 */
export function useUnsaved(urls: string[], check: (urls: string[]) => Promise<string[]>): Set<string> {
  const [unsaved, setUnsaved] = useState(NONE);
  const key = urls.join('\n');
  const ask = useRef(check);
  ask.current = check;
  useEffect(() => {
    let live = true;
    const update = async () => {
      const list = key ? key.split('\n') : [];
      if (navigator.onLine || !list.length) return live && setUnsaved(NONE);
      const found = await ask.current(list).catch(() => []);
      if (live) setUnsaved(found.length ? new Set(found) : NONE);
    };
    void update();
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      live = false;
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, [key]);
  return unsaved;
}
