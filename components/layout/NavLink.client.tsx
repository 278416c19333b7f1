'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A navigation link that marks itself `aria-current="page"` when it holds the current route. */
export function NavLink({ href, className, children, exact = false }: {
  href: string;
  className: string;
  children: ReactNode;
  exact?: boolean;
}) {
  const pathname = (usePathname() ?? '/').replace(/\/?$/, '/');
  const active = exact || href === '/' || href === '/en/' ? pathname === href : pathname.startsWith(href);
  return (
    <Link href={href} className={`${className}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
