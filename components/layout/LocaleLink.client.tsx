'use client';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { switchLocaleHref } from '@/lib/routes/paths';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * A link to the current page in another locale. `href` is the locale-switched path without the
 * base path (as usePathname gives it); the rendered href carries the base path, so the link works
 * without JavaScript, in a new tab and when copied. On click the
 * current query and hash are carried over (`/en/blog/page/2?x=1#top` -> `/blog/page/2?x=1#top`).
 */
export function LocaleLink({ href, target, children, current }: {
  href: string;
  target: Locale;
  children: ReactNode;
  current: boolean;
}) {
  return (
    <a
      href={basePath + href}
      hrefLang={target}
      lang={target}
      aria-current={current ? 'true' : undefined}
      className={`dropdown-link${current ? ' active' : ''}`}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        const { pathname, search, hash } = window.location;
        const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
        window.location.assign(basePath + switchLocaleHref(path + search + hash, target));
      }}
    >
      {children}
    </a>
  );
}
