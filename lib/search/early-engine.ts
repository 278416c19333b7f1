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

/** The inline scripts' test of the address: a query to search. */
const HAS_QUERY = '/[?&]q=[^&]/.test(location.search)';

/** The global through which the search page's inline script starts Next's chunks the build held back (deferredChunksScript). */
const CHUNKS_GLOBAL = '__inkstoneChunks';

/** The type the build gives the search pages' `<script src>` tags of Next's chunks: a browser neither fetches nor runs them (deferredChunksScript). */
export const DEFERRED_SCRIPT_TYPE = 'inert';

/**
 * The inline script the build puts first in the search pages' `<head>` (scripts/lib/search-early.ts),
 * after the page's chunks of Next's: their `<script src>` tags have DEFERRED_SCRIPT_TYPE, so
 * neither the HTML nor the browser's preload scanner starts them. Without a query in the address,
 * the script starts them at once, as the HTML would have. With one, Next's JavaScript (145 KiB)
 * waits until the early rows are painted (or the hold gave up, searchPageHeadScript): on a slow
 * network it would share the bandwidth with the index files the rows need, and Lighthouse's
 * simulated LCP counts every request started before the LCP paint. The tags keep their `src` for
 * whatever reads the HTML for its scripts (lib/sw/page-assets.ts, the JS budget, the link check).
 * The scripts it starts carry the `async` attribute, as Next's own tags do: React, hydrating, looks
 * for `script[async][src=…]` before it starts a client component's chunk itself, and without the
 * attribute it fetched and ran two of them a second time (issue 49).
 */
export function deferredChunksScript(): string {
  const js = JSON.stringify;
  return `!function(){var d=document,f=0,g=self.${CHUNKS_GLOBAL}=function(){f||(f=1,[].forEach.call(d.querySelectorAll(${js(`script[type="${DEFERRED_SCRIPT_TYPE}"]`)}),function(t){var s=d.createElement('script');s.src=t.getAttribute('src');s.async=!0;d.head.appendChild(s)}))};${HAS_QUERY}||g()}()`;
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
 * `earlyUrl` is EARLY_URL_PLACEHOLDER until the build replaces it. Given `devHead` (`next dev`,
 * which has no build step to replace it), a URL that does not start with '/' starts no script but
 * preloads the index head (its id and data-locale tell the page's script which index, SearchPageView).
 */
export function searchPageHeadScript({ locale, earlyUrl, devHead }: { locale: string; earlyUrl: string; devHead?: { metaUrl: string; id: string } }): string {
  const js = JSON.stringify;
  // Once released: Next's chunks (held back by deferredChunksScript, when the build did), once the
  // rows are on screen: two frames (the rows' and the next) and a quarter of a second, for the
  // rows' frame to be shown (with no margin, a loaded machine showed it 20 ms after the chunks
  // started; an LCP observer would say when, for 43 bytes more of the page's gzip). A hidden tab,
  // which has no frames, gets them when shown.
  const chunks = `var c=function(){var g=self.${CHUNKS_GLOBAL};g&&g()},r=requestAnimationFrame;r(function(){r(function(){setTimeout(c,250)})})`;
  // A production build's URL always starts with '/': its HTML carries neither the test nor the dead branch.
  const start = `var s=d.createElement('script');s.src=u;s.fetchPriority='high';s.dataset.locale=${js(locale)};var e=self.${EARLY_GLOBAL}={loaded:new Promise(function(r){s.onload=s.onerror=r})},h=new Promise(function(r){e.release=r;s.addEventListener('error',r);setTimeout(r,${HYDRATION_HOLD_MS})}),n=self.__next_s=self.__next_s||[];n.push([0,{children:''}]);n.reduce=function(f,p){return[].reduce.call(n,f,p.then(function(){return h}))};h.then(function(){${chunks}});d.head.appendChild(s)`;
  const dev = devHead && `else{var l=d.createElement('link');l.id=${js(devHead.id)};l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=${js(devHead.metaUrl)};l.setAttribute('data-locale',${js(locale)});d.head.appendChild(l)}`;
  return `if(${HAS_QUERY})!function(){var d=document,u=${js(earlyUrl)};${dev ? `if(u[0]==='/'){${start}}${dev}` : start}}()`;
}
