/**
 * Client navigation from the prefetch files alone, in one round trip. A static export keeps,
 * next to each page, its route shape (`__next._tree.txt`) and its page segment
 * (`…__PAGE__.txt`, holding the layouts too); the whole-page payload (`index.txt`) is not shipped
 * (scripts/lib/prune-payloads.ts). Next's router (16.4) asks for `index.txt` whenever a link is
 * followed before its prefetch has arrived, and its prefetch takes three requests in a row: a
 * `HEAD` of the page (is it there, was it redirected), the route tree, then the page segment the
 * tree names. A tap on a phone follows its `touchstart` by about 100 ms, less than those round
 * trips.
 *
 * So a prefetch started here (`prefetch`, on intent) sends two requests at once, the route tree
 * and the page segment, whose name is known from the path (lib/routes/segment-files.ts), and hands
 * each response to the router when it asks for it (a wrapper of `fetch`, installed with the first
 * prefetch). A page of a dynamic route has no route tree file: its tree is its route's, from the
 * build's one file of route trees (lib/routes/route-trees.ts, fetched once, with the first such
 * prefetch), filled with the page's params and answered with the page segment's status. The
 * router's `HEAD` goes to no server: it is answered with the route tree's status (on a static host
 * a page's folder holds its payloads, so one is there when the other is; a page moved by a
 * redirect has none at its old address and is loaded in full). The page segment, as
 * it arrives, names the page's client chunks, which are preloaded then rather than once the router
 * has decoded it (a tap gives the prefetch about 100 ms, at 4× CPU a decode takes tens). A
 * navigation waits for its own prefetch (`whenReady`, which starts one if none is under way: a
 * click is no speculation, so this holds with data saver on too) and resolves:
 * - true once the router has received the page segment: it then finds the route and the segment
 *   in its cache and fetches nothing more;
 * - false at once when the page is gone (an error status, no connection) or either of its
 *   payloads belongs to another build (a deploy since this page loaded: the router would reject
 *   it, wait, ask for the missing `index.txt` and reload), and for every link once a payload of
 *   another build was seen: the caller loads the page in full (lib/browser/follow-route.ts);
 * - true after `WAIT_MS` in any other case, leaving the router its own fallback.
 */
import { dynamicRoute, routeTreesUrl, treeFor, type RouteTrees } from '@/lib/routes/route-trees';
import { isPageSegmentName, PACKED_SEGMENT, pageSegmentFile } from '@/lib/routes/segment-files';
import { currentBuildId } from './stale-build';

export type PrefetchingRouter = { prefetch(href: string): void };

/** How long a click waits for its prefetch before the router is left to its fallback. */
export const WAIT_MS = 6000;
/**
 * How long a received prefetch is trusted: under the router's 5 minutes for a static page's
 * segments (`staleTimes.static`); after that the router would refetch, and so does this module.
 */
export const FRESH_MS = 4 * 60_000;
/** How long a response sent ahead waits for the router to ask for it. */
const KEEP_MS = 10_000;

/** The folder and kind of a prefetch file URL (route tree or page segment); null for any other URL. */
export function prefetchFile(resourceUrl: string): { folder: string; file: 'tree' | 'page' } | null {
  let pathname: string;
  try {
    pathname = new URL(resourceUrl).pathname;
  } catch {
    return null;
  }
  const slash = pathname.lastIndexOf('/');
  const name = decodeURIComponent(pathname.slice(slash + 1));
  const folder = pathname.slice(0, slash + 1);
  if (name === '__next._tree.txt') return { folder, file: 'tree' };
  return isPageSegmentName(name) ? { folder, file: 'page' } : null;
}

/** The folder of the page an href leads to (base path applied, query and hash dropped). */
export function pageFolder(href: string, base: string, location: { href: string }): string {
  const url = new URL((href.startsWith('/') ? base : '') + href, location.href);
  return url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
}

/**
 * The folder of the page a site href leads to, or null when there is nothing to fetch: an anchor
 * on the page shown (`#…`, or its own path), or an href that does not parse.
 */
export function otherPageFolder(href: string, base = process.env.NEXT_PUBLIC_BASE_PATH ?? '', location: { href: string; pathname: string } = window.location): string | null {
  if (href.startsWith('#')) return null;
  try {
    const folder = pageFolder(href, base, location);
    return folder === pageFolder(location.pathname, '', location) ? null : folder;
  } catch {
    return null;
  }
}

