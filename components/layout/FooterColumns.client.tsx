'use client';
import Link from '@/components/ui/Link';

/** A footer column as plain data: its title and its links as [label, href]. */
export type FooterColumnData = [title: string, links: [label: string, href: string][]];

/**
 * The footer's link columns, rendered from plain data. Every page's RSC payload carries the
 * footer; as data it is about a fifth of the element tree a server component would send.
 */
export function FooterColumns({ columns }: { columns: FooterColumnData[] }) {
  return (
    <div className="footer-columns">
      {columns.map(([title, links]) => (
        <div key={title} className="footer-column">
          <p className="footer-title">{title}</p>
          <ul>
            {links.map(([label, href]) => (
              <li key={href}>
                <Link href={href} className="footer-link">{label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
