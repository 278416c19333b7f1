import { VERSION_CONFIGS } from '@/lib/content/docs-version';
import { createDocSearchBackend, type DocSearchConfig } from './docsearch';
import { createLocalBackend, indexUrl } from './local';
import type { SearchBackend } from './types';

/** A static index backend: a search, and the index head's loading (the modal's readiness). */
export type LocalBackend = SearchBackend & { load(): Promise<unknown> };

const backends = new Map<string, SearchBackend & { load?: () => Promise<unknown> }>();

/** The engine for a locale: hosted DocSearch when configured at build, else the static index. */
export function getBackend(locale: string, htmlLang: string, docsearch?: DocSearchConfig) {
  const key = `${locale}:${docsearch ? 'ds' : 'local'}`;
  let b = backends.get(key);
  if (!b) {
    b = docsearch
      ? createDocSearchBackend(docsearch, htmlLang)
      : localBackend(locale);
    backends.set(key, b);
  }
  return b;
}

/** A locale's static index backend, as getBackend makes it; `fetcher`: where its files come from (default: the network). */
export function localBackend(locale: string, fetcher?: typeof fetch) {
  return createLocalBackend(indexUrl(process.env.NEXT_PUBLIC_BASE_PATH ?? '', locale), { versions: ['', VERSION_CONFIGS[0].name], fetcher });
}

/** getBackend answers a locale's static index with this backend from now on (the early engine's worker, lib/search/early.ts). */
export function setLocalBackend(locale: string, backend: LocalBackend) {
  backends.set(`${locale}:local`, backend);
}

// Which results open offline: loaded with the engine, so the search page's own JavaScript need not carry it.
export { unsavedAmong } from '@/lib/sw/saved';
// The texts' formatting lives apart, so that a page showing results need not carry the engine.
export { HEADING_QUERY_MAX, format, formatPlural, truncateQuery } from './format';
