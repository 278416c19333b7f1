import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalPath, dynamicRoute, fillTree, treeFor, type RouteTrees } from '../../lib/routes/route-trees';
import { writeRouteTrees } from '../../scripts/lib/route-trees';

/** A route tree as Next 16.4 writes it beside a page (rows trimmed to the ones that vary). */
const tree = (build: string, ...params: [name: string, kind: string, value: string][]) =>
  [':HL["/_next/static/chunks/a.css","style"]', ...params.map(([n, t, k], i) => `${i + 2}:[["children",{"s":{"n":"${n}","t":"${t}","k":"${k}","s":[]},"h":65632,"c":"$Q${i + 3}"}]]`), `0:{"b":"${build}","t":{"t":{"s":"","h":131152,"c":"$Q1"}}}`, ''].join('\n');

/** The params of a page of a dynamic route. */
const routeParams = (pathname: string) => dynamicRoute(pathname)?.params;

describe('dynamicRoute', () => {
  it('names each param of the route a site path matches, as the route tree holds it', () => {
    expect(routeParams('/blog/a-post/')).toEqual({ slug: 'a-post' });
    expect(routeParams('/en/blog/a-post/')).toEqual({ slug: 'a-post' });
    expect(routeParams('/docs/algorithm/double-pointer/')).toEqual({ slug: 'algorithm/double-pointer' });
    expect(routeParams('/blog/tags/next/')).toEqual({ tag: 'next', page: '' });
    expect(routeParams('/blog/tags/next/page/2/')).toEqual({ tag: 'next', page: 'page/2' });
    expect(routeParams('/blog/page/3/')).toEqual({ page: '3' });
    expect(dynamicRoute('/blog/archive/'), 'a static route').toBeNull();
    expect(dynamicRoute('/en/blog/a-post/')?.file).toBe('__next.!KGVuKQ.en.blog.$d$slug.__PAGE__.txt');
  });
  it('percent-encodes as Next does, whatever form the URL had', () => {
    expect(routeParams('/docs/category/数据库/')).toEqual({ name: '%E6%95%B0%E6%8D%AE%E5%BA%93' });
    expect(routeParams('/docs/category/%E6%95%B0%E6%8D%AE%E5%BA%93/')).toEqual({ name: '%E6%95%B0%E6%8D%AE%E5%BA%93' });
    expect(canonicalPath('docs/category/数据库')).toBe('/docs/category/%E6%95%B0%E6%8D%AE%E5%BA%93/');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('fillTree and treeFor', () => {
  const routeTrees: RouteTrees = { trees: { '__next.!KHpoKQ.blog.tags.$d$tag.$oc$page.__PAGE__.txt': tree('B1', ['page', 'oc', ''], ['tag', 'd', '']) }, files: ['/blog/tags/odd/'] };
  it("puts each param's value in its own entry, by name", () => {
    expect(fillTree(tree('B1', ['page', 'oc', ''], ['tag', 'd', 'x']), { tag: 'next', page: 'page/2' })).toBe(tree('B1', ['page', 'oc', 'page/2'], ['tag', 'd', 'next']));
  });
  it("gives a page's tree from its route's, and null for a page that keeps its own file or a route without one", () => {
    expect(treeFor('/blog/tags/next/page/2/', routeTrees)).toBe(tree('B1', ['page', 'oc', 'page/2'], ['tag', 'd', 'next']));
    expect(treeFor('/blog/tags/odd/', routeTrees)).toBeNull();
    expect(treeFor('/blog/a/', routeTrees)).toBeNull();
    expect(treeFor('/blog/archive/', routeTrees)).toBeNull();
  });
});

describe('writeRouteTrees', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));
  const page = (rel: string, text: string) => {
    mkdirSync(path.join(out, rel), { recursive: true });
    writeFileSync(path.join(out, rel, '__next._tree.txt'), text);
  };
  const has = (rel: string) => existsSync(path.join(out, rel, '__next._tree.txt'));

  it("keeps one tree a route, removes every page's file it reproduces, keeps and lists the rest", () => {
    out = mkdtempSync(path.join(tmpdir(), 'route-trees-'));
    page('blog', tree('B1'));
    for (const slug of ['a', 'b', 'c']) page(`blog/${slug}`, tree('B1', ['slug', 'd', slug]));
    page('blog/odd', tree('B1', ['slug', 'd', 'odd']).replace('a.css', 'b.css'));
    page('docs/category/数据库', tree('B1', ['name', 'd', '%E6%95%B0%E6%8D%AE%E5%BA%93']));
    page('docs/category/css', tree('B1', ['name', 'd', 'css']));
    page('docs/x/y', tree('B1', ['slug', 'c', 'x/y']));
    const { report, errors } = writeRouteTrees(out);
    expect(errors).toEqual([]);
    expect(report).toMatchObject({ pages: 7, removed: 6, routes: 3, kept: ['/blog/odd/'], file: '_next/static/B1/route-trees.json' });
    expect(['blog/a', 'blog/b', 'blog/c', 'docs/category/数据库', 'docs/category/css', 'docs/x/y'].filter(has)).toEqual([]);
    expect(has('blog') && has('blog/odd')).toBe(true);
    const written = JSON.parse(readFileSync(path.join(out, '_next/static/B1/route-trees.json'), 'utf8')) as RouteTrees;
    expect(treeFor('/blog/b/', written)).toBe(tree('B1', ['slug', 'd', 'b']));
    expect(treeFor('/docs/category/%E6%95%B0%E6%8D%AE%E5%BA%93/', written)).toBe(tree('B1', ['name', 'd', '%E6%95%B0%E6%8D%AE%E5%BA%93']));
    expect(treeFor('/blog/odd/', written)).toBeNull();
  });

  it('fails on trees of two builds and removes nothing', () => {
    out = mkdtempSync(path.join(tmpdir(), 'route-trees-'));
    page('blog/a', tree('B1', ['slug', 'd', 'a']));
    page('blog/b', tree('B2', ['slug', 'd', 'b']));
    const { errors } = writeRouteTrees(out);
    expect(errors).toEqual([expect.stringMatching(/2 build ids/)]);
    expect(has('blog/a') && has('blog/b')).toBe(true);
  });
});
