import type { Locale } from '@/lib/i18n/locales';

/** What the build bakes into each locale's worker (scripts/lib/service-worker.ts). */
export type WorkerConfig = {
  locale: Locale;
  basePath: string;
  /** The worker's scope path: `/`, `/en/` (under the base path). */
  scope: string;
  /** Scopes of other locales nested in this one (`/en/` inside `/`). */
  nestedScopes: string[];
  /** `<basePath>/search-index/<locale>/` */
  searchIndex: string;
  /** The offline page of each locale tree this worker can see, own locale first. */
  offlinePages: { locale: Locale; url: string; scope: string; nested: string[] }[];
  /** Precached even with offline mode off: the offline pages and their stylesheets. */
  core: string[];
  /** Pages (and their RSC payloads) cached at install in offline mode: home, search. */
  warm: string[];
  /** Cache names start with this; the precache is Serwist's own (per scope). */
  cachePrefix: string;
  buildId: string;
};
