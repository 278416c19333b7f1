import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../../lib/i18n/locales';
import { localePath } from '../../lib/routes/paths';
import { PUBLIC_DIR } from '../../lib/content/public-files';
import { FIGURES_PATH } from '../../lib/content/figures-path';
import { FILE_POLICY, headerDirectives, serialize } from '../../lib/site/csp';
import { site } from '../../lib/site/config';

/**
 * What static hosts read from the published folder itself, so that `out/` needs no hand edits:
 *
 * - `.nojekyll`: a GitHub Pages branch deploy runs Jekyll over the folder unless it is there, and
 *   Jekyll drops every path that starts with `_` (all of `_next/`, every `__next.*.txt` payload).
 * - `_headers` (Netlify, Cloudflare Pages): caching and the page-independent part of the CSP.
 *   Both hosts send `Cache-Control: public, max-age=0, must-revalidate` for any file not named
 *   here, so pages, route payloads, feeds and the rest are revalidated on every use and a deploy
 *   is seen at once. The rules below never overlap on Cache-Control: Cloudflare joins the values
 *   of every matching rule with commas (`no-cache, …immutable` would mean no-cache), and it
 *   allows 100 rules, so they are few and by folder.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The paths public/ is served at: a rule per folder (`/img/*`) and per file at its top. */
export function publicPatterns(publicDir = PUBLIC_DIR): string[] {
  return readdirSync(publicDir, { withFileTypes: true }).map((e) => (e.isDirectory() ? `/${e.name}/*` : `/${e.name}`)).sort();
}

/**
 * The folders whose files a reader may open on their own and that may only draw: public/'s, and
 * the images beside posts and notes (`/figures/`, lib/content/figures.ts; SVGs among them).
 */
export function fileFolders(publicDir = PUBLIC_DIR): string[] {
  return [...publicPatterns(publicDir), `${FIGURES_PATH}/*`].sort();
}

/** Header rules, in order: [path pattern, headers]. */
export function headerRules(basePath = site.basePath, publicDir = PUBLIC_DIR): [string, Record<string, string>][] {
  const workers = locales.map((l) => `${basePath}${localePath(l, '/')}sw.js`);
  return [
    // Named by their content by Next (and the early search engine): a URL never changes what it holds.
    [`${basePath}/_next/static/*`, { 'Cache-Control': IMMUTABLE }],
    // The images beside posts, named by their content too (lib/content/figures.ts).
    [`${basePath}${FIGURES_PATH}/*`, { 'Cache-Control': IMMUTABLE }],
    // The workers and the search index's head: the browser must see a deploy's at once.
    ...workers.map((w): [string, Record<string, string>] => [w, { 'Cache-Control': REVALIDATE }]),
    [`${basePath}/search-index/:locale/meta.json`, { 'Cache-Control': REVALIDATE }],
    // public/'s files and the figures opened on their own may only draw (a second policy: Cloudflare
    // joins the values of two rules with a comma, which is two policies, and both apply).
    ...fileFolders(publicDir).map((p): [string, Record<string, string>] => [`${basePath}${p}`, { 'Content-Security-Policy': FILE_POLICY }]),
    [
      `${basePath}/*`,
      {
        'Content-Security-Policy': serialize(headerDirectives()),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      },
    ],
  ];
}

export function headersFile(rules = headerRules()): string {
  const lines = ['# Written by the build (scripts/lib/host-files.ts): Netlify and Cloudflare Pages read it.'];
  for (const [pattern, headers] of rules) {
    lines.push(pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Writes `.nojekyll` and `_headers` into the exported folder; returns the names written. */
export function writeHostFiles(outDir: string): string[] {
  writeFileSync(path.join(outDir, '.nojekyll'), '');
  writeFileSync(path.join(outDir, '_headers'), headersFile());
  return ['.nojekyll', '_headers'];
}
