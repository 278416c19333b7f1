import { watchImageErrors, type ImageErrorTexts } from './image-errors';
import { tabStopsWhereScrolling } from './scroll-focus';

/** The zoomable Markdown images (lib/browser/image-zoom.ts). */
const ZOOMABLE = '.markdown img[data-zoomable]';

/**
 * What a page's Markdown images and tables do (components/mdx/MarkdownImages.client.tsx loads
 * this chunk only on a page that has one, so none of it is in a page's own JavaScript): an image
 * that fails to load is replaced by a button saying why (it scans the images that failed before,
 * lib/browser/image-errors.ts); a table is a tab stop only while it scrolls
 * (lib/browser/scroll-focus.ts); images zoom with medium-zoom, attached 1000 ms after the page
 * or the route change (its own chunk, lib/browser/image-zoom.ts). Returns what undoes it all.
 */
export function attachMarkdownBehaviour(errorTexts: ImageErrorTexts, zoomLabel: string): () => void {
  const stopErrors = watchImageErrors(errorTexts);
  const stopTabStops = tabStopsWhereScrolling();
  let detachZoom: (() => void) | undefined;
  let cancelled = false;
  const timer = window.setTimeout(async () => {
    if (!document.querySelector(ZOOMABLE)) return;
    const { attachZoom } = await import('./image-zoom');
    if (!cancelled) detachZoom = attachZoom(ZOOMABLE, zoomLabel);
  }, 1000);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    stopErrors();
    stopTabStops();
    detachZoom?.();
  };
}
