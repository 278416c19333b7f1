import { searchVersion } from '@/lib/browser/docs-version';
import { SEARCH_PAGE_FIRST } from '@/lib/site/constants';
import type { SearchOptions, SearchResult } from './types';

/**
 * The search page's early engine. A link with ?q= is a search the page knows it will run: an
 * inline script in its HTML (components/pages/SearchPage.tsx) starts, while the HTML is parsed,
 * a classic script holding the engine on its own (lib/search/early.ts, bundled by the build's
 * step in scripts/lib/search-early.ts), whose worker fetches the index head, the query's shards
 * and the text chunks of the first results, and ranks them, while the page's own JavaScript is
 * still on its way and then hydrates. The page then takes this engine instead of fetching the engine's chunk
 * (components/search/useSearch.ts), and shows the answer it already has in the render that
 * brings the query. Without it (`next dev`, a hosted DocSearch, a script that failed) the page
 * works as before, from the chunk.
 */
export const EARLY_GLOBAL = '__inkstoneSearch';

/** What the page's HTML names until the build writes the early script's URL in its place. */
export const EARLY_URL_PLACEHOLDER = '__INKSTONE_SEARCH_EARLY__';

export type EarlyEngine = {
  /** Settles once the script has run or failed to load (never rejects). */
  loaded: Promise<unknown>;
  /**
   * Lets the page hydrate: called once the early rows are painted (or there are none to paint,
   * or the worker failed). Until then, or HYDRATION_HOLD_MS, Next's bootstrap waits (see searchPageHeadScript).
   */
  release: () => void;
  /** The engine's module, once the script has run. */
  engine?: typeof import('./backend');
  /** The address's query, as the search page's first step asks it, once answered. */
  first?: { locale: string; query: string; options: Required<SearchOptions>; result: SearchResult };
};

/**
 * The options of the search page's first step for the address the browser is at: its top
 * SEARCH_PAGE_FIRST results, one hit each, in the address's docs version (what
 * components/search/SearchPageView.client.tsx asks through useSearch, and what the early engine
 * answers before it does).
 */
export function firstStepOptions(): Required<SearchOptions> {
  const path = window.location.pathname.slice((process.env.NEXT_PUBLIC_BASE_PATH ?? '').length);
  return { limit: SEARCH_PAGE_FIRST, hitsPerGroup: 1, version: searchVersion(path) };
}

/** The early engine of this page, when its HTML started one. */
export function earlyEngine(): EarlyEngine | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyEngine | undefined>)[EARLY_GLOBAL];
}

/** The early engine's answer to exactly this search, when it has one. */
export function earlyAnswer(locale: string, query: string, options: Required<SearchOptions>): SearchResult | undefined {
  const first = earlyEngine()?.first;
  if (!first || first.locale !== locale || first.query !== query) return undefined;
  const o = first.options;
  return o.limit === options.limit && o.hitsPerGroup === options.hitsPerGroup && o.version === options.version ? first.result : undefined;
}

/** The longest the search page's hydration waits for the early rows (a slow network or worker: the page then works as without them). */
export const HYDRATION_HOLD_MS = 1500;

/**
 * The inline script of a search page's HTML: with a query in the address, the early engine's
 * script, high priority, before any of the page's JavaScript has arrived (its worker reads the
 * index head itself). It holds the page's hydration until the early engine has painted the top
 * results (EarlyEngine.release, at most HYDRATION_HOLD_MS): painted first, the results are not
 * behind hydration's long tasks, and React takes them over when it hydrates
 * (tests/e2e/search-early-paint.spec.ts). The hold is Next's own wait for its `beforeInteractive`
 * scripts (next/dist/client/app-bootstrap.js: `loadScriptsInSequence(self.__next_s, hydrate)`):
 * one empty inline entry, and a chain that starts with the early rows.
 * `earlyUrl` is EARLY_URL_PLACEHOLDER until the build replaces it; a URL that
 * does not start with '/' (the placeholder, under `next dev`) starts no script but preloads the
 * index head (its id and data-locale tell the page's script which index, SearchPageView).
 */
export function searchPageHeadScript({ metaUrl, locale, headId, earlyUrl }: { metaUrl: string; locale: string; headId: string; earlyUrl: string }): string {
  const js = JSON.stringify;
  return `if(/[?&]q=[^&]/.test(location.search))!function(){var d=document,u=${js(earlyUrl)};if(u[0]==='/'){var s=d.createElement('script');s.src=u;s.fetchPriority='high';s.setAttribute('data-locale',${js(locale)});var e=window[${js(EARLY_GLOBAL)}]={loaded:new Promise(function(r){s.onload=s.onerror=r})},h=new Promise(function(r){e.release=r;s.addEventListener('error',r);setTimeout(r,${HYDRATION_HOLD_MS})}),n=self.__next_s=self.__next_s||[];n.push([0,{children:''}]);n.reduce=function(f,p){return[].reduce.call(n,f,p.then(function(){return h}))};d.head.appendChild(s)}else{var l=d.createElement('link');l.id=${js(headId)};l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=${js(metaUrl)};l.setAttribute('data-locale',${js(locale)});d.head.appendChild(l)}}()`;
}
