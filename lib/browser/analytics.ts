/**
 * Google Analytics 4 (gtag.js), only when ANALYTICS_ID is set at build: IP anonymised, one
 * page_view per route change with path, query and hash. With no id nothing loads.
 */
type Gtag = (...args: unknown[]) => void;
export type AnalyticsWindow = {
  dataLayer?: unknown[];
  gtag?: Gtag;
  location: { pathname: string; search: string; hash: string; href: string };
  document: { title: string; head: { append(node: unknown): void }; createElement(tag: 'script'): HTMLScriptElement };
  console: { warn(...args: unknown[]): void };
};

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** Queues gtag's setup and loads its script; a blocked script gets a hint in the console. */
export function startAnalytics(id: string, win: AnalyticsWindow): void {
  if (win.gtag) return;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the `arguments` objects queued here, as its own snippet does.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { anonymize_ip: true, send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  script.onerror = () =>
    win.console.warn('[analytics] gtag.js did not load: an ad or tracker blocker may be blocking it. Page views are not recorded.');
  win.document.head.append(script);
}

/** The page path analytics records: path, query and hash. */
export function pagePath(location: AnalyticsWindow['location']): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function trackPageView(win: AnalyticsWindow): void {
  win.gtag?.('event', 'page_view', { page_path: pagePath(win.location), page_location: win.location.href, page_title: win.document.title });
}
