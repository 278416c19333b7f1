'use client';
import type { ReactNode } from 'react';
import { storage } from '@/lib/browser/storage';
import { LOCALE_CHOICE_KEY } from '@/lib/i18n/locale-hint';
import type { Locale } from '@/lib/i18n/locales';
import { switchLocaleHref, withoutTrailingSlash } from '@/lib/routes/paths';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The address being read (path, query, hash) in another locale, without the base path. Browser
 * only. `page` is the router's pathname: right after a client navigation the address bar may
 * still show the previous page, whose query and hash then do not belong to it.
 */
export function hereIn(target: Locale, page?: string): string {
  const { pathname, search, hash } = window.location;
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  const same = page === undefined || withoutTrailingSlash(page) === withoutTrailingSlash(path);
  return switchLocaleHref(same ? path + search + hash : page, target);
}

/**
 * A link to the current page in another locale. `href` is the locale-switched path without the
 * base path (as usePathname gives it); the rendered href carries the base path, so the link works
 * without JavaScript, in a new tab and when copied. On click the current query and hash are
 * carried over (`/en/blog/page/2?x=1#top` -> `/blog/page/2?x=1#top`). Following it records the
 * reader's locale choice (the locale hint is then never shown again).
 */
export function LocaleLink({ href, target, children, current = false, className = 'dropdown-link' }: {
  href: string;
  target: Locale;
  children: ReactNode;
  current?: boolean;
  className?: string;
}) {
  return (
    <a
      href={basePath + href}
      hrefLang={target}
      lang={target}
      aria-current={current ? 'true' : undefined}
      className={`${className}${current ? ' active' : ''}`}
      onClick={(e) => {
        storage.set(LOCALE_CHOICE_KEY, target);
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        window.location.assign(basePath + hereIn(target));
      }}
    >
      {children}
    </a>
  );
}
