/**
 * The name of a page's prefetch file, from its path alone. A static export writes, beside each
 * page, its page segment as `__next.<segments>.__PAGE__.txt`, the segments being the page's App
 * Router route (route groups base64url-encoded after a `!`, `[x]` as `$d$x`, `[...x]` as `$c$x`,
 * `[[...x]]` as `$oc$x`). The router learns the name from the route tree, one round trip later;
 * knowing it from the path lets a followed link fetch both at once (lib/browser/route-ready.ts).
 * tests/unit/segment-files.test.ts keeps ROUTES equal to the page files under app/.
 */

/** Every page route under a locale's route group, app/(zh)/… and app/(en)/en/…. */
export const ROUTES = [
  '',
  'about',
  'blog',
  'blog/archive',
  'blog/page/[page]',
  'blog/tags',
  'blog/tags/[tag]/[[...page]]',
  'blog/[slug]',
  'docs',
  'docs/category/[name]',
  'docs/tags',
  'docs/tags/[tag]',
  'docs/[...slug]',
  'friends',
  'project',
  'resources',
  'search',
];

const b64 = (s: string) => btoa(s).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * How well a route matches path segments: per segment 2 for a static one, 1 for a dynamic one,
 * 0 for a catch-all (compared position by position, as the router prefers the static route); null
 * when it does not match.
 */
export function routeMatch(route: string[], parts: string[]): number[] | null {
  const score: number[] = [];
  for (let i = 0; i < route.length; i++) {
    const seg = route[i];
    if (seg.startsWith('[[...')) return parts.length >= i ? [...score, 0] : null;
    if (seg.startsWith('[...')) return parts.length > i ? [...score, 0] : null;
    if (i >= parts.length) return null;
    if (seg.startsWith('[')) score.push(1);
    else if (seg === parts[i]) score.push(2);
    else return null;
  }
  return parts.length === route.length ? score : null;
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] > b[i];
  return a.length > b.length;
};

/** The route a site path (base path removed) is a page of, and its path segments under the locale; null when no route matches. */
export function matchRoute(pathname: string): { route: string[]; en: boolean; parts: string[] } | null {
  let parts = pathname.split('/').filter(Boolean);
  const en = parts[0] === 'en';
  if (en) parts = parts.slice(1);
  let best: string[] | null = null;
  let bestScore: number[] = [];
  for (const r of ROUTES) {
    const route = r ? r.split('/') : [];
    const score = routeMatch(route, parts);
    if (score && (!best || better(score, bestScore))) [best, bestScore] = [route, score];
  }
  return best ? { route: best, en, parts } : null;
}

export type RouteMatch = NonNullable<ReturnType<typeof matchRoute>>;

/** The page segment's file name of a matched route. */
export function segmentFileOf(match: RouteMatch): string {
  const segments = match.route.map((s) => s.replace(/^\[\[\.\.\.(\w+)\]\]$/, '$$oc$$$1').replace(/^\[\.\.\.(\w+)\]$/, '$$c$$$1').replace(/^\[(\w+)\]$/, '$$d$$$1'));
  return ['__next', `!${b64(match.en ? '(en)' : '(zh)')}`, ...(match.en ? ['en'] : []), ...segments, '__PAGE__', 'txt'].join('.');
}

/** The page segment's file name of a site path (base path removed), or null when no route matches. */
export function pageSegmentFile(pathname: string): string | null {
  const match = matchRoute(pathname);
  return match ? segmentFileOf(match) : null;
}

/**
 * What the post-build appends to a page segment's name when it stores it gzip-compressed
 * (`….__PAGE__.txt.bin`): the router still asks for `….__PAGE__.txt`, and
 * lib/browser/route-ready.ts fetches this file instead and inflates it. `.bin`, as the search
 * index's gzipped pieces (lib/search/pack.ts), not `.gz`: hosts set to declare `.gz` files
 * `Content-Encoding: gzip` (Apache's `AddEncoding x-gzip .gz`) have the browser inflate them on the
 * way, while `.bin` is a type every host knows (`application/octet-stream`; a name of our own would be
 * refused where only mapped types are served, as on IIS) and sends as stored, without compressing
 * it again. A body that arrives inflated anyway is told by its missing gzip magic and used as it is.
 */
export const PACKED_SEGMENT = '.bin';

/** Whether a file name is a page's segment file as the export writes it, `__next.<…>.__PAGE__.txt`. */
export const isPageSegmentName = (name: string) => name.startsWith('__next.') && name.endsWith('.__PAGE__.txt');
