/// <reference lib="webworker" />
// The service worker, one bundle per locale (scripts/lib/service-worker.ts builds it with esbuild and
// injects the precache list with @serwist/build). Serwist does the routing, precaching and strategies.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import { inTree, isRscPayload, pageCacheKey, pagesCacheName, precacheCacheName, precacheFile } from './cache-key';
import { parseWorkerParams } from './params';
import { MENU_FILE } from '../browser/docs-menu';
import { isPieceName, readPack } from '../search/pack';
import { pageAssets } from './page-assets';
import { PRECACHE_PROGRESS, PRECACHE_QUOTA, PRUNE_PRECACHE, type PrecacheProgress, type PrecacheQuota, type WorkerConfig } from './config';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[]; __SW_PAGES?: PrecacheEntry[] };
declare const __SW_CONFIG__: WorkerConfig;

const config = __SW_CONFIG__;
const params = parseWorkerParams(self.location.search);
const log = params.debug ? (...a: unknown[]) => console.log(`[sw ${config.locale}]`, ...a) : () => {};
const absolute = (u: string) => new URL(u, self.location.origin).href;

// Offline mode precaches the whole list (app shell, search index, icons); otherwise only the offline
// pages and their stylesheets, so that a dropped connection never ends on the browser's error page.
// Offline mode also keeps every page of the locale, its payloads and images: their list is a file of
// its own (scripts/lib/service-worker.ts), so the default mode never downloads it.
const always = new Set(config.core.map(absolute));
if (params.offlineMode) importScripts(config.pageList);
const precacheEntries = [
  ...self.__SW_MANIFEST.filter((e) => params.offlineMode || always.has(absolute(typeof e === 'string' ? e : e.url))),
  ...(params.offlineMode ? (self.__SW_PAGES ?? []) : []),
];

const ownTree = ({ url, sameOrigin }: RouteMatchCallbackOptions) => sameOrigin && inTree(url.pathname, config.scope, config.nestedScopes);
/** Pages and RSC payloads are stored under their static file's address (no query, no hash). */
const byPage: SerwistPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) };
/** A HEAD request (Next checks a route before fetching its payload) reads the page's GET entry and never writes. */
const headAsGet: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new Request(pageCacheKey(request.url)),
  cacheWillUpdate: async () => null,
};
/**
 * A page handed to the worker (CACHE_URLS, lib/sw/keep.ts) is kept with the scripts and
 * stylesheets its HTML lists: a followed link's page is handed as its navigation starts, and a
 * reader who leaves at once never loaded its own files, so it opened offline unhydrated. Through
 * the worker's own routes: what is precached or stored already (the files every page shares) is not
 * fetched, the rest comes from the HTTP cache when it is there (`force-cache`). A page the reader
 * opens loads its files itself, and the worker stores them as they pass.
 */
const withAssets: SerwistPlugin = {
  cacheDidUpdate: async ({ newResponse, event }) => {
    if (event?.type !== 'message' || !newResponse.headers.get('content-type')?.includes('text/html')) return;
    const files = pageAssets(await newResponse.text(), config.basePath);
    const init: RequestInit & { priority: string } = { cache: 'force-cache', credentials: 'same-origin', priority: 'low' };
    await Promise.all(files.map((u) => serwist.handleRequest({ request: new Request(absolute(u), init), event })?.catch((e: unknown) => log('asset not kept', u, e))));
  },
};
/**
 * Offline mode precaches every page and payload of the locale, but a page is still asked of the
 * network first (a reader online sees the deploy's version). With no network, the precached copy
 * comes before one stored on a visit: it is the one this worker's precached scripts belong to, and
 * after an update it is the new version, where a visit's copy may be older.
 */
const precachedFirst: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    (params.offlineMode && (await serwist.matchPrecache(precacheFile(request.url)))) || cachedResponse,
};
const pagesCache = pagesCacheName(config.cachePrefix, config.locale);
const networkTimeoutSeconds = 4;
const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;
const matchOptions = { ignoreVary: true };

