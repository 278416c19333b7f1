'use client';

import { useEffect, useRef } from 'react';
import { animateCollapsibles } from '@/lib/browser/collapsible';

/**
 * The docs sidebar's behaviour, rendered inside it: categories open and close with a
 * height-based animation, and the sidebar (not the page) scrolls so the active item is in view.
 */
export function SidebarBehaviour() {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const menu = ref.current?.closest<HTMLElement>('.docs-menu');
    return menu ? animateCollapsibles(menu) : undefined;
  }, []);

  useEffect(() => {
    const nav = ref.current?.closest('.docs-sidebar');
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const box = nav.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) nav.scrollTop += item.top - box.top - box.height / 3;
  });
  return <span ref={ref} hidden />;
}
