'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { attachLazily, lazyChunk } from '@/lib/browser/stale-build';
import type { ImageErrorTexts } from '@/lib/browser/image-errors';

/** A code block's buttons (components/mdx/elements.ts): `data-code-action` is `wrap` or `copy`. */
const CODE_BUTTON = '.code-block [data-code-action]';

/**
 * Markdown images and tables: a chunk of their own (lib/browser/markdown-behaviour.ts), loaded
 * only on a page with Markdown images or tables, and attached again after each route change:
 * failed images replaced by a button saying why, tables a tab stop only while they scroll, image
 * zoom 1000 ms after the page. Code blocks' buttons: what a press does (lib/browser/code-buttons.ts)
 * loads on the first one. A chunk a deploy removed reloads the page once.
 */
export function MarkdownImages({ errorTexts, zoomLabel }: { errorTexts: ImageErrorTexts; zoomLabel: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.querySelector('.markdown img, .markdown table')) return;
    return attachLazily(() => import('@/lib/browser/markdown-behaviour'), ({ attachMarkdownBehaviour }) => attachMarkdownBehaviour(errorTexts, zoomLabel));
  }, [pathname, errorTexts, zoomLabel]);
  useEffect(() => {
    const press = (e: MouseEvent) => {
      const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>(CODE_BUTTON);
      if (button) void lazyChunk(() => import('@/lib/browser/code-buttons')).then(({ pressCodeButton }) => pressCodeButton(button), () => {});
    };
    document.addEventListener('click', press);
    return () => document.removeEventListener('click', press);
  }, []);
  return null;
}
