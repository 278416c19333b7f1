'use client';
import { Icon } from '@/components/ui/Icon';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { trapTab } from '@/lib/browser/focus-trap';
import { SECONDARY_SLOT_ID } from './MobileSecondaryMenu.client';

const DESKTOP = '(min-width: 997px)';

/**
 * The hamburger sidebar at 996 px and below: a modal dialog over the whole viewport (page scroll
 * locked and Tab kept inside while it is open). It closes on a route change, on Escape, on back
 * navigation, on a click outside, and is forced closed when the width goes to desktop. Without
 * `secondary` it has no slot for a page's own menu (404.html holds a navbar per locale, and the
 * slot's id must be the page's only one).
 */
export function MobileMenu({ labels, secondary = true, children }: { labels: { menu: string; open: string; close: string; back: string }; secondary?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'primary' | 'secondary'>('primary');
  const slot = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  /** Closes and gives focus back to ☰ without scrolling the page (the reader stays where they were). */
  const dismiss = () => {
    close();
    toggle.current?.focus({ preventScroll: true });
  };

  useEffect(close, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPop = () => close();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss();
      else trapTab(e, panel.current);
    };
    const media = window.matchMedia(DESKTOP);
    const onMedia = () => media.matches && close();
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onMedia);
    const html = document.documentElement;
    html.classList.add('menu-open');
    panel.current?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onMedia);
      html.classList.remove('menu-open');
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="icon-button navbar-toggle"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setView(slot.current?.childElementCount ? 'secondary' : 'primary');
          setOpen(true);
        }}
      >
        <Icon name="menu" size={26} />
      </button>
      <div className={`sidebar-backdrop${open ? ' shown' : ''}`} onClick={dismiss} aria-hidden="true" />
      <div
        id={panelId}
        ref={panel}
        className={`mobile-sidebar${open ? ' shown' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={labels.menu}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a, [data-menu-close]')) setOpen(false);
        }}
      >
        <div className="mobile-sidebar-head">
          <button type="button" className="icon-button" aria-label={labels.close} onClick={dismiss}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className="mobile-primary" hidden={view !== 'primary'}>{children}</div>
        {secondary && (
          <div className="mobile-secondary" hidden={view !== 'secondary'}>
            <button type="button" className="mobile-back" onClick={() => setView('primary')}>{labels.back}</button>
            <div id={SECONDARY_SLOT_ID} ref={slot} />
          </div>
        )}
      </div>
    </>
  );
}
