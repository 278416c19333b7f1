import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOf } from '../../lib/browser/route-ready';
import { canonicalPath, dynamicRoute, fillTree, routeTreesUrl, type RouteTrees } from '../../lib/routes/route-trees';

export type RouteTreesReport = { pages: number; removed: number; removedBytes: number; routes: number; kept: string[]; file: string | null; bytes: number };

const TREE = '__next._tree.txt';

/**
 * One route tree a dynamic route instead of one a page (lib/routes/route-trees.ts): writes
 * `_next/static/<build id>/route-trees.json` and removes every page's `__next._tree.txt` that the
 * route's tree, filled with the page's params, reproduces byte for byte. A route's tree is the
 * form most of its pages share; a page whose tree differs keeps its file and is listed, and so do
 * static routes (one page each). Trees of more than one build in `out/` are an error.
 */
export function writeRouteTrees(outDir: string): { report: RouteTreesReport; errors: string[] } {
  const pages: { rel: string; pathname: string; text: string; file: string; params: Record<string, string> }[] = [];
  const visit = (rel: string) => {
    const entries = readdirSync(path.join(outDir, rel), { withFileTypes: true });
    for (const e of entries) {
      if (e.isFile() && e.name === TREE) {
        const pathname = canonicalPath(rel);
        const route = dynamicRoute(pathname);
        if (route) pages.push({ rel, pathname, text: readFileSync(path.join(outDir, rel, TREE), 'utf8'), ...route });
      } else if (e.isDirectory() && !(rel === '' && e.name === '_next')) visit(rel ? `${rel}/${e.name}` : e.name);
    }
  };
  visit('');
  const report: RouteTreesReport = { pages: pages.length, removed: 0, removedBytes: 0, routes: 0, kept: [], file: null, bytes: 0 };
  if (!pages.length) return { report, errors: [] };
  const builds = new Set(pages.map((p) => buildOf(p.text)));
  if (builds.size !== 1 || builds.has(undefined)) return { report, errors: [`route trees: ${builds.size} build ids in the pages' __next._tree.txt (${[...builds].join(', ')}); expected one`] };
  const [buildId] = builds as Set<string>;

  // Each route's tree: the form most of its pages share (params emptied).
  const trees: Record<string, string> = {};
  const byRoute = new Map<string, typeof pages>();
  for (const p of pages) byRoute.set(p.file, [...(byRoute.get(p.file) ?? []), p]);
  for (const [file, group] of byRoute) {
    const counts = new Map<string, number>();
    for (const p of group) {
      const form = fillTree(p.text, Object.fromEntries(Object.keys(p.params).map((k) => [k, ''])));
      counts.set(form, (counts.get(form) ?? 0) + 1);
    }
    trees[file] = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  }
  const routeTrees: RouteTrees = { trees, files: [] };
  for (const p of pages) {
    if (fillTree(trees[p.file], p.params) !== p.text) {
      routeTrees.files.push(p.pathname);
      continue;
    }
    rmSync(path.join(outDir, p.rel, TREE));
    report.removed += 1;
    report.removedBytes += Buffer.byteLength(p.text);
  }
  report.routes = byRoute.size;
  report.kept = routeTrees.files;
  const json = JSON.stringify(routeTrees);
  const target = path.join(outDir, routeTreesUrl('', buildId).slice(1));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, json);
  report.file = path.relative(outDir, target);
  report.bytes = Buffer.byteLength(json);
  return { report, errors: [] };
}
