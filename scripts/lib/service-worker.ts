import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { withCsp } from './csp-meta';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { localeConfig, locales, type Locale } from '../../lib/i18n/locales';
import { workerScope } from '../../lib/sw/params';
import { CACHE_PREFIX, inTree, isPageFile, isRscPayload, pagesCacheName, precacheCacheName } from '../../lib/sw/cache-key';
import { MENU_DIR } from '../../lib/browser/docs-menu';
import { PRECACHE_FILE_LIMIT, type SaveSize, type WorkerConfig } from '../../lib/sw/config';
import { ROUTE_TREES_FILE } from '../../lib/routes/route-trees';
import { PACKED_SEGMENT } from '../../lib/routes/segment-files';
import { isPackName, packName } from '../../lib/search/pack';
import type { IndexMeta } from '../../lib/search/types';
import { htmlFiles } from './html-files';
import { offlinePageHtml } from './offline-page';
import { webManifest } from './web-manifest';

const WORKER_SOURCE = path.join(process.cwd(), 'lib/sw/worker.ts');
/** Stands in the bundle for the page list's file name (lib/sw/config.ts `pageList`), known once the list is. */
const PAGE_LIST_SLOT = '__INKSTONE_PAGE_LIST__';

export type LocaleWorkerReport = {
  locale: Locale;
  worker: string;
  workerBytes: number;
  workerGzip: number;
  /** Offline mode's precache: every entry of the manifest. */
  precache: { files: number; bytes: number; gzipBytes: number; urls: string[] };
  /** Offline mode's page list (imported by the worker in offline mode only): its size. */
  pageList: { bytes: number; gzipBytes: number };
  /** The default mode's precache: the offline pages, their stylesheets and the on-demand scripts. */
  core: { files: number; bytes: number; gzipBytes: number };
};
export type ServiceWorkerReport = { ms: number; locales: LocaleWorkerReport[] };

/**
 * A file's bytes as a host sends it: gzipped, but a file stored gzip-compressed as it is (a search
 * pack of gzipped pieces, a page segment, scripts/lib/page-segments.ts: `application/octet-stream`,
 * which hosts do not compress again).
 */
const sentBytes = (url: string, body: Buffer) => (isPackName(path.posix.basename(url)) || url.endsWith(PACKED_SEGMENT) ? body.length : gzipSync(body).length);

/** `out/` relative path of a locale's folder: '' or 'en/'. */
const dirOf = (locale: Locale) => (localeConfig[locale].path ? `${localeConfig[locale].path}/` : '');

/**
 * Next's build id: the folder under _next/static that holds `_buildManifest.js`, picked by that
 * name. "The first folder that is not chunks, media or css" was the search engine's `search/` in
 * 4 builds of 40 (file-system order), and the worker's precache then named the wrong folder.
 */
export function buildIdOf(outDir: string): string {
  const dirs = readdirSync(path.join(outDir, '_next/static'), { withFileTypes: true }).filter((d) => d.isDirectory());
  const own = dirs.find((d) => existsSync(path.join(outDir, '_next/static', d.name, '_buildManifest.js')));
  return own?.name ?? String(Date.now());
}

/** Hashed assets (`/_next/static/…`) each locale's pages reference: scripts, stylesheets, preloads. */
function referencedAssets(outDir: string, basePath: string): Record<Locale, Set<string>> {
  const refs = Object.fromEntries(locales.map((l) => [l, new Set<string>()])) as Record<Locale, Set<string>>;
  const pattern = new RegExp(`${basePath}/(_next/static/[^"'\\s)\\\\]+)`, 'g');
  for (const file of htmlFiles(outDir)) {
    const locale = locales.find((l) => localeConfig[l].path && file.startsWith(dirOf(l))) ?? 'zh-CN';
    for (const m of readFileSync(path.join(outDir, file), 'utf8').matchAll(pattern)) refs[locale].add(m[1]);
  }
  return refs;
}

/** Raster and vector images by file name. */
const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

/**
 * Images a locale's pages show from outside `_next/static/` (a post's figures, public/img/…):
 * `src`, `srcset` and `href` values under the base path that name a file in out/, relative to out/.
 */
