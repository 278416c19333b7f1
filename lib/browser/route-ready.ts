/**
 * Client navigation from the prefetch files alone. A static export keeps, next to each page, its
 * route shape (`__next._tree.txt`) and its page segment (`…__PAGE__.txt`, holding the layouts
 * too); the whole-page payload (`index.txt`) is not shipped (scripts/lib/prune-payloads.ts).
 * Next's router (16.4) asks for `index.txt` whenever a link is followed before its prefetch has
 * arrived: with no route shape yet it goes to the server for everything, and a page segment
 * still in flight counts as partial, so a dynamic request is sent beside it
 * (client/components/render-tree.js). A tap on a phone follows its `touchstart` by about 100 ms,
 * less than the prefetch's round trips, so without this module most taps would fall back to a
 * full page load.
 *
 * So a navigation waits for its own prefetch: `whenReady` starts the prefetch if none is under
 * way (a click is no speculation, so this holds with data saver on too) and resolves once the
 * page segment has been received (a Resource Timing entry for it), or its prefetch failed (no
 * connection: the offline page or the saved copy is then one full load away), or after
 * `WAIT_MS`. The router then finds the route and the segment in its cache and fetches nothing
 * more. If the wait runs out or the prefetch failed, the router's own fallback stays: `index.txt`
 * is missing, so it loads the page in full, as SPEC §5 asks for on failure.
 */

export type PrefetchingRouter = { prefetch(href: string): void };

/** How long a click waits for its prefetch before the router is left to its fallback. */
export const WAIT_MS = 6000;
/**
 * How long a received prefetch is trusted: under the router's 5 minutes for a static page's
 * segments (`staleTimes.static`); after that the router would refetch, and so does this module.
 */
export const FRESH_MS = 4 * 60_000;

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
  return name.startsWith('__next.') && name.endsWith('.__PAGE__.txt') ? { folder, file: 'page' } : null;
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

type Entry = { arrivedAt: number | null; arrived: Promise<boolean>; arrive(ok: boolean): void };

/**
 * The prefetches started from this page, by folder, and the observer that sees their page
 * segments arrive. `now` and `observe` are injectable for tests.
 */
export function createRouteReadiness({
  now = () => Date.now(),
  observe = observeResources,
}: { now?: () => number; observe?: (onResource: (url: string, status?: number) => void) => void } = {}) {
  const entries = new Map<string, Entry>();
  let observing = false;

  // The page segment settles a prefetch; so does its route tree failing (no connection, an error
  // status), after which the page segment is never asked for. `status` is Resource Timing's
  // `responseStatus` (0 for a network error), where the browser reports it.
  const received = (url: string, status?: number) => {
    const hit = prefetchFile(url);
    const entry = hit ? entries.get(hit.folder) : undefined;
    if (!hit || !entry || entry.arrivedAt !== null) return;
    const failed = status !== undefined && (status === 0 || status >= 400);
    if (hit.file === 'tree' && !failed) return;
    if (failed) entries.delete(hit.folder);
    else entry.arrivedAt = now();
    entry.arrive(!failed);
  };

  /** Starts the prefetch of `href` unless one is under way or fresh; returns its entry. */
  function prefetch(router: PrefetchingRouter, href: string, folder: string): Entry {
    const known = entries.get(folder);
    if (known && (known.arrivedAt === null || now() - known.arrivedAt < FRESH_MS)) return known;
    if (!observing) {
      observing = true;
      observe(received);
    }
    let arrive: (ok: boolean) => void = () => {};
    const arrived = new Promise<boolean>((resolve) => (arrive = resolve));
    const entry: Entry = { arrivedAt: null, arrived, arrive };
    entries.set(folder, entry);
    router.prefetch(href);
    return entry;
  }

  return {
    prefetch,
    /** Whether the page segment of `folder` has arrived and is still fresh. */
    isReady(folder: string): boolean {
      const e = entries.get(folder);
      return !!e && e.arrivedAt !== null && now() - e.arrivedAt < FRESH_MS;
    },
    /** Prefetches `href` if needed; resolves true when its page segment has arrived, false when the prefetch failed or after `waitMs`. */
    whenReady(router: PrefetchingRouter, href: string, folder: string, waitMs = WAIT_MS): Promise<boolean> {
      const entry = prefetch(router, href, folder);
      if (entry.arrivedAt !== null) return Promise.resolve(true);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
      return Promise.race([
        // The router handles the response in the tasks after the body has arrived; give it one.
        entry.arrived.then((ok) => new Promise<boolean>((resolve) => setTimeout(() => resolve(ok), 0))),
        timeout,
      ]).finally(() => clearTimeout(timer));
    },
  };
}

function observeResources(onResource: (url: string, status?: number) => void) {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) onResource(e.name, (e as PerformanceResourceTiming & { responseStatus?: number }).responseStatus);
  }).observe({ type: 'resource' });
}

/** The one instance of the page (client components share it). */
export const routeReadiness = createRouteReadiness();

