'use client';
import { SKIP_TARGET_ATTR } from './skip-target';

/**
 * 'Skip to main content'. Without JavaScript it leads to <main>; a page whose <main> opens with a
 * block of links of its own (the docs sidebar) marks its content column with SKIP_TARGET_ATTR,
 * and the link focuses that instead, as Docusaurus and Starlight skip past their sidebars.
 */
export function SkipLinkAnchor({ label }: { label: string }) {
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(e) => {
        const target = document.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTR}]`);
        if (!target?.getClientRects().length) return;
        e.preventDefault();
        target.focus();
      }}
    >
      {label}
    </a>
  );
}
