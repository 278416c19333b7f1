import type { Locale } from '@/lib/i18n/locales';

/** The ways offline mode turns on (SPEC §7), in the order they are checked. */
export const OFFLINE_STRATEGIES = ['appInstalled', 'standalone', 'queryString'] as const;
/** 'saved': the reader's own choice, kept from an earlier visit (`?offlineMode=true` or the menu's control). */
export type OfflineStrategy = (typeof OFFLINE_STRATEGIES)[number] | 'saved';

/**
 * localStorage keys, both kept across visits and reloads until the reader says otherwise, one per
 * locale: the installed flag (set on `appinstalled` in a page of the locale whose app was installed:
 * each locale's manifest is an app of its own), and the offline-mode choice (`?offlineMode=true` or
 * 'Save for offline reading' set the locale's, `?offlineMode=false` or 'Remove' clear them all):
 * saving or installing one locale never downloads the other, which the panel offers in one tap.
 * `APP_INSTALLED_KEY` and `OFFLINE_CHOICE_KEY` alone are the flags as kept before they were per
 * locale, read once (lib/sw/register.ts `migrateChoice`).
 */
export const APP_INSTALLED_KEY = 'pwa.appInstalled';
export const OFFLINE_CHOICE_KEY = 'pwa.offlineMode';
/** The offline-mode choice of one locale: `pwa.offlineMode.en`. */
export const offlineChoiceKey = (locale: Locale) => `${OFFLINE_CHOICE_KEY}.${locale}`;
/** The installed flag of one locale's app: `pwa.appInstalled.en`. */
export const appInstalledKey = (locale: Locale) => `${APP_INSTALLED_KEY}.${locale}`;

export type OfflineSignals = {
  /** location.search */
  search: string;
  /** matchMedia('(display-mode: standalone)').matches */
  displayStandalone: boolean;
  /** iOS Safari's navigator.standalone */
  iosStandalone: boolean;
  /** localStorage flag set on `appinstalled` in a page of this locale */
  installed: boolean;
  /** localStorage flag: the reader turned offline mode on earlier (query string or the control) */
  saved: boolean;
};

/**
 * Which strategy turns offline mode on, or null when it is off. `?offlineMode=true` turns it on until
 * turned off (the caller stores that); `?offlineMode=false` turns that choice off again.
 */
export function offlineStrategy(s: OfflineSignals): OfflineStrategy | null {
  if (s.installed) return 'appInstalled';
  if (s.displayStandalone || s.iosStandalone) return 'standalone';
  const query = new URLSearchParams(s.search).get('offlineMode');
  if (query === 'true') return 'queryString';
  if (query === 'false') return null;
  return s.saved ? 'saved' : null;
}

/** What the query string asks of the stored choice: keep it on, clear it, or leave it as it is. */
export function queryChoice(search: string): boolean | null {
  const query = new URLSearchParams(search).get('offlineMode');
  return query === 'true' ? true : query === 'false' ? false : null;
}
