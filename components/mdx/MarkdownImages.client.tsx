'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { watchImageErrors, type ImageErrorTexts } from '@/lib/browser/image-errors';
import { tabStopsWhereScrolling } from '@/lib/browser/scroll-focus';

const ZOOMABLE = '.markdown img[data-zoomable]';

/**
 * Markdown images: zoomed with medium-zoom (lib/browser/image-zoom.ts, loaded only when a page has
 * a zoomable image, and attached again 1000 ms after a route change). An image that fails to load
 * is replaced by a button saying why. Tables are a tab stop only while they scroll
 * (lib/browser/scroll-focus.ts).
 */
export function MarkdownImages({ errorTexts, zoomLabel }: { errorTexts: ImageErrorTexts; zoomLabel: string }) {
  const pathname = usePathname();

  useEffect(() => watchImageErrors(errorTexts), [pathname, errorTexts]);
  useEffect(() => tabStopsWhereScrolling(), [pathname]);

  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (!document.querySelector(ZOOMABLE)) return;
      const { attachZoom } = await import('@/lib/browser/image-zoom');
      if (!cancelled) detach = attachZoom(ZOOMABLE, zoomLabel);
    }, 1000);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      detach?.();
    };
  }, [pathname, zoomLabel]);
  return null;
}