/**
 * This worker's precache, named by locale and without its scope URL. Serwist's default name holds
 * the scope (`serwist-precache-v2-http://host/en/`), and its outdated-cache cleanup deletes every
 * `-precache-` cache whose name contains the running worker's scope: the zh-CN worker (`http://host/`)
 * matched the English precache and erased it. Cleanup is ours now, by exact name (see activate).
 */
const precacheName = precacheCacheName(config.cachePrefix, config.locale);
/** The caches offline mode fills in bulk; turning it off removes them (lib/sw/offline-control.ts too). */
const searchCache = `${config.cachePrefix}-search-${config.locale}`;
/** Offline mode's images are its own (removed with it); the default mode's are shared and few. */
const savedImages = `${config.cachePrefix}-images-${config.locale}-saved`;
const imagesCache = params.offlineMode ? savedImages : `${config.cachePrefix}-images`;

/**
 * The runtime caches are the reader's (pages read, their scripts, images, the index's pieces), and
 * their names are shared with the default mode's worker: a quota error while offline mode's
 * precache downloads must not erase them (the previous state stays). The default mode frees them
 * on a quota error as it always did.
 */
const purgeOnQuotaError = !params.offlineMode;
/** The index's pieces: meta.json names the hashed shards, fresh from the network when there is one. */
const searchIndex = new NetworkFirst({
  cacheName: searchCache,
  networkTimeoutSeconds,
  plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError })],
});
/**
 * Offline mode precaches the index's pieces as one file, or a few past the precache's size limit
 * (lib/search/pack.ts), read once a worker run; undefined again while one is not in the precache
 * (the install is still fetching it).
 */
type Pack = ReturnType<typeof readPack>;
let pack: Promise<Pack | null> | undefined;
function openPack(): Promise<Pack | null> {
  if (!config.searchPacks.length) return Promise.resolve(null);
  const opening: Promise<Pack | null> = (pack ??= Promise.all(
    config.searchPacks.map(async (url) => {
      const r = await serwist.matchPrecache(url);
      return r ? readPack(new Uint8Array(await r.arrayBuffer())) : null;
    }),
  )
    .then((parts): Pack | null =>
      parts.every((p) => p !== null)
        ? { hash: parts[0].hash, get: (name) => parts.reduce<Uint8Array | undefined>((found, p) => found ?? p.get(name), undefined) }
        : null,
    )
    .catch((e: unknown) => (log('search pack unreadable', e), null)));
  void opening.then((p) => !p && pack === opening && (pack = undefined));
  return opening;
}

/** Bytes between two progress messages for one file. */
const PROGRESS_STEP = 32 * 1024;
async function tell(message: PrecacheProgress | PrecacheQuota) {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}
/**
 * Offline mode's install counts each precached file's body as it arrives and tells the windows
 * (PRECACHE_PROGRESS): the menus' control shows the bytes of files still downloading, not only of the
 * files stored, so the search pack (~80 % of the bytes) moves the bar as it streams instead of in one
 * step at its end. The body is passed through unchanged.
 */
const countDownload: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (!params.offlineMode || event?.type !== 'install' || !response.body) return response;
    const path = new URL(request.url).pathname;
    let bytes = 0;
    let told = 0;
    const post = () => void tell({ type: PRECACHE_PROGRESS, locale: config.locale, path, bytes: (told = bytes) }).catch(() => {});
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, out) {
          bytes += chunk.byteLength;
          if (bytes - told >= PROGRESS_STEP) post();
          out.enqueue(chunk);
        },
        flush: post,
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  },
};

/**
 * Offline mode precaches the index's head (meta.json), but reads it from the network first while
 * there is one, as it does pages (precachedFirst): after a deploy the old worker runs until the
 * reader's Reload in the update popup, and a precached head kept every search of the locale on the
 * old index, a reload too (0 hits for a new post, issue 46). The new head names pieces the old pack
 * lacks: they come from the network (the piece route below). With no network, the precached head
 * and its pack answer.
 */
