import { blog } from '@/lib/content';
import { locales, type Locale } from '@/lib/i18n/locales';
import { localePath } from './paths';

/**
 * The route table: every page of both locales, computed once as plain data. Static params, the
 * sitemap, nav filtering and the route-coverage test all read it.
 */
export type RouteKind =
  | 'home'
  | 'about'
  | 'blogList'
  | 'blogPost'
  | 'blogArchive'
  | 'blogTags'
  | 'blogTag';

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
  const blogSeeds: RouteSeed[] = [
    ...blog.pages('zh-CN').map((p) => ({ kind: 'blogList' as const, path: p.path, params: { page: String(p.page) } })),
    { kind: 'blogArchive', path: '/blog/archive', params: {} },
    { kind: 'blogTags', path: '/blog/tags', params: {} },
    ...blog.tags().flatMap((t) =>
      blog.tagPages(t.slug, 'zh-CN').map((p) => ({ kind: 'blogTag' as const, path: p.path, params: { tag: t.slug, page: String(p.page) } })),
    ),
    ...blog.allPosts('zh-CN').map((p) => ({ kind: 'blogPost' as const, path: p.permalink, params: { slug: p.slug }, hidden: p.unlisted })),
  ];
  return [
    { kind: 'home', path: '/', params: {} },
    { kind: 'about', path: '/about', params: {} },
    ...blogSeeds,
  ];
}

let cache: Route[] | undefined;

export function getRoutes(): Route[] {
  cache ??= locales.flatMap((locale) =>
    seeds().map((s) => ({ ...s, locale, href: localePath(locale, s.path) })),
  );
  return cache;
}

/**
 * Params of every route of one kind, for generateStaticParams; `where` narrows them (page 1 of a
 * list lives at the list's root, later pages under /page/n).
 */
export function staticParams(
  kind: RouteKind,
  locale: Locale,
  where: (params: Record<string, string>) => boolean = () => true,
  pick?: readonly string[],
): Record<string, string>[] {
  return getRoutes()
    .filter((r) => r.kind === kind && r.locale === locale && where(r.params))
    .map((r) => (pick ? Object.fromEntries(pick.map((k) => [k, r.params[k]])) : r.params));
}

/** Whether a locale-free path is a page of the site (used to keep nav and footer honest). */
export function hasRoute(path: string): boolean {
  const clean = path.replace(/\/$/, '') || '/';
  return getRoutes().some((r) => r.path === clean);
}
