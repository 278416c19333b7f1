'use client';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const DELAY = 300;
const OFFSET = 8;
/** Distance kept from the viewport edges. */
const MARGIN = 8;
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * In a list marked `data-roving` (the tags of a project card) only one element is a tab stop;
 * the arrow keys, Home and End move the focus, and the tab stop, between them.
 */
function rove(e: KeyboardEvent<HTMLElement>) {
  const list = e.currentTarget.closest('[data-roving]');
  const move = MOVES[e.key];
  if (!list || !move) return;
  const items = [...list.querySelectorAll<HTMLElement>('[tabindex]')];
  const i = items.indexOf(e.target as HTMLElement);
  if (i < 0 || items.length < 2) return;
  e.preventDefault();
  const next = items[move(i, items.length)];
  for (const item of items) item.tabIndex = item === next ? 0 : -1;
  next.focus();
}

/**
 * A focusable inline element (`className`, `tabIndex`) that shows `text` 300 ms after hover or
 * focus, 8 px above itself (below when there is no room above); gone on leave or blur. The tip is
 * rendered into <body> with fixed coordinates kept inside the viewport, so no card
 * (overflow: hidden, transform) clips it.
 *
 * The element is rendered here, not cloned from `children`: a server component's element may
 * reach a client component as a lazy reference (React outlines parts of a large payload), and
 * `cloneElement` of that gives an element of type undefined, which failed the build.
 */
export function Tooltip({ text, className, tabIndex = 0, children }: { text: string; className: string; tabIndex?: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const id = useId();
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), DELAY);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
    setPlace(null);
  };

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!anchor.current || !tip.current) return;
      const a = anchor.current.getBoundingClientRect();
      const t = tip.current.getBoundingClientRect();
      const maxLeft = window.innerWidth - t.width - MARGIN;
      const left = Math.max(MARGIN, Math.min(a.left + a.width / 2 - t.width / 2, maxLeft));
      const above = a.top - OFFSET - t.height;
      setPlace({ left, top: above >= MARGIN ? above : a.bottom + OFFSET });
    };
    place();
    // Fixed coordinates follow the anchor when the page scrolls or resizes, and the tip when its
    // own size changes (its text wraps again once a web font arrives: on a busy machine that came
    // after the tip was placed, and it sat 7 px above the tag instead of 8).
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    const resized = new ResizeObserver(place);
    if (tip.current) resized.observe(tip.current);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      resized.disconnect();
    };
  }, [open]);

  return (
    <span
      ref={anchor}
      className={`tooltip-anchor ${className}`}
      tabIndex={tabIndex}
      aria-describedby={open ? id : undefined}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={rove}
    >
      {children}
      {open &&
        createPortal(
          <span
            ref={tip}
            role="tooltip"
            id={id}
            className="tooltip"
            style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
          >
            {text}
          </span>,
          document.body,
        )}
    </span>
  );
}
