'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { watchImageErrors, type ImageErrorTexts } from '@/lib/browser/image-errors';
import { tabStopsWhereScrolling } from '@/lib/browser/scroll-focus';

const ZOOMABLE = '.markdown img[data-zoomable]';

/**
 * Markdown images. medium-zoom, loaded only when a page has one: closes on click, Escape, scroll
 * beyond 40 px or resize; margin 0; background follows the colour mode; attached again 1000 ms
 * after a route change. An image that fails to load is replaced by a button saying why. Tables
 * are a tab stop only while they scroll (lib/browser/scroll-focus.ts).
 */
export function MarkdownImages({ errorTexts }: { errorTexts: ImageErrorTexts }) {
  const pathname = usePathname();

  useEffect(() => watchImageErrors(errorTexts), [pathname, errorTexts]);
  useEffect(() => tabStopsWhereScrolling(), [pathname]);

  useEffect(() => {
    let zoom: { detach: () => void; close: () => void } | undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (!document.querySelector(ZOOMABLE)) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      const dark = document.documentElement.getAttribute('data-theme') === 'dark';
      zoom = mediumZoom(ZOOMABLE, { margin: 0, scrollOffset: 40, background: dark ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)' });
    }, 1000);
    const onResize = () => zoom?.close();
    window.addEventListener('resize', onResize);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      zoom?.detach();
    };
  }, [pathname]);
  return null;
}
