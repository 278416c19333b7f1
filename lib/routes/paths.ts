import { defaultLocale, localeConfig, locales, type Locale } from '@/lib/i18n/locales';

/**
 * The one place that knows how a locale maps to a URL prefix: zh-CN has none, en has `/en`.
 * Every path the site emits ends with a slash (the export uses `trailingSlash: true`).
 */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)!;
  const [, pathname, rest] = match;
  if (pathname === '' || pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return path;
  return `${pathname}/${rest}`;
}

/** A pathname without its trailing slashes, for comparing paths; the root stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localeConfig[locale].path;
  const joined = prefix ? `/${prefix}${clean === '/' ? '/' : clean}` : clean;
  return withTrailingSlash(joined);
}

/** Splits a pathname (without base path) into its locale and the locale-free path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localeConfig[locale].path;
    if (!prefix) continue;
    if (pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length + 1) || '/' };
    }
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The same page in another locale, keeping query and hash. */
export function switchLocaleHref(href: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const { path } = splitLocale(match[1]);
  return localePath(target, path) + match[2];
}

/** Strips `index.html` and `.html` from a pathname; returns null when there is nothing to strip. */
export function cleanHtmlPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return `${pathname.slice(0, -'.html'.length)}/`;
  return null;
}
