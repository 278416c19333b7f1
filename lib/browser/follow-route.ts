import { pageFolder, routeReadiness, type PrefetchingRouter } from './route-ready';

/**
 * `router.push` for code that navigates without a link (the search dialog's Enter): waits for the
 * page's prefetch, as a link does. A path on the page already shown goes at once.
 */
export function followRoute(router: PrefetchingRouter & { push(href: string): void }, href: string, base = process.env.NEXT_PUBLIC_BASE_PATH ?? '') {
  const folder = pageFolder(href, base, window.location);
  if (folder === pageFolder(window.location.pathname, '', window.location) || routeReadiness.isReady(folder)) {
    router.push(href);
    return;
  }
  void routeReadiness.whenReady(router, href, folder).then(() => router.push(href));
}
