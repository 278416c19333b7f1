'use client';

import { useEffect, useRef } from 'react';

/** Scrolls the sidebar (not the page) so the active item is in view. */
export function SidebarActiveIntoView() {
  const ref = useRef<HTMLSpanElement>(null);
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
