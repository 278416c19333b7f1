import type { Locale } from '@/lib/i18n/locales';

/**
 * The largest file the precache takes (`maximumFileSizeToCacheInBytes`, scripts/lib/service-worker.ts):
 * a larger one fails the build. The search pack is cut into parts under it (lib/search/pack.ts).
 */
export const PRECACHE_FILE_LIMIT = 8 * 1024 * 1024;

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
  /**
   * `<searchIndex><hash>.pack.bin` (and `.pack1.bin`, … when the pack is cut in parts): offline mode
   * precaches them and answers the index's pieces from them (lib/search/pack.ts). Empty: no index.
   */
  searchPacks: string[];
  /** The offline page of each locale tree this worker can see, own locale first. */
  offlinePages: { locale: Locale; url: string; scope: string; nested: string[] }[];
  /** Precached even with offline mode off: the offline pages, their stylesheets, the on-demand scripts of the pages' controls. */
  core: string[];
  /** Cache names start with this; the precache is Serwist's own (per scope). */
  cachePrefix: string;
  buildId: string;
  /**
   * `<scope>offline-pages.<hash>.js`: offline mode's precache entries for the locale's pages, their
   * RSC payloads and images (revisioned), imported by the worker in offline mode only.
   */
  pageList: string;
};

/**
 * `<scope>offline.json`, written by the build next to the worker: offline mode's precache, for the menus'
 * control. `sizes` and `bytes` are the files as stored (what the device keeps), `gzipSizes` and
 * `gzipBytes` as sent gzipped (what the reader's network carries: the download's size, before and while
 * it is saved), each by pathname.
 */
export type SaveSize = {
  files: number;
  bytes: number;
  gzipBytes: number;
  /** The locale's pages among the files (their `index.html`): what offline mode makes readable offline. */
  pages: number;
  sizes: Record<string, number>;
  gzipSizes: Record<string, number>;
};

/**
 * Posted by an installing offline-mode worker to the windows of its origin as a precached file's body
 * arrives (every 32 KiB and at its end): `path` is the file's pathname, `bytes` its bytes so far. The
 * menus' control adds them to the files already stored, so the bar moves while the search pack streams.
 */
export const PRECACHE_PROGRESS = 'PRECACHE_PROGRESS';
export type PrecacheProgress = { type: typeof PRECACHE_PROGRESS; locale: Locale; path: string; bytes: number };

/** Posted by an installing offline-mode worker to the windows of its origin when storing a file hit the quota. */
export const PRECACHE_QUOTA = 'PRECACHE_QUOTA';
export type PrecacheQuota = { type: typeof PRECACHE_QUOTA; locale: Locale };
/** Asked of a locale's active worker after a failed save: drop the precache entries it does not list (answered on the port). */
export const PRUNE_PRECACHE = 'PRUNE_PRECACHE';
