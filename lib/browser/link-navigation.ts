/**
 * What the site's links share: the chunk that prefetches and follows routes, and which clicks are
 * the browser's. Used by each `Link` (components/ui/Link.tsx) and by the one delegated handler of
 * MDX bodies' links (components/mdx/BodyLinks.client.tsx).
 */

/** Site paths of files under public/, served as they are in no locale: a page's links to them are plain links. */
export const PUBLIC_FILE = /^\/(img|files)\//;

let navigation: Promise<typeof import('./follow-route')> | undefined;

/**
 * Prefetching and following (lib/browser/follow-route.ts) run only on interaction: a chunk of their
 * own, fetched after the page's load event (lib/sw/register.ts) or with the first intent before that.
 */
export function loadNavigation() {
  navigation ??= import('./follow-route');
  navigation.catch(() => (navigation = undefined));
  return navigation;
}

type Router = { prefetch(href: string): void; push(href: string): void };

/** Starts the prefetch of the page a site href leads to (the navigation chunk first). */
export function prefetchLink(router: Router, href: string) {
  void loadNavigation().then((m) => m.prefetchRoute(router, href), () => {});
}

/**
 * Follows a site href with the App Router once its prefetch has arrived (`go`: the router's push or
 * replace); loads `url` in full when the navigation chunk cannot be had (a deploy replaced it).
 */
export function followLink(router: Router, href: string, go: () => void, url: string) {
  loadNavigation().then(
    (m) => m.followRoute(router, href, go),
    () => window.location.assign(url),
  );
}

type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click on `link` the browser should handle itself: another tab or window, a download, a modifier key. */
export function browserHandles(e: Click, link: Element): boolean {
  const target = link.getAttribute('target');
  return e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (!!target && target !== '_self') || link.hasAttribute('download');
}
