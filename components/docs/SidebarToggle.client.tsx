'use client';

import { useEffect, useState } from 'react';
import { storage } from '@/lib/browser/storage';
import { Icon } from '@/components/ui/Icon';

export const SIDEBAR_HIDDEN_KEY = 'docs-sidebar-hidden';
const ATTR = 'data-docs-sidebar-hidden';

/** Runs before paint (inline in the doc layout) so a hidden sidebar does not flash. */
export const sidebarBootScript = `try{if(localStorage.getItem('${SIDEBAR_HIDDEN_KEY}')==='true')document.documentElement.setAttribute('${ATTR}','')}catch(e){}`;

/** Hides and restores the docs sidebar; the choice is kept in localStorage. */
export function SidebarToggle({ hideLabel, showLabel }: { hideLabel: string; showLabel: string }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const stored = storage.get(SIDEBAR_HIDDEN_KEY) === 'true';
    setHidden(stored);
    document.documentElement.toggleAttribute(ATTR, stored);
  }, []);
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    document.documentElement.toggleAttribute(ATTR, next);
    storage.set(SIDEBAR_HIDDEN_KEY, String(next));
  };
  const label = hidden ? showLabel : hideLabel;
  return (
    <button type="button" className="docs-sidebar-toggle" onClick={toggle} aria-label={label} title={label} aria-expanded={!hidden}>
      <Icon name={hidden ? 'chevron-right' : 'chevron-left'} />
    </button>
  );
}
