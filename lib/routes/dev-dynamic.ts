import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, createElement, type ReactNode } from 'react';
import { localeConfig, type Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { site } from '@/lib/site/config';
import { withoutTrailingSlash } from './paths';

/**
 * The static page that serves a locale's dynamic routes under `next dev` (why: lib/routes/dev-rewrites.ts).
 * Given the requested path, it does what Next does for a dynamic route file with `dynamicParams =
 * false`, in the server's own process: finds the route file whose pattern the path matches (static
 * segments before dynamic ones, as Next orders them), answers 'not found' when the params are not
 * among the file's `generateStaticParams` (an unknown slug, a post deleted a second ago), and
 * renders the file's page and metadata with those params. `generateStaticParams` reads the route
 * table, loaded once per content revision, so a new post is at its URL on the first request after
 * the save.
 */

type Params = Record<string, string | string[]>;
type ParamsProps = { params: Promise<Params> };

type RouteModule = {
  generateStaticParams(): Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  dynamicParams?: boolean;
};

/** What this needs of a dynamic route's `page.tsx`. */
export type DynamicPageModule = RouteModule & {
  // Methods, not function-typed fields: each route file's props name its own params.
  default(props: ParamsProps): ReactNode | Promise<ReactNode>;
  generateMetadata?(props: ParamsProps): Metadata | Promise<Metadata>;
};

/** What this needs of a dynamic route's `route.ts` (a file such as /figures/<name>). */
export type DynamicFileModule = RouteModule & {
  GET(request: Request, context: ParamsProps): Response | Promise<Response>;
};

/**
 * The dynamic page routes of each locale, by the name its dev page imports the route file under,
 * with the route file's pattern as its folders under the locale's root spell it.
 * tests/unit/dev-dynamic.test.ts holds this to the app's dynamic routes and the dev pages' imports.
 */
export const DYNAMIC_PAGES = {
  blogList: '/blog/page/[page]',
  blogPost: '/blog/[slug]',
  blogTag: '/blog/tags/[tag]/[[...page]]',
  doc: '/docs/[...slug]',
  docCategory: '/docs/category/[name]',
  docTag: '/docs/tags/[tag]',
} as const;


/** Sort rank of a pattern segment: a literal before `[x]` before `[...x]` before `[[...x]]`. */
function rank(segment: string): number {
  if (segment.startsWith('[[...')) return 3;
  if (segment.startsWith('[...')) return 2;
  if (segment.startsWith('[')) return 1;
  return 0;
}

function byNextOrder(a: { pattern: string }, b: { pattern: string }): number {
  const sa = a.pattern.split('/');
  const sb = b.pattern.split('/');
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    // A pattern that ends first is the more specific one (no catch-all left to take more).
    if (sa[i] === undefined || sb[i] === undefined) return sa[i] === undefined ? -1 : 1;
    const diff = rank(sa[i]) - rank(sb[i]);
    if (diff) return diff;
  }
  return 0;
}

/**
 * The params of `pathname` (locale-free, segments as in the URL: percent-encoded, as Next hands
 * them to a page; an optional catch-all that takes nothing is left out, as Next leaves it) under
 * `pattern`, or null when it does not match.
 */
export function matchPattern(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = withoutTrailingSlash(pathname).split('/').filter(Boolean);
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i];
    const catchAll = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(w);
    if (catchAll) {
      const rest = have.slice(i);
      if (!rest.length && !w.startsWith('[[')) return null;
      if (rest.length) params[catchAll[1]] = rest;
      return i === want.length - 1 ? params : null;
    }
    const one = /^\[(\w+)\]$/.exec(w);
    if (i >= have.length) return null;
    if (one) params[one[1]] = have[i];
    else if (w !== have[i]) return null;
  }
  return have.length === want.length ? params : null;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Whether URL params equal one entry of `generateStaticParams` (which holds them decoded; an optional catch-all left out is []). */
function sameParams(fromUrl: Params, listed: Record<string, unknown>): boolean {
  return [...new Set([...Object.keys(fromUrl), ...Object.keys(listed)])].every((key) => {
    const a = fromUrl[key] ?? [];
    const b = listed[key] ?? [];
    if (!Array.isArray(a)) return decode(a) === String(b);
    return Array.isArray(b) && a.length === b.length && a.every((s, i) => decode(s) === String(b[i]));
  });
}

/**
 * The route file serving `pathname` and its params, or null where Next would answer 'not found'.
 * `routes` are in Next's order (byNextOrder).
 */
async function find<M extends RouteModule>(routes: { pattern: string; module: M }[], pathname: string) {
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (!params) continue;
    if (route.module.dynamicParams === false && !(await route.module.generateStaticParams()).some((listed) => sameParams(params, listed))) return null;
    return { module: route.module, props: { params: Promise.resolve(params) } };
  }
  return null;
}


type DevPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page and metadata of a locale's `inkstone-dev/dynamic/page.dev.tsx`, given its route files. */
export function devDynamicPage(locale: Locale, modules: Record<keyof typeof DYNAMIC_PAGES, DynamicPageModule>) {
  const routes = Object.entries(DYNAMIC_PAGES)
    .map(([name, pattern]) => ({ pattern, module: modules[name as keyof typeof DYNAMIC_PAGES] }))
    .sort(byNextOrder);
  const prefix = localeConfig[locale].path ? `/${localeConfig[locale].path}` : '';
  // Once per request for the page and its metadata (React's request cache), by the requested path.
  const resolve = cache((path: string | string[] | undefined) => (typeof path === 'string' && path.startsWith(`${prefix}/`) ? find(routes, path.slice(prefix.length)) : null));
  return {
    async Page({ searchParams }: DevPageProps) {
      const found = (await resolve((await searchParams).path)) ?? notFound();
      return createElement(found.module.default, found.props);
    },
    async generateMetadata({ searchParams }: DevPageProps): Promise<Metadata> {
      const found = await resolve((await searchParams).path);
      // The not-found page's title (app/global-not-found.tsx), which `next dev` showed for an
      // unknown slug of a dynamic route; the page itself then answers 'not found'.
      if (!found) return { title: { absolute: `${getT(locale)('notFound.title')} | ${site.title}` }, robots: { index: false } };
      return found.module.generateMetadata ? found.module.generateMetadata(found.props) : {};
    },
  };
}

/**
 * The GET of `inkstone-dev/file/route.dev.ts`: the dynamic route handlers (`route.ts` files), as
 * `devDynamicPage` the pages. `routes` name their patterns from the site's root (with the locale's
 * prefix). A route handler is given the URL as requested, before the rewrite.
 */
export function devDynamicFile(files: { pattern: string; module: DynamicFileModule }[]) {
  const routes = [...files].sort(byNextOrder);
  return async function GET(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const found = pathname.startsWith(`${site.basePath}/`) ? await find(routes, pathname.slice(site.basePath.length)) : null;
    return found ? found.module.GET(request, found.props) : new Response('Not found', { status: 404 });
  };
}
