/**
 * Route trees from one file a build instead of one file a page. A static export writes, beside each
 * page, its route tree (`__next._tree.txt`, the route's shape the router fetches before the page
 * segment). The pages of one dynamic route have the same tree but for the values of their params
 * (`"k":"…"`): the build keeps one tree a route in `route-trees.json` (under the build's own
 * `_next/static/<build id>/`, so it is cached for good and a deploy cannot mix two builds' trees)
 * and removes the page's file when that tree, filled with the page's params, gives it byte for byte
 * (scripts/lib/route-trees.ts). A page whose tree differs keeps its file and is listed. The client
 * (lib/browser/route-ready.ts) answers the router's request for such a tree from the file: one file
 * a page fewer, about a fifth of `out/`'s files (issue 49: a host's 20,000-file limit at 7,500 pages).
 */
import { matchRoute, segmentFileOf } from './segment-files';

export const ROUTE_TREES_FILE = 'route-trees.json';

/** The build's route trees: one a dynamic route (by its page segment's file name), and the pages that keep their own file. */
export type RouteTrees = { trees: Record<string, string>; files: string[] };

/** Where a build's route trees are (base path and build id applied). */
export const routeTreesUrl = (base: string, buildId: string) => `${base}/_next/static/${buildId}/${ROUTE_TREES_FILE}`;

/** A path segment as Next writes it in a param's value: percent-encoded, whatever form the URL had. */
function canonical(part: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(part));
  } catch {
    return encodeURIComponent(part);
  }
}

/** A site path (base path removed) in one form: segments percent-encoded as Next writes them, ending with a slash. */
export const canonicalPath = (pathname: string) => `/${pathname.split('/').filter(Boolean).map(canonical).join('/')}/`.replace(/^\/\/$/, '/');

/**
 * The page segment's file name and the param values of a page of a dynamic route, by name, as the
 * route tree holds them: `[x]` one segment, `[...x]` and `[[...x]]` the rest joined by `/` (empty
 * for an optional catch-all with none). Null for a static route and a path no route matches.
 */
export function dynamicRoute(pathname: string): { file: string; params: Record<string, string> } | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  match.route.forEach((segment, i) => {
    const name = /^\[+(?:\.\.\.)?(\w+)\]+$/.exec(segment)?.[1];
    if (!name) return;
    params[name] = segment.startsWith('[...') || segment.startsWith('[[...') ? match.parts.slice(i).map(canonical).join('/') : canonical(match.parts[i]);
  });
  return Object.keys(params).length ? { file: segmentFileOf(match), params } : null;
}

/** A param's entry in a route tree: name, kind, value. */
const PARAM = /"n":"(\w+)","t":"(\w+)","k":"[^"\\]*"/g;

/** A route tree with the param values of another page of its route. */
export const fillTree = (tree: string, params: Record<string, string>) =>
  tree.replace(PARAM, (entry, name: string, kind: string) => (name in params ? `"n":"${name}","t":"${kind}","k":${JSON.stringify(params[name])}` : entry));

/**
 * The route tree of a site path (base path removed) from the build's route trees, or null when
 * the page has its own file: a static route, a page listed as keeping it, a route without a tree.
 */
export function treeFor(pathname: string, routeTrees: RouteTrees): string | null {
  const route = dynamicRoute(pathname);
  if (!route || routeTrees.files.includes(canonicalPath(pathname))) return null;
  const tree = routeTrees.trees[route.file];
  return tree === undefined ? null : fillTree(tree, route.params);
}