const freshHead: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
    const head = new URL(request.url);
    if (event?.type !== 'fetch' || head.pathname !== `${config.searchIndex}meta.json`) return cachedResponse;
    head.search = '';
    const late = new Promise<undefined>((resolve) => setTimeout(resolve, networkTimeoutSeconds * 1000));
    const fresh = fetch(head, { cache: 'no-cache', credentials: 'same-origin' }).then((r) => (r.ok ? r : undefined), () => undefined);
    return (await Promise.race([fresh, late])) ?? cachedResponse;
  },
};

const serwist = new Serwist({
  precacheEntries,
  // No directory index: a page's URL (`/docs/skill/`) never matches its precached `index.html`, so
  // pages go through the network-first routes below (precachedFirst) instead of cache-first.
  precacheOptions: { cacheName: precacheName, cleanupOutdatedCaches: false, plugins: [countDownload, freshHead], directoryIndex: '' },
  // Offline mode waits for the reader's Reload in the 'New version available' popup (SKIP_WAITING).
  skipWaiting: !params.offlineMode,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: (o) => ownTree(o) && (o.request.mode === 'navigate' || o.request.destination === 'document' || o.url.pathname.endsWith('/')),
      handler: new NetworkFirst({
        cacheName: pagesCache,
        networkTimeoutSeconds,
        matchOptions,
        plugins: [byPage, precachedFirst, withAssets, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError })],
      }),
    },
    {
      matcher: (o) => ownTree(o) && isRscPayload(o.url.pathname),
      handler: new NetworkFirst({
        cacheName: `${config.cachePrefix}-rsc-${config.locale}`,
        networkTimeoutSeconds,
        matchOptions,
        plugins: [byPage, precachedFirst, new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError })],
      }),
    },
    {
      matcher: ownTree,
      method: 'HEAD',
      handler: new NetworkFirst({ cacheName: pagesCache, networkTimeoutSeconds, matchOptions, plugins: [headAsGet, precachedFirst] }),
    },
    {
      // Hashed by the build: a URL never changes content. So are the docs sidebars' menu files.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && (url.pathname.startsWith(`${config.basePath}/_next/static/`) || MENU_FILE.test(url.pathname)),
      handler: new CacheFirst({
        cacheName: `${config.cachePrefix}-static`,
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError })],
      }),
    },
    {
      // Offline mode: a piece of the index from the precached pack, with no request (a piece of
      // another build's index is not in it: the network then). The bytes the host would send (gzipped
      // JSON): the page inflates them as online.
      matcher: ({ url, sameOrigin }) => params.offlineMode && sameOrigin && url.pathname.startsWith(config.searchIndex) && isPieceName(url.pathname.slice(config.searchIndex.length)),
      handler: async (options): Promise<Response> => {
        const piece = (await openPack())?.get(options.url.pathname.slice(config.searchIndex.length));
        return piece === undefined ? searchIndex.handle(options) : new Response(piece as Uint8Array<ArrayBuffer>, { headers: { 'content-type': 'application/octet-stream' } });
      },
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(config.searchIndex),
      handler: searchIndex,
    },
    {
      // Also the images a page hands over (CACHE_URLS requests have no destination). Offline mode
      // keeps every image of the pages it saves, so it keeps more of them.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && (request.destination === 'image' || IMAGE.test(url.pathname)),
      handler: new StaleWhileRevalidate({
        cacheName: imagesCache,
        plugins: [new ExpirationPlugin({ maxEntries: params.offlineMode ? 2000 : 120, maxAgeSeconds: 60 * 60 * 24 * 30, purgeOnQuotaError })],
      }),
    },
    // Navigations into another locale's tree that has no worker of its own yet: network, else
    // that locale's offline page.
    ...config.offlinePages.slice(1).map((other) => ({
      matcher: ({ url, request, sameOrigin }: RouteMatchCallbackOptions) =>
        sameOrigin && request.mode === 'navigate' && inTree(url.pathname, other.scope, other.nested),
      handler: new NetworkFirst({ cacheName: pagesCacheName(config.cachePrefix, other.locale), networkTimeoutSeconds, matchOptions, plugins: [byPage] }),
    })),
  ],
  // An unvisited page opened offline: the offline page of the page's own locale.
  fallbacks: {
    entries: config.offlinePages.map((o) => ({
      url: o.url,
      matcher: ({ request }) =>
        (request.mode === 'navigate' || request.destination === 'document') && inTree(new URL(request.url).pathname, o.scope, o.nested),
    })),
  },
});

