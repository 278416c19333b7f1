'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { PROGRESS, startsRouteChange } from '@/lib/browser/route-progress';

type NProgress = typeof import('nprogress');

const SAFETY_MS = 15000;

/**
 * The route-change progress bar (nprogress, loaded on the first route change): it appears only
 * when a change takes longer than 200 ms, and finishes when the new pathname renders.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const state = useRef<{ timer?: number; safety?: number; path?: string; pending: boolean; shown: boolean; np?: Promise<NProgress> }>({ pending: false, shown: false });
  const finish = useCallback(() => {
    const s = state.current;
    window.clearTimeout(s.timer);
    window.clearTimeout(s.safety);
    s.pending = false;
    if (s.shown) {
      s.shown = false;
      void s.np?.then((np) => np.done());
    }
  }, []);

  useEffect(() => {
    const s = state.current;
    const load = () =>
      (s.np ??= import('nprogress').then((m) => {
        const np = (m.default ?? m) as NProgress;
        np.configure({ minimum: PROGRESS.minimum, speed: PROGRESS.speed, trickleSpeed: PROGRESS.trickleSpeed, showSpinner: true });
        // trickleRate is a setting of nprogress 0.2 its types do not list.
        (np.settings as { trickleRate?: number }).trickleRate = PROGRESS.trickleRate;
        return np;
      }));
    const start = () => {
      window.clearTimeout(s.timer);
      window.clearTimeout(s.safety);
      s.pending = true;
      // A click whose navigation never happens must not leave the bar running.
      s.safety = window.setTimeout(finish, SAFETY_MS);
      void load();
      s.timer = window.setTimeout(async () => {
        const np = await load();
        if (!s.pending) return;
        s.shown = true;
        np.start();
      }, PROGRESS.delay);
    };
    const onClick = (event: MouseEvent) => {
      const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a) return;
      const click = { button: event.button, modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey, href: a.href, target: a.target, download: a.hasAttribute('download') };
      if (startsRouteChange(click, window.location)) start();
    };
    // Back/forward to another page; a hash-only step keeps the pathname.
    const onPopState = () => window.location.pathname !== s.path && start();
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, [finish]);

  useEffect(() => {
    state.current.path = window.location.pathname;
    finish();
  }, [pathname, finish]);

  return null;
}
