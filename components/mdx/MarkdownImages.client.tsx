'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { attachLazily } from '@/lib/browser/stale-build';
import type { ImageErrorTexts } from '@/lib/browser/image-errors';

/**
 * Markdown images and tables: a chunk of their own (lib/browser/markdown-behaviour.ts), loaded
 * only on a page with Markdown images or tables, and attached again after each route change:
 * failed images replaced by a button saying why, tables a tab stop only while they scroll, image
 * zoom 1000 ms after the page. A chunk a deploy removed reloads the page once.
 */
export function MarkdownImages({ errorTexts, zoomLabel }: { errorTexts: ImageErrorTexts; zoomLabel: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.querySelector('.markdown img, .markdown table')) return;
    return attachLazily(() => import('@/lib/browser/markdown-behaviour'), ({ attachMarkdownBehaviour }) => attachMarkdownBehaviour(errorTexts, zoomLabel));
  }, [pathname, errorTexts, zoomLabel]);
  return null;
}
