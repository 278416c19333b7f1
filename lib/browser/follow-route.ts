import { otherPageFolder, routeReadiness, type PrefetchingRouter } from './route-ready';

/**
 * `router.push` for code that navigates without a link (the search dialog's Enter): waits for the
 * page's prefetch, as a link does. A path on the page already shown goes at once.
 */
export function followRoute(router: PrefetchingRouter & { push(href: string): void }, href: string) {
  const folder = otherPageFolder(href);
  if (!folder || routeReadiness.isReady(folder)) router.push(href);
  else void routeReadiness.whenReady(router, href, folder).then(() => router.push(href));
}
