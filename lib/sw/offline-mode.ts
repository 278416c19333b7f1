/** The ways offline mode turns on (SPEC §7), in the order they are checked. */
export const OFFLINE_STRATEGIES = ['appInstalled', 'standalone', 'queryString'] as const;
export type OfflineStrategy = (typeof OFFLINE_STRATEGIES)[number];

/** Storage keys: the installed flag survives visits, the query-string choice lasts one visit. */
export const APP_INSTALLED_KEY = 'pwa.appInstalled';
export const QUERY_OFFLINE_KEY = 'pwa.offlineMode';

export type OfflineSignals = {
  /** location.search */
  search: string;
  /** matchMedia('(display-mode: standalone)').matches */
  displayStandalone: boolean;
  /** iOS Safari's navigator.standalone */
  iosStandalone: boolean;
  /** localStorage flag set on `appinstalled` */
  installed: boolean;
  /** sessionStorage flag set by an earlier page of this visit opened with ?offlineMode=true */
  sessionOfflineMode: boolean;
};

/**
 * Which strategy turns offline mode on, or null when it is off. `?offlineMode=true` turns it on for
 * the rest of the visit (the caller stores that); `?offlineMode=false` turns that choice off again.
 */
export function offlineStrategy(s: OfflineSignals): OfflineStrategy | null {
  if (s.installed) return 'appInstalled';
  if (s.displayStandalone || s.iosStandalone) return 'standalone';
  const query = new URLSearchParams(s.search).get('offlineMode');
  if (query === 'true') return 'queryString';
  if (query === 'false') return null;
  return s.sessionOfflineMode ? 'queryString' : null;
}
