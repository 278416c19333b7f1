/**
 * The search page's early engine (see ./early-engine.ts): the engine bundled as one classic
 * script, started by the page's inline script while its HTML is parsed when the address holds a
 * query. It answers the page's first step of that query (the top SEARCH_PAGE_FIRST results, one
 * hit each, as components/search/SearchPageView.client.tsx asks) into the page's early-engine
 * object, and hands the page the engine for every later search. Built by
 * scripts/lib/search-early.ts; nothing else imports it.
 */
import { searchVersion } from '@/lib/browser/docs-version';
import { SEARCH_PAGE_FIRST } from '@/lib/site/constants';
import * as engine from './backend';
import { earlyEngine } from './early-engine';

const early = earlyEngine();
const locale = (document.currentScript as HTMLScriptElement | null)?.getAttribute('data-locale');
const query = new URLSearchParams(window.location.search).get('q')?.trim();
if (early) {
  early.engine = engine;
  if (locale && query) {
    const options = { limit: SEARCH_PAGE_FIRST, hitsPerGroup: 1, version: searchVersion(window.location.pathname.slice((process.env.NEXT_PUBLIC_BASE_PATH ?? '').length)) };
    engine
      .getBackend(locale, '')
      .search(query, options)
      .then((result) => (early.first = { locale, query, options, result }))
      // The page's own search asks again, and shows the error.
      .catch(() => {});
  }
}
