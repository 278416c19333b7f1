'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsWindow } from '@/lib/browser/analytics';

/** The gtag code runs after hydration only: a chunk of its own, off every page's budget (scripts/bench/js-budget.json). */
const load = () => import('@/lib/browser/analytics');
const win = () => window as unknown as AnalyticsWindow;

/** Rendered only when ANALYTICS_ID is configured: gtag.js, and a page view on each route change. */
export function Analytics({ id }: { id: string }) {
  const pathname = usePathname();
  useEffect(() => {
    let off = () => {};
    void load().then((m) => {
      m.startAnalytics(id, win());
      const onHash = () => m.trackPageView(win());
      window.addEventListener('hashchange', onHash);
      off = () => window.removeEventListener('hashchange', onHash);
    });
    return () => off();
  }, [id]);
  useEffect(() => {
    void load().then((m) => m.trackPageView(win()));
  }, [pathname]);
  return null;
}