type Entry = { arrivedAt: number | null; settled: boolean; arrived: Promise<boolean>; arrive(ok: boolean): void };
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * How route payloads are fetched: their names are the same in every build, so the browser
 * revalidates them (a 304 while unchanged) whatever the host's caching headers say; behind
 * `max-age=600` a cached route tree of the previous build would hide a deploy for ten minutes.
 */
export const PAYLOAD_FETCH: RequestInit = { cache: 'no-cache' };

/** `fetch` as the browser had it before the wrapper was installed. */
let native: Fetch = (input, init) => fetch(input, init);

/**
 * The build id of a route payload: row 0 of a route tree starts with it (`0:{"b":"…"`), row 0 of a
 * page segment ends with it (`…,"b":"…"}`).
 */
export function buildOf(text: string): string | undefined {
  const row = /^0:(\{.*)$/m.exec(text)?.[1];
  if (!row) return undefined;
  return /^\{"b":"([^"]+)"/.exec(row)?.[1] ?? /,"b":"([^"]+)"\}$/.exec(row)?.[1];
}

/**
 * The router's answer for a page segment, from the response for the file the post-build stored
 * gzip-compressed (`….__PAGE__.txt.bin`, scripts/lib/page-segments.ts): the same status, the body
 * inflated as it arrives (`DecompressionStream`), `text/plain` (Next's router reads the status and
 * the body; the headers it would read, a deployment id and a stale time, no static host sends).
 * A body without the gzip magic (1f 8b) was inflated on the way (a host that sent it with
 * `Content-Encoding: gzip`) and is passed on as it is. An error status keeps its status and
 * no body: a missing page stays a 404. A browser without `DecompressionStream` fails as a lost
 * connection does (the link then loads its page in full).
 */
export async function inflatedSegment(response: Response): Promise<Response> {
  const init = { status: response.status, statusText: response.statusText };
  if (!response.ok || !response.body) return new Response(null, init);
  const reader = response.body.getReader();
  let head = new Uint8Array(0);
  let done = false;
  while (head.length < 2 && !done) {
    const part = await reader.read();
    if (part.done) done = true;
    else {
      const joined = new Uint8Array(head.length + part.value.length);
      joined.set(head);
      joined.set(part.value, head.length);
      head = joined;
    }
  }
  const whole = new ReadableStream<BufferSource>({
    start(controller) {
      if (head.length) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      const part = await reader.read();
      if (part.done) controller.close();
      else controller.enqueue(part.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const gzip = head[0] === 0x1f && head[1] === 0x8b;
  if (gzip && typeof DecompressionStream === 'undefined') throw new TypeError('no DecompressionStream to inflate the page segment');
  const body = gzip ? whole.pipeThrough(new DecompressionStream('gzip')) : whole;
  return new Response(body, { ...init, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The prefetches started from this page, by folder, and the `fetch` wrapper that serves the
 * router. `now`, `fetcher`, `origin`, `base`, `buildId`, `trees` (whether the build's route trees
 * are used) and `packed` (whether page segments are stored gzip-compressed: both are the
 * post-build's, so not under `next dev`) are injectable for tests.
 */
export function createRouteReadiness({
  now = () => Date.now(),
  fetcher = (input, init) => native(input, init),
  origin = () => window.location.origin,
  base = process.env.NEXT_PUBLIC_BASE_PATH ?? '',
  buildId = currentBuildId,
  preload = preloadScript,
  trees = process.env.NODE_ENV === 'production',
  packed = process.env.NODE_ENV === 'production',
}: { now?: () => number; fetcher?: Fetch; origin?: () => string; base?: string; buildId?: () => string | undefined; preload?: (src: string) => void; trees?: boolean; packed?: boolean } = {}) {
  const entries = new Map<string, Entry>();
  /** Responses sent ahead of the router, by method and URL (origin and path: Next adds a query). */
  const ahead = new Map<string, Promise<Response>>();
  const keyOf = (method: string, url: URL) => `${method.toUpperCase()} ${url.origin}${url.pathname}`;

  /**
   * Set once a route payload of another build has come: the site was deployed since this page
   * loaded, and every link loads its page in full from then on. The router's cache cannot serve
   * such a page: it rejects the payload (and keeps the rejection for a while, so a second prefetch
   * of the same page asks for nothing), then falls back to the whole-page `index.txt`.
   */
  let replaced = false;
  const gone: Entry = { arrivedAt: null, settled: true, arrived: Promise.resolve(false), arrive: () => {} };

  const settle = (entry: Entry | undefined, folder: string, ok: boolean) => {
    if (!entry || entry.settled) return;
    entry.settled = true;
    if (ok) entry.arrivedAt = now();
    else entries.delete(folder);
    entry.arrive(ok);
  };

  /**
   * Whether a route payload of `entry` may serve the router: not when its status is an error, nor
   * when it is of another build (either payload may be the first of the new build: a deploy can
   * fall between the route tree and the page segment of one prefetch). Settles false otherwise.
   */
  async function usable(response: Response, entry: Entry, folder: string): Promise<boolean> {
    if (!response.ok) return (settle(entry, folder, false), false);
    const own = buildId();
    const theirs = buildOf(await response.clone().text());
    if (!own || !theirs || own === theirs) return true;
    replaced = true;
    settle(entry, folder, false);
    return false;
  }

  /**
   * What the router fetched, answered from the responses sent ahead when there is one. A page
   * segment it received settles its prefetch; so does a failed request (after which the router
   * asks for nothing more) and a payload of another build.
   */
  function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), `${origin()}/`);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const key = keyOf(method, url);
    const file = prefetchFile(url.href);
    // A route tree the router asks for on its own (a refresh of a stale entry): it may have no file.
    if (trees && !ahead.has(key) && file?.file === 'tree' && method.toUpperCase() === 'GET') request(file.folder);
    const sent = ahead.get(key);
    ahead.delete(key);
    const response = sent
      ? sent.then((r) => r.clone())
      : packed && file?.file === 'page' && method.toUpperCase() === 'GET'
        ? fetcher(`${url.origin}${url.pathname}${PACKED_SEGMENT}${url.search}`, { ...init, ...PAYLOAD_FETCH }).then(inflatedSegment)
        : fetcher(input, file ? { ...init, ...PAYLOAD_FETCH } : init);
    const folder = file?.folder ?? (method.toUpperCase() === 'HEAD' ? url.pathname : '');
    const entry = entries.get(folder);
    if (entry && !entry.settled) {
      response.then(
        async (r) => {
          if (!file) return void (r.ok || settle(entry, folder, false));
          // The router reads the body in the tasks after it has arrived; give it one.
          if ((await usable(r, entry, folder)) && file.file === 'page') setTimeout(() => settle(entry, folder, true), 0);
        },
        () => settle(entry, folder, false),
      );
    }
    return response;
  }

  /** A response that waits for the router's ask (for `KEEP_MS` at most). */
  const keep = (method: string, url: string, response: Promise<Response>) => {
    const key = keyOf(method, new URL(url));
    response.catch(() => {});
    ahead.set(key, response);
    setTimeout(() => ahead.get(key) === response && ahead.delete(key), KEEP_MS);
  };

  /**
   * The build's route trees (lib/routes/route-trees.ts), fetched once, with the first prefetch
   * (beside its page segment, so in the same round trip). Null without them: no build id, a build
   * without the file, a deploy that removed this build's files; asked again after a failed request
   * (offline). A page whose tree is not there is then asked for its own file.
   */
  let routeTrees: Promise<RouteTrees | null> | undefined;
  const loadTrees = (): Promise<RouteTrees | null> => {
    const id = buildId();
    if (!trees || !id) return Promise.resolve(null);
    routeTrees ??= fetcher(`${origin()}${routeTreesUrl(base, id)}`, { credentials: 'same-origin' }).then(
      (r) => (r.ok ? (r.json() as Promise<RouteTrees>).catch(() => null) : null),
      () => ((routeTrees = undefined), null),
    );
    return routeTrees;
  };

  /**
   * The route tree of the page in `folder`: from the build's route trees, with the page segment's
   * status (a page that is not there has neither file), or else the page's own file.
   */
  function treeOf(folder: string, segment: Promise<Response> | null, get: (url: string) => Promise<Response>): Promise<Response> {
    const own = () => get(`${origin()}${folder}__next._tree.txt`);
    if (!segment || !trees || !dynamicRoute(folder.slice(base.length))) return own();
    return loadTrees().then((all) => {
      const text = all ? treeFor(folder.slice(base.length), all) : null;
      if (text === null) return own();
      return segment.then((r) => (r.ok ? new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } }) : new Response(null, { status: r.status, statusText: r.statusText })));
    });
  }

  /**
   * The two payloads of the page in `folder`, requested at once and kept for the router, its `HEAD`
   * answered from the route tree.
   */
  function request(folder: string): { tree: Promise<Response>; segment: Promise<Response> | null } {
    const page = pageSegmentFile(folder.slice(base.length));
    const at = `${origin()}${folder}`;
    const get = (url: string) => fetcher(url, { credentials: 'same-origin', priority: 'high', ...PAYLOAD_FETCH } as RequestInit);
    const segment = page ? (packed ? get(`${at}${page}${PACKED_SEGMENT}`).then(inflatedSegment) : get(`${at}${page}`)) : null;
    if (segment) keep('GET', `${at}${page}`, segment);
    const tree = treeOf(folder, segment, get);
    keep('GET', `${at}__next._tree.txt`, tree);
    keep('HEAD', at, tree.then((r) => new Response(null, { status: r.status, statusText: r.statusText })));
    return { tree, segment };
  }

  let installed = false;
  /**
   * The requests of a prefetch, sent at once. Each is checked as it arrives, whether or not the
   * router asks for it (a router that rejected the page a moment ago asks for nothing).
   */
  function sendAhead(entry: Entry, folder: string) {
    if (!installed && typeof window !== 'undefined') {
      installed = true;
      native = window.fetch.bind(window);
      window.fetch = serve;
    }
    const { tree, segment } = request(folder);
    const check = (response: Promise<Response>) => response.then((r) => usable(r, entry, folder), () => settle(entry, folder, false));
    void check(tree);
    if (!segment) return;
    void check(segment);
    segment.then(
      (r) => {
        const body = r.ok ? r.clone().body : null;
        if (body) void scanChunks(body, preload);
      },
      () => {},
    );
  }

  /**
   * Starts the prefetch of `href` unless one is under way or fresh; returns its entry (settled
   * false at once, nothing fetched, once the site was deployed since this page loaded).
   */
  function prefetch(router: PrefetchingRouter, href: string, folder: string): Entry {
    if (replaced) return gone;
    const known = entries.get(folder);
    if (known && (known.arrivedAt === null || now() - known.arrivedAt < FRESH_MS)) return known;
    let arrive: (ok: boolean) => void = () => {};
    const arrived = new Promise<boolean>((resolve) => (arrive = resolve));
    const entry: Entry = { arrivedAt: null, settled: false, arrived, arrive };
    entries.set(folder, entry);
    sendAhead(entry, folder);
    router.prefetch(href);
    return entry;
  }

  return {
    prefetch,
    serve,
    /** Whether the page segment of `folder` has arrived and is still fresh (and the site not deployed since). */
    isReady(folder: string): boolean {
      const e = entries.get(folder);
      return !replaced && !!e && e.arrivedAt !== null && now() - e.arrivedAt < FRESH_MS;
    },
    /**
     * Prefetches `href` if needed; resolves true when its page segment has arrived (or after
     * `waitMs`), false when the page is gone or the site was deployed since this page loaded:
     * load it in full.
     */
    whenReady(router: PrefetchingRouter, href: string, folder: string, waitMs = WAIT_MS): Promise<boolean> {
      const entry = prefetch(router, href, folder);
      if (entry.arrivedAt !== null) return Promise.resolve(true);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), waitMs)));
      return Promise.race([entry.arrived, timeout]).finally(() => clearTimeout(timer));
    },
  };
}

