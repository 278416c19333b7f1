import { locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from './paths';

/**
 * The route table: every page of both locales, computed once as plain data. Static params, the
 * sitemap, nav filtering and the route-coverage test all read it.
 */
export type RouteKind = 'home' | 'about';

export type Route = {
  kind: RouteKind;
  locale: Locale;
  /** Locale-free path without trailing slash: /, /about, /blog/page/2 */
  path: string;
  /** The path as served, with locale prefix and trailing slash. */
  href: string;
  /** Params for the route file's generateStaticParams. */
  params: Record<string, string>;
  /** Left out of the sitemap (unlisted entries). */
  hidden?: boolean;
};

type RouteSeed = Omit<Route, 'locale' | 'href'>;

function seeds(): RouteSeed[] {
  return [
    { kind: 'home', path: '/', params: {} },
    { kind: 'about', path: '/about', params: {} },
  ];
}

let cache: Route[] | undefined;

export function getRoutes(): Route[] {
  cache ??= locales.flatMap((locale) =>
    seeds().map((s) => ({ ...s, locale, href: localePath(locale, s.path) })),
  );
  return cache;
}

/** Params of every route of one kind in one locale, for generateStaticParams. */
export function staticParams(kind: RouteKind, locale: Locale): Record<string, string>[] {
  return getRoutes()
    .filter((r) => r.kind === kind && r.locale === locale)
    .map((r) => r.params);
}

/** Whether a locale-free path is a page of the site (used to keep nav and footer honest). */
export function hasRoute(path: string): boolean {
  const clean = path.replace(/\/$/, '') || '/';
  return getRoutes().some((r) => r.path === clean);
}