self.addEventListener('install', () => log('install', params, `${precacheEntries.length} precached`));
self.addEventListener('activate', (event) => {
  log('activate', config.buildId);
  // Serwist's own name for this scope's precache, used before the caches were named per locale: only
  // this worker's, by exact name. The index's pieces fetched one by one: offline mode answers its
  // own index from the pack, so those the cache holds are another build's (a deploy's new index,
  // fetched while the old worker ran) or copies of the pack's; off, the index goes with offline mode
  // (Serwist drops the precache entries no longer listed, the old pack among them).
  const stale = [`serwist-precache-v2-${self.registration.scope}`, searchCache, ...(params.offlineMode ? [] : [savedImages])];
  event.waitUntil(Promise.all(stale.map((name) => caches.delete(name))));
});

/**
 * Drops the precache entries this worker does not list: what a failed install (a newer worker's,
 * quota exceeded) stored before it stopped. The previous state stays, nothing half-saved.
 */
async function prunePrecache(): Promise<number> {
  const expected = new Set(serwist.getUrlsToPrecacheKeys().values());
  const cache = await caches.open(precacheName);
  const extra = (await cache.keys()).filter((r) => !expected.has(r.url));
  await Promise.all(extra.map((r) => cache.delete(r)));
  return extra.length;
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'GET_VERSION') event.ports[0]?.postMessage({ buildId: config.buildId, params, precache: precacheName });
  if (event.data?.type === PRUNE_PRECACHE) {
    const port = event.ports[0];
    event.waitUntil(prunePrecache().then((n) => port?.postMessage({ removed: n }), (e: unknown) => port?.postMessage({ error: String(e) })));
  }
});

/** Files the install fetches at once. */
const PRECACHE_CONCURRENCY = 8;
/**
 * The install: every precache entry not held yet, fetched and stored 8 at a time, in place of
 * Serwist's own `handleInstall`. That one runs its queues with `@serwist/utils`' `parallel()`, whose
 * queue promises never settle once a file fails ("does not handle any error"): a file that failed
 * (quota exceeded, a network error, a 404) left the install pending, the worker neither installed
 * nor redundant, and the panel's save stalled at the files stored so far. Here the first failure
 * stops every queue and fails the install: the worker becomes redundant and the page rolls back
 * (lib/sw/offline-control.ts).
 *
 * A revisioned entry (a page, a payload, an image, meta.json: names that stay across builds) is
 * asked with `cache: 'no-cache'`: revalidated with the host, so never older than the host's copy,
 * as Serwist's `reload` is, but a file this visit already loaded costs a 304 where the host sends
 * validators, not a second download. Hashed files (no revision) may come from the HTTP cache.
 */
async function precacheAll(event: ExtendableEvent): Promise<void> {
  const queue = [...serwist.getUrlsToPrecacheKeys()];
  let failure: { error: unknown } | undefined;
  const run = async () => {
    for (let next = queue.pop(); next && !failure; next = queue.pop()) {
      const [url, cacheKey] = next;
      const request = new Request(url, { cache: cacheKey === url ? 'default' : 'no-cache', credentials: 'same-origin' });
      try {
        await Promise.all(serwist.precacheStrategy.handleAll({ event, request, url: new URL(url), params: { cacheKey } }));
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, run));
  if (failure) {
    log('install failed', failure.error);
    // A quota error: the windows are told why before the install fails (the message comes before
    // the worker's state change), so the control can say so (lib/sw/offline-control.ts).
    if ((failure.error as Error | undefined)?.name === 'QuotaExceededError') await tell({ type: PRECACHE_QUOTA, locale: config.locale }).catch(() => {});
    throw failure.error;
  }
}

self.addEventListener('install', (event) => event.waitUntil(precacheAll(event)));
self.addEventListener('activate', serwist.handleActivate);
self.addEventListener('fetch', serwist.handleFetch);
self.addEventListener('message', serwist.handleCache);