/** The script files a page segment names (its client components' chunks), each once. */
export function chunksOf(payload: string): string[] {
  return [...new Set(Array.from(payload.matchAll(/"([^"\s]*\/_next\/static\/chunks\/[\w.-]+\.js)"/g), (m) => m[1]))];
}

/**
 * Calls `found` with each script file a payload names as soon as the bytes naming it have arrived:
 * the client references come first in a page segment, and the router's own decode, which loads
 * them, waits for the route tree before it starts.
 */
async function scanChunks(body: ReadableStream<Uint8Array>, found: (src: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const seen = new Set<string>();
  let text = '';
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += decoder.decode(part.value, { stream: true });
      for (const src of chunksOf(text).filter((c) => !seen.has(c))) {
        seen.add(src);
        found(src);
      }
    }
  } catch {
    // A body cut off: the router has the same error to handle.
  }
}

/** Starts fetching a script the page does not have yet (Turbopack's loader adds it later, without crossorigin as here). */
function preloadScript(src: string) {
  const url = new URL(src, document.baseURI).href;
  if ([...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="preload"][as="script"]')].some((e) => ('src' in e ? e.src : e.href) === url)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href: url, fetchPriority: 'high' });
  document.head.append(link);
}

/** The one instance of the page (client components share it). */
export const routeReadiness = createRouteReadiness();
