'use client';
import { useEffect } from 'react';
import { attachLazily } from '@/lib/browser/stale-build';

/**
 * Scroll-spy for the table of contents: the link of the heading being read gets
 * aria-current="location" (in the side column and in the collapsible copy). A link followed in
 * the collapsible copy closes it. Its code is a chunk of its own (lib/browser/toc-watch.ts),
 * loaded once the page has hydrated: out of the page's JavaScript budget (scripts/bench/js-budget.json).
 */
export function TocSpy() {
  useEffect(() => attachLazily(() => import('@/lib/browser/toc-watch'), ({ watchToc }) => watchToc()), []);
  return null;
}
