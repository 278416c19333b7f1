/**
 * The cache key of a page or RSC payload: the static file it is served from does not depend on the
 * query string (`?offlineMode=true`, Next's `_rsc=…`) or the hash, and `/about`, `/about/` and
 * `/about/index.html` are one page on a static host.
 */
export function pageCacheKey(input: string | URL): string {
  const url = new URL(input);
  let p = url.pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (!p.endsWith('/') && !/\.[^/]*$/.test(p)) p += '/';
  return `${url.origin}${p}`;
}

/**
 * Whether a path belongs to a locale's tree. `root` is the locale's scope (`/`, `/en/`, under the
 * base path); `others` are the scopes nested in it that belong to other locales (`/en/` for zh-CN).
 */
export function inTree(pathname: string, root: string, others: readonly string[]): boolean {
  const p = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return p.startsWith(root) && !others.some((o) => p.startsWith(o));
}

/**
 * RSC payloads that client-side navigation fetches next to each page: `__next.*.txt`, `index.txt`,
 * and a page segment as the post-build stores it, `__next.*.__PAGE__.txt.bin`.
 */
export function isRscPayload(pathname: string): boolean {
  return /\/(?:(?:__next\.[^/]*|index)\.txt|__next\.[^/]*\.__PAGE__\.txt\.bin)$/.test(pathname);
}

/** A page's HTML file as offline mode precaches it (`/docs/skill/index.html`). */
export function isPageFile(pathname: string): boolean {
  return pathname.endsWith('/index.html');
}

/** Where offline mode's precache keeps a page or payload: the static file, `index.html` for a page. */
export function precacheFile(input: string | URL): string {
  const key = pageCacheKey(input);
  return key.endsWith('/') ? `${key}index.html` : key;
}

/** Every cache of the site's workers starts with this. */
export const CACHE_PREFIX = 'inkstone';

/** Pages kept as they are opened, per locale (the offline page lists them). */
export function pagesCacheName(prefix: string, locale: string): string {
  return `${prefix}-pages-${locale}`;
}

/**
 * A locale's precache name (`inkstone-precache-en`). It holds no scope URL, so no worker's outdated-
 * cache cleanup (which matches names containing its own scope, `http://host/` for zh-CN) can reach it.
 */
export function precacheCacheName(prefix: string, locale: string): string {
  return `${prefix}-precache-${locale}`;
}
