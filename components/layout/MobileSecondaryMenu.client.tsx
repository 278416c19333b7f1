'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const SECONDARY_SLOT_ID = 'mobile-secondary-slot';

/**
 * Puts a page's own menu (the docs sidebar) into the mobile navbar's secondary panel. The mobile
 * menu opens on it, with a button back to the main menu.
 */
export function MobileSecondaryMenu({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => setSlot(document.getElementById(SECONDARY_SLOT_ID)), []);
  return slot ? createPortal(children, slot) : null;
}
