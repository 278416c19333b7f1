'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { watchImageErrors, type ImageErrorTexts } from '@/lib/browser/image-errors';
import { tabStopsWhereScrolling } from '@/lib/browser/scroll-focus';

const ZOOMABLE = '.markdown img[data-zoomable]';

/**
 * Markdown images. medium-zoom, loaded only when a page has one: closes on click, Escape, scroll
 * beyond 40 px or resize; margin 0; background follows the colour mode (app/styles.css); attached
 * again 1000 ms after a route change. A zoomable image not inside a link is a button too (Tab,
 * Enter or Space opens it); the opened copy medium-zoom puts at the end of <body>, outside every
 * landmark, is hidden from assistive technology (the image it magnifies is read in its place). An image that fails to load is replaced by a button saying why. Tables
 * are a tab stop only while they scroll (lib/browser/scroll-focus.ts).
 */
export function MarkdownImages({ errorTexts, zoomLabel }: { errorTexts: ImageErrorTexts; zoomLabel: string }) {
  const pathname = usePathname();

  useEffect(() => watchImageErrors(errorTexts), [pathname, errorTexts]);
  useEffect(() => tabStopsWhereScrolling(), [pathname]);

  useEffect(() => {
    let zoom: import('medium-zoom').Zoom | undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (!document.querySelector(ZOOMABLE)) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      zoom = mediumZoom(ZOOMABLE, { margin: 0, scrollOffset: 40 });
      for (const img of document.querySelectorAll<HTMLImageElement>(ZOOMABLE)) {
        if (img.closest('a')) continue;
        img.tabIndex = 0;
        img.setAttribute('role', 'button');
        img.setAttribute('aria-label', img.alt ? `${zoomLabel}: ${img.alt}` : zoomLabel);
      }
      zoom.on('opened', () => {
        const copy = document.querySelector('body > .medium-zoom-image--opened');
        copy?.removeAttribute('tabindex');
        copy?.removeAttribute('role');
        copy?.setAttribute('aria-hidden', 'true');
      });
    }, 1000);
    const onResize = () => zoom?.close();
    const onKey = (e: KeyboardEvent) => {
      const img = e.target as HTMLElement;
      if ((e.key !== 'Enter' && e.key !== ' ') || !zoom || !img.matches?.(ZOOMABLE)) return;
      e.preventDefault();
      zoom.open({ target: img });
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
      zoom?.detach();
    };
  }, [pathname, zoomLabel]);
  return null;
}
