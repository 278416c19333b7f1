import { blog, docs } from '@/lib/content';
import { locales, type Locale } from '@/lib/i18n/locales';
import { perContent } from '@/lib/content/live';
import { localePath } from './paths';

/**
 * The route table: every page of both locales, computed once as plain data. Static params, the
 * sitemap, nav filtering and the route-coverage test all read it.
 */

/** The kinds of page; tests/unit/base-path-fixture.test.ts holds the base-path build's content to one of each. */
export const ROUTE_KINDS = [
  'home',
  'about',
  'project',
  'friends',
  'resources',
  'blogList',
  'blogPost',
  'blogArchive',
  'blogTags',
  'blogTag',
  'docsRoot',
  'doc',
  'docCategory',
  'docTags',
  'docTag',
  'search',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

export type Route = {
  kind: RouteKind;
  locale: Locale;
  /** Locale-free path without trailing slash: /, /about, /blog/page/2 */
  path: string;
  /** The path as served, with locale prefix and trailing slash. */
  href: string;
  /** Params for the route file's generateStaticParams (catch-all params are segment arrays). */
  params: Record<string, string | string[]>;
  /** Left out of the sitemap (unlisted entries). */
  hidden?: boolean;
  /** The sitemap's lastmod, YYYY-MM-DD (a doc's last update). */
  lastModified?: string;
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
    ...blog.allPosts('zh-CN').map((p) => ({
      kind: 'blogPost' as const,
      path: p.permalink,
      params: { slug: p.slug },
      hidden: p.unlisted,
      lastModified: p.lastUpdate ?? p.dateISO,
    })),
    ...blog.brokenSlugs().map((slug) => ({ kind: 'blogPost' as const, path: `/blog/${slug}`, params: { slug }, hidden: true })),
  ];
  const docSeeds: RouteSeed[] = [
    { kind: 'docsRoot', path: '/docs', params: {} },
    ...docs.all('zh-CN').map((d) => ({
      kind: 'doc' as const,
      path: d.permalink,
      params: { slug: d.permalink.split('/').slice(2) },
      hidden: d.unlisted,
      lastModified: d.lastUpdate,
    })),
    ...docs.categories('zh-CN').map((c) => ({ kind: 'docCategory' as const, path: c.permalink, params: { name: c.slug } })),
    { kind: 'docTags', path: '/docs/tags', params: {} },
    ...docs.tags().map((t) => ({ kind: 'docTag' as const, path: t.permalink, params: { tag: t.slug } })),
  ];
  return [
    { kind: 'home', path: '/', params: {} },
    { kind: 'about', path: '/about', params: {} },
    { kind: 'project', path: '/project', params: {} },
    { kind: 'friends', path: '/friends', params: {} },
    { kind: 'resources', path: '/resources', params: {} },
    { kind: 'search', path: '/search', params: {} },
    ...blogSeeds,
    ...docSeeds,
  ];
}

/** Every page of both locales, computed once per process (once per content revision under `next dev`). */
export const getRoutes: () => Route[] = perContent('routes', () =>
  locales.flatMap((locale) => seeds().map((s) => ({ ...s, locale, href: localePath(locale, s.path) }))),
);

/**
 * Params of every route of one kind, for generateStaticParams; `where` narrows them (page 1 of a
 * list lives at the list's root, later pages under /page/n).
 */
export function staticParams(
  kind: RouteKind,
  locale: Locale,
  where: (params: Record<string, string | string[]>) => boolean = () => true,
  pick?: readonly string[],
): Record<string, string | string[]>[] {
  return getRoutes()
    .filter((r) => r.kind === kind && r.locale === locale && where(r.params))
    .map((r) => (pick ? Object.fromEntries(pick.map((k) => [k, r.params[k]])) : r.params));
}

const routePaths = perContent('routePaths', () => new Set(getRoutes().map((r) => r.path)));

/** Whether a locale-free path is a page of the site (used to keep nav and footer honest). */
export function hasRoute(path: string): boolean {
  return routePaths().has(path.replace(/\/$/, '') || '/');
}
