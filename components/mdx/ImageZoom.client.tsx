'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const SELECTOR = '.markdown img[data-zoomable]';

/**
 * medium-zoom for markdown images, loaded only when a page has one. Closes on click, Escape,
 * scroll beyond 40 px or resize; margin 0; background follows the colour mode; attached again
 * 1000 ms after a route change.
 */
export function ImageZoom() {
  const pathname = usePathname();
  useEffect(() => {
    let zoom: { detach: () => void; close: () => void } | undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (!document.querySelector(SELECTOR)) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      const dark = document.documentElement.getAttribute('data-theme') === 'dark';
      zoom = mediumZoom(SELECTOR, { margin: 0, scrollOffset: 40, background: dark ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)' });
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
