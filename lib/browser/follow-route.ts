import { otherPageFolder, routeReadiness, type PrefetchingRouter } from './route-ready';
import { keepOnStart } from '@/lib/sw/keep';

type Router = PrefetchingRouter & { push(href: string): void };

/** The full URL of a site href (base path applied), for a full page load. */
export const fullHref = (href: string) => (href.startsWith('/') ? `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${href}` : href);

/** Starts the prefetch of the page a site href leads to, on a reader's intent (nothing for an anchor on this page). */
export function prefetchRoute(router: PrefetchingRouter, href: string) {
  const folder = otherPageFolder(href);
  if (folder) routeReadiness.prefetch(router, href, folder);
}

/**
 * Follows a site link with the App Router once the page's prefetch has arrived (a path on the page
 * already shown goes at once): `go` is the router's push or replace. A page that is gone, or that a
 * deploy replaced, is loaded in full at once instead (lib/browser/route-ready.ts). Links use it
 * (components/ui/Link.tsx), and so does code that navigates without one (the search dialog's Enter).
 * The page is handed to the service worker as the navigation starts (lib/sw/keep.ts).
 */
export function followRoute(router: Router, href: string, go = () => router.push(href)) {
  const folder = otherPageFolder(href);
  if (folder) keepOnStart(new URL(fullHref(href), location.href).href);
  if (!folder || routeReadiness.isReady(folder)) return go();
  void routeReadiness.whenReady(router, href, folder).then((ok) => (ok ? go() : window.location.assign(fullHref(href))));
}
