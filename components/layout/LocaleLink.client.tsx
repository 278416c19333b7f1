'use client';
import type { ReactNode } from 'react';
import { storage } from '@/lib/browser/storage';
import { LOCALE_CHOICE_KEY } from '@/lib/i18n/locale-hint';
import type { Locale } from '@/lib/i18n/locales';
import { switchLocaleHref, withoutTrailingSlash } from '@/lib/routes/paths';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The address being read (path, query, hash; base path kept) in another locale. Browser only.
 * `page` is the router's pathname: right after a client navigation the address bar may still show
 * the previous page, whose query and hash then do not belong to it.
 */
export function hereIn(target: Locale, page?: string): string {
  const { pathname, search, hash } = window.location;
  const path = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  const same = page === undefined || withoutTrailingSlash(page) === withoutTrailingSlash(path);
  return basePath + switchLocaleHref(same ? path + search + hash : page, target);
}

/**
 * A link to the current page in another locale. The server renders the path; on click the
 * current query and hash are carried over (`/en/blog/page/2?x=1#top` -> `/blog/page/2?x=1#top`).
 * Following it records the reader's locale choice (the locale hint is then never shown again).
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
      href={href}
      hrefLang={target}
      lang={target}
      aria-current={current ? 'true' : undefined}
      className={`${className}${current ? ' active' : ''}`}
      onClick={(e) => {
        storage.set(LOCALE_CHOICE_KEY, target);
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        window.location.assign(hereIn(target));
      }}
    >
      {children}
    </a>
  );
}