function pageImages(outDir: string, basePath: string, pages: string[]): string[] {
  const found = new Set<string>();
  const attr = /\s(?:src|srcset|href)="([^"]+)"/g;
  for (const page of pages) {
    for (const m of readFileSync(path.join(outDir, page), 'utf8').matchAll(attr)) {
      for (const candidate of m[1].split(',')) {
        const url = candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&');
        if (!url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}/_next/`) || !IMAGE_FILE.test(url.split(/[?#]/)[0])) continue;
        const rel = decodeURIComponent(url.split(/[?#]/)[0].slice(basePath.length + 1));
        if (existsSync(path.join(outDir, rel))) found.add(rel);
      }
    }
  }
  return [...found].sort();
}

/**
 * Scripts no page references, loaded on demand by a page's controls: the search modal, image zoom,
 * the route progress bar, the worker's registration, the offline panel (24 KB gzip at today's
 * content). The default mode precaches them, so that a visited page's controls work offline (the
 * page's own files come from the page itself, see lib/sw/register.ts). Comments (giscus) are left
 * out: they need the network anyway.
 */
function lazyChunks(outDir: string, refs: Record<Locale, Set<string>>): string[] {
  const used = new Set(Object.values(refs).flatMap((r) => [...r]));
  return readdirSync(path.join(outDir, '_next/static/chunks'))
    .map((f) => `_next/static/chunks/${f}`)
    .filter((f) => f.endsWith('.js') && !used.has(f) && !/giscus/i.test(readFileSync(path.join(outDir, f), 'utf8')));
}

/**
 * Post-build step: the offline pages, the web app manifests, and one service worker per locale
 * (`sw.js`, `en/sw.js`) bundled with esbuild, with Serwist's precache list injected. A locale's
 * precache holds the app shell its pages need (other locales' page chunks left out), its search
 * index, the icons and manifest, and its offline page.
 */
export async function writeServiceWorkers(outDir: string, opts: { basePath: string }): Promise<ServiceWorkerReport> {
  const started = Date.now();
  const { basePath } = opts;
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const stylesheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  // The pages' favicon (content-hashed under /_next/static/media/, so precached without a revision).
  const icon = /<link rel="icon" href="([^"]+)"/.exec(home)?.[1] ?? `${basePath}/img/favicon.svg`;
  for (const locale of locales) {
    const pagesCache = pagesCacheName(CACHE_PREFIX, locale);
    // With its Content-Security-Policy, as every page has (scripts/lib/csp-meta.ts).
    writeFileSync(path.join(outDir, dirOf(locale), 'offline.html'), withCsp(offlinePageHtml({ locale, basePath, stylesheets, icon, pagesCache, precache: precacheCacheName(CACHE_PREFIX, locale) })));
    writeFileSync(path.join(outDir, dirOf(locale), 'manifest.webmanifest'), JSON.stringify(webManifest(locale, basePath), null, 2));
  }

  const refs = referencedAssets(outDir, basePath);
  const lazy = lazyChunks(outDir, refs).map((f) => `${basePath}/${f}`);
  const buildId = buildIdOf(outDir);
  const tmp = path.join(process.cwd(), '.cache/sw');
  mkdirSync(tmp, { recursive: true });
  const reports: LocaleWorkerReport[] = [];
  for (const locale of locales) {
    const scope = workerScope(basePath, locale);
    const nested = (l: Locale) => locales.filter((o) => o !== l && workerScope(basePath, o).startsWith(workerScope(basePath, l))).map((o) => workerScope(basePath, o));
    // Own locale first, then the locales nested in this scope (zh-CN's `/` holds `/en/`).
    const seen = [locale, ...locales.filter((o) => o !== locale && workerScope(basePath, o).startsWith(scope))];
    const packs = searchPackFiles(outDir, locale);
    const config: WorkerConfig = {
      locale,
      basePath,
      scope,
      nestedScopes: nested(locale),
      searchIndex: `${basePath}/search-index/${locale}/`,
      searchPacks: packs.map((p) => `${basePath}/search-index/${locale}/${p}`),
      core: [...seen.map((l) => `${workerScope(basePath, l)}offline.html`), ...stylesheets, ...lazy],
      offlinePages: seen.map((l) => ({ locale: l, url: `${workerScope(basePath, l)}offline.html`, scope: workerScope(basePath, l), nested: nested(l) })),
      cachePrefix: CACHE_PREFIX,
      buildId,
      pageList: PAGE_LIST_SLOT,
    };
    const bundled = path.join(tmp, `sw-${locale}.js`);
    await build({
      entryPoints: [WORKER_SOURCE],
      outfile: bundled,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      legalComments: 'none',
      define: { __SW_CONFIG__: JSON.stringify(config), 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const other = new Set(locales.filter((l) => l !== locale).flatMap((l) => [...refs[l]]).filter((a) => !refs[locale].has(a)));
    const swDest = path.join(outDir, dirOf(locale), 'sw.js');
    // Offline mode keeps the whole locale: every page, the RSC payloads the client router fetches
    // for it, and the images its pages show. Revisioned by content, so a deploy downloads only what
    // changed, and a page gone from the site leaves the precache when the new worker activates.
    const inLocale = (rel: string) => inTree(`/${rel}`, `/${dirOf(locale)}`, nested(locale).map((s) => s.slice(basePath.length)));
    const pages = htmlFiles(outDir).filter((f) => f.endsWith('index.html') && inLocale(f));
    const images = pageImages(outDir, basePath, pages).filter((f) => !f.startsWith('_next/'));
    let urls: string[] = [];
    let pageEntries: { url: string; revision?: string | null }[] = [];
    const imageSet = new Set(images);
    const bulk = (rel: string) => pages.includes(rel) || imageSet.has(rel) || isRscPayload(`/${rel}`);
    const result = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: outDir,
      globPatterns: [
        '_next/static/**/*.{js,css,woff2,woff,ttf,png,svg,jpg,webp,avif}',
        // The build's route trees (lib/routes/route-trees.ts): client navigation offline needs them.
        `_next/static/*/${ROUTE_TREES_FILE}`,
        // The index's head, and its shards and text chunks in one file, or a few past the size
        // limit (lib/search/pack.ts): the worker answers a request for a piece from them.
        `search-index/${locale}/meta.json`,
        ...packs.map((p) => `search-index/${locale}/${p}`),
        // The docs sidebars' menu files: closed categories open offline too.
        `${dirOf(locale)}${MENU_DIR}/*.json`,
        // The logos and favicon the pages show are the content-hashed copies under _next/static/media/
        // (components/layout/Logo.tsx): no copy from public/img/, which would be fetched twice.
        'img/icons/*.png',
        ...seen.map((l) => `${dirOf(l)}offline.html`),
        `${dirOf(locale)}manifest.webmanifest`,
        ...pages,
        `${dirOf(locale)}**/__next.*.txt`,
        // Page segments as scripts/lib/page-segments.ts stores them.
        `${dirOf(locale)}**/__next.*.__PAGE__.txt${PACKED_SEGMENT}`,
        `${dirOf(locale)}**/index.txt`,
        ...images,
      ],
      globIgnores: ['**/*.map'],
      modifyURLPrefix: { '': `${basePath}/` },
      // Hashed names need no revision, so the precache fetches them from the HTTP cache (a revision
      // means `cache: 'reload'`: the files the page had just loaded came down a second time). So is
      // the search index's pack and its parts, named with the index hash. The URL is tested with its base path
      // prefix already added.
      dontCacheBustURLsMatching: /(?:^|\/)(?:_next\/static\/|search-index\/[^/]+\/[0-9a-f]{10}\.pack\d*\.bin$)/,
      maximumFileSizeToCacheInBytes: PRECACHE_FILE_LIMIT,
      manifestTransforms: [
        async (entries) => {
          const manifest = entries.filter((e) => {
            const rel = e.url.slice(basePath.length + 1);
            return !other.has(rel) && (!isRscPayload(`/${rel}`) || inLocale(rel));
          });
          urls = manifest.map((e) => e.url);
          // The pages, payloads and images go to the page list, out of sw.js: a reader in the
          // default mode never downloads their names.
          pageEntries = manifest.filter((e) => bulk(e.url.slice(basePath.length + 1))).map(({ url, revision }) => ({ revision: revision ?? null, url }));
          return { manifest: manifest.filter((e) => !bulk(e.url.slice(basePath.length + 1))) };
        },
      ],
    });
    // A file left out of the precache (over the size limit) would ship a worker that silently lacks
    // it: offline mode would claim a whole locale it does not hold. The build fails instead.
    if (result.warnings.length) throw new Error(`service worker (${locale}): ${result.warnings.join('; ')}`);
    const missing = [...config.searchPacks, ...pages.map((p) => `${basePath}/${p}`)].filter((u) => !urls.includes(u));
    if (missing.length) throw new Error(`service worker (${locale}): offline mode's precache lacks ${missing.length} file(s): ${missing.slice(0, 5).join(', ')}`);
    let gzipBytes = 0;
    let bytes = 0;
    const sizes: Record<string, number> = {};
    const gzipSizes: Record<string, number> = {};
    for (const u of urls) {
      const body = readFileSync(path.join(outDir, decodeURIComponent(u.slice(basePath.length + 1))));
      gzipBytes += gzipSizes[u] = sentBytes(u, body);
      bytes += sizes[u] = body.length;
    }
    // What 'Save for offline reading' shows before and while it downloads (lib/sw/offline-control.ts).
    writeFileSync(
      path.join(outDir, dirOf(locale), 'offline.json'),
      JSON.stringify({ files: urls.length, bytes, gzipBytes, pages: urls.filter(isPageFile).length, sizes, gzipSizes } satisfies SaveSize),
    );
    let core = { files: 0, bytes: 0, gzipBytes: 0 };
    for (const u of config.core) {
      const body = readFileSync(path.join(outDir, decodeURIComponent(u.slice(basePath.length + 1))));
      core = { files: core.files + 1, bytes: core.bytes + body.length, gzipBytes: core.gzipBytes + sentBytes(u, body) };
    }
    // The page list, named by its content: a deploy that changes a page changes sw.js too, so the
    // browser finds the new worker (lib/sw/worker.ts imports the list in offline mode only).
    const list = `self.__SW_PAGES=${JSON.stringify(pageEntries)};`;
    const listName = `offline-pages.${createHash('sha256').update(list).digest('hex').slice(0, 10)}.js`;
    for (const f of readdirSync(path.join(outDir, dirOf(locale)))) if (/^offline-pages\.[0-9a-f]{10}\.js$/.test(f)) rmSync(path.join(outDir, dirOf(locale), f));
    writeFileSync(path.join(outDir, dirOf(locale), listName), list);
    const js = readFileSync(swDest, 'utf8');
    if (!js.includes(PAGE_LIST_SLOT)) throw new Error(`service worker (${locale}): no ${PAGE_LIST_SLOT} in the bundle`);
    writeFileSync(swDest, js.replace(PAGE_LIST_SLOT, `${scope}${listName}`));
    const worker = readFileSync(swDest);
    reports.push({
      locale,
      worker: path.relative(outDir, swDest),
      workerBytes: worker.length,
      workerGzip: gzipSync(worker).length,
      precache: { files: urls.length, bytes, gzipBytes, urls },
      pageList: { bytes: Buffer.byteLength(list), gzipBytes: gzipSync(list).length },
      core,
    });
  }
  rmSync(tmp, { recursive: true, force: true });
  return { ms: Date.now() - started, locales: reports };
}

/**
 * The file names of a locale's search pack, its parts in order, named by its index's hash
 * (scripts/lib/search-index.ts writes both); none when there is no index. A gap in the parts'
 * numbers, or no first part, fails the build.
 */
export function searchPackFiles(outDir: string, locale: Locale): string[] {
  const dir = path.join(outDir, 'search-index', locale);
  let meta: string;
  try {
    meta = readFileSync(path.join(dir, 'meta.json'), 'utf8');
  } catch {
    return [];
  }
  const { hash } = JSON.parse(meta) as IndexMeta;
  const parts = readdirSync(dir).filter((f) => isPackName(f) && f.startsWith(`${hash}.`));
  const names = parts.map((_, k) => packName(hash, k));
  const stray = parts.filter((f) => !names.includes(f));
  if (!parts.length || stray.length) throw new Error(`search-index/${locale}: the pack of index ${hash} is ${parts.length ? `not numbered from 0 without gaps (${parts.sort().join(', ')})` : 'missing'}`);
  return names;
}
