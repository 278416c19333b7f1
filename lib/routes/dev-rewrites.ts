/**
 * `next dev` only: the site's dynamic routes served through static route files, so the dev server
 * never starts its params worker.
 *
 * For every request to a dynamic route (`[slug]`, `[...slug]`) `next dev` calls the route's
 * `generateStaticParams` in a worker process it starts for that one request and ends after it
 * (next/dist/server/dev/next-dev-server.js, getStaticPaths: "we don't re-use workers"): a fresh
 * Node process that loads the route's compiled module and the content, 3-4 s of CPU per post page
 * at load 14 on 2 cores. The first request to a route waited for it, and a later one answered from
 * the list the previous worker made, so a new post's URL said 'not found' until a worker begun
 * after the save had finished. A route without a dynamic segment starts no worker, so under `next
 * dev` (next.config.ts) the paths of the dynamic routes are rewritten to static route files that
 * exist only there: one page per locale, `<locale>/inkstone-dev/dynamic/?path=<the path>`
 * (app/(zh)/inkstone-dev/dynamic/page.dev.tsx and its /en twin), and one route handler for the
 * dynamic files (app/inkstone-dev/file/route.dev.ts). They match the path against the dynamic
 * route files themselves, check it against their `generateStaticParams` in the server's own process
 * (the route table, loaded once per content revision) and answer with the same route file
 * (lib/routes/dev-dynamic.ts). `next build` exports the dynamic route files, unchanged.
 *
 * Rewrites in the array form are Next's `afterFiles`: applied after the static pages and public
 * files were looked for and before the dynamic routes, so /blog/archive/ or /docs/tags/ still reach
 * their own files.
 */

/** The locale-free path of the static page that serves the dynamic pages under `next dev`. */
export const DEV_DYNAMIC_PAGE = '/inkstone-dev/dynamic';
/** The path of the static route handler that serves the dynamic files under `next dev`. */
export const DEV_DYNAMIC_FILE = '/inkstone-dev/file';

/** The first path segments of each locale's dynamic pages (app/(zh)/blog, app/(zh)/docs). */
export const DYNAMIC_PAGE_SECTIONS = ['blog', 'docs'];
/** The folders of the dynamic route handlers: per locale (app/docs-menu/[file]), or one for the site (app/figures/[file]). */
export const DYNAMIC_FILE_FOLDERS = { perLocale: ['docs-menu'], site: ['figures'] };

export type Rewrite = { source: string; destination: string };

/** The rewrites, given each locale's URL prefix ('' for zh-CN, 'en': lib/i18n/locales.ts). */
export function devRewrites(localePrefixes: readonly string[]): Rewrite[] {
  const roots = localePrefixes.map((prefix) => (prefix ? `/${prefix}` : ''));
  const pages = roots.flatMap((root) =>
    DYNAMIC_PAGE_SECTIONS.map((section) => ({
      source: `${root}/${section}/:rest(.+)`,
      destination: `${root}${DEV_DYNAMIC_PAGE}/?path=${root}/${section}/:rest`,
    })),
  );
  const files = [...roots.flatMap((root) => DYNAMIC_FILE_FOLDERS.perLocale.map((f) => `${root}/${f}`)), ...DYNAMIC_FILE_FOLDERS.site.map((f) => `/${f}`)].map((folder) => ({
    source: `${folder}/:file`,
    destination: `${DEV_DYNAMIC_FILE}/`,
  }));
  return [...pages, ...files];
}
