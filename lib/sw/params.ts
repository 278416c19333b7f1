import type { Locale } from '@/lib/i18n/locales';
import { localeConfig } from '@/lib/i18n/locales';

/** What a page tells its worker through the script URL (`sw.js?params=…`). */
export type WorkerParams = { offlineMode: boolean; debug: boolean };

/** The scope of a locale's worker: `/` for zh-CN, `/en/` for English, under the base path. */
export function workerScope(basePath: string, locale: Locale): string {
  const prefix = localeConfig[locale].path;
  return `${basePath}/${prefix ? `${prefix}/` : ''}`;
}

/** The script URL a page registers: `/en/sw.js?params={"offlineMode":true,"debug":false}`. */
export function workerUrl(basePath: string, locale: Locale, params: WorkerParams): string {
  const json = JSON.stringify({ offlineMode: params.offlineMode, debug: params.debug });
  return `${workerScope(basePath, locale)}sw.js?params=${encodeURIComponent(json)}`;
}

/** The worker's side: params from its own location's query string; anything malformed is off. */
export function parseWorkerParams(search: string): WorkerParams {
  try {
    const raw = JSON.parse(new URLSearchParams(search).get('params') ?? '{}') as Partial<WorkerParams>;
    return { offlineMode: raw.offlineMode === true, debug: raw.debug === true };
  } catch {
    return { offlineMode: false, debug: false };
  }
}
