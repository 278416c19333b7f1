import { VERSION_CONFIGS } from '@/lib/content/docs-version';
import { createDocSearchBackend, type DocSearchConfig } from './docsearch';
import { createLocalBackend, indexUrl } from './local';
import type { SearchBackend } from './types';

const backends = new Map<string, SearchBackend & { load?: () => Promise<unknown> }>();

/** The engine for a locale: hosted DocSearch when configured at build, else the static index. */
export function getBackend(locale: string, htmlLang: string, docsearch?: DocSearchConfig) {
  const key = `${locale}:${docsearch ? 'ds' : 'local'}`;
  let b = backends.get(key);
  if (!b) {
    b = docsearch
      ? createDocSearchBackend(docsearch, htmlLang)
      : createLocalBackend(indexUrl(process.env.NEXT_PUBLIC_BASE_PATH ?? '', locale), { versions: ['', VERSION_CONFIGS[0].name] });
    backends.set(key, b);
  }
  return b;
}

// The texts' formatting lives apart, so that a page showing results need not carry the engine.
export { HEADING_QUERY_MAX, format, formatPlural, truncateQuery } from './format';
