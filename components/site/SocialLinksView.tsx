import type { CSSProperties } from 'react';
import { SocialGlyph } from './SocialGlyph';

/** A social link as plain data: network key, title, href (base path applied), brand colour, icon path. */
export type SocialLinkData = [key: string, title: string, href: string, color: string, d?: string];

/** The social links' markup from plain data (server and client components both render it). */
export function SocialLinksView({ label, links }: { label: string; links: SocialLinkData[] }) {
  return (
    <ul className="social-links" aria-label={label}>
      {links.map(([key, title, href, color, d]) => (
        <li key={key}>
          <a
            className="social-link"
            href={href}
            title={title}
            aria-label={title}
            style={{ '--brand': color } as CSSProperties}
            {...(/^https:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <SocialGlyph name={key} d={d} />
          </a>
        </li>
      ))}
    </ul>
  );
}
