'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isActivePath } from '@/lib/routes/active';

/** A navigation link that marks itself `aria-current="page"` when it holds the current route. */
export function NavLink({ href, className, children, exact = false, match, except, also }: {
  href: string;
  className: string;
  children: ReactNode;
  exact?: boolean;
  match?: string;
  except?: string[];
  also?: string[];
}) {
  const active = isActivePath(usePathname() ?? '/', href, { exact, match, except, also });
  return (
    <Link href={href} className={`${className}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
