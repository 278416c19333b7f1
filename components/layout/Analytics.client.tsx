'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { startAnalytics, trackPageView, type AnalyticsWindow } from '@/lib/browser/analytics';

/** Rendered only when ANALYTICS_ID is configured: gtag.js, and a page view on each route change. */
export function Analytics({ id }: { id: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const win = window as unknown as AnalyticsWindow;
    startAnalytics(id, win);
    const onHash = () => trackPageView(win);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [id]);
  useEffect(() => {
    trackPageView(window as unknown as AnalyticsWindow);
  }, [pathname]);
  return null;
}
