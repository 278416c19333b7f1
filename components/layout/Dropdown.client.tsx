'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isActivePath } from '@/lib/routes/active';

/**
 * A navbar dropdown: opens on hover, on Enter/Space or click of its button, closes on an outside
 * click, on Escape (focus returns to the button) and when focus leaves it.
 */
export function Dropdown({ label, children, align = 'left', className, activeFor }: {
  label: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
  className?: string;
  /** Links of the menu: the toggle is marked active when one of them is. */
  activeFor?: { href: string; match?: string; except?: string[]; also?: string[] }[];
}) {
  const pathname = usePathname() ?? '/';
  const active = !!activeFor?.some((l) => isActivePath(pathname, l.href, l));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  /** A click right after hover opened the menu keeps it open instead of toggling it shut. */
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus({ preventScroll: true });
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={`dropdown${open ? ' dropdown-open' : ''}${className ? ` ${className}` : ''}`}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`navbar-link dropdown-toggle${active ? ' active' : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {label}
      </button>
      <ul id={id} className={`dropdown-menu dropdown-${align}`} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </div>
  );
}
