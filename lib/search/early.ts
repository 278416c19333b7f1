/**
 * The search page's early engine (see ./early-engine.ts): the engine bundled as one classic
 * script, started by the page's inline script while its HTML is parsed when the address holds a
 * query. Built by scripts/lib/search-early.ts; nothing else imports it.
 *
 * On the page, it starts itself again as a dedicated worker, which fetches the index head, the
 * query's shards and the text chunks of its first results and ranks them: none of these steps
 * waits for the page's main thread, busy then with Next's scripts and the hydration. The worker
 * hands back the answer to the page's first step (the top SEARCH_PAGE_FIRST results, one hit
 * each, as components/search/SearchPageView.client.tsx asks) and the files it read; the page's
 * engine (this script's, given to the page) reads those files instead of fetching them again. A
 * worker that cannot start or fails leaves the page's engine to fetch them itself.
 */
import * as engine from './backend';
import { earlyEngine, firstStepOptions } from './early-engine';
import { EARLY_ROWS_CLASS, earlyRowsHtml, earlyTitle, type EarlyRowsLabels } from './early-rows';
import type { SearchOptions, SearchResult } from './types';

/** `origin`: the page's; the worker, started from a blob URL, has no base URL of its own for the index's paths. */
type Ask = { origin: string; locale: string; query: string; options: Required<SearchOptions> };
type Answer = { result: SearchResult; files: [string, string][] } | { error: string };

/**
 * Paints the top results into the static page's placeholder for them (and the query into its
 * heading) before React hydrates: the page's first paint of results, not one after hydration's
 * long tasks. React keeps what is painted there until the render that brings the query, which
 * shows the same answer (early.first) in its own rows in place of these (see ./early-rows.ts).
 * A placeholder React has already replaced (the page hydrated and got its query first) is left alone.
 */
function paint(query: string, result: SearchResult) {
  try {
    paintRows(query, result);
  } finally {
    earlyEngine()?.release();
  }
}

function paintRows(query: string, result: SearchResult) {
  const box = document.querySelector<HTMLElement>(`.${EARLY_ROWS_CLASS}`);
  if (!box?.dataset.labels || box.firstChild) return;
  const labels = JSON.parse(box.dataset.labels) as EarlyRowsLabels;
  const html = earlyRowsHtml(result, labels, process.env.NEXT_PUBLIC_BASE_PATH ?? '');
  if (!html) return;
  box.innerHTML = html;
  const title = document.querySelector('.search-page h1');
  if (title) title.textContent = earlyTitle(labels, query);
}

/** Paints as soon as the placeholder has been parsed (a node follows it), not at DOMContentLoaded, which waits for the page's scripts. */
function paintWhenParsed(query: string, result: SearchResult) {
  const parsed = () => {
    for (let n: Node | null = document.querySelector(`.${EARLY_ROWS_CLASS}`); n; n = n.parentNode) if (n.nextSibling) return true;
    return document.readyState !== 'loading';
  };
  if (parsed()) return paint(query, result);
  const observer = new MutationObserver(() => parsed() && (observer.disconnect(), paint(query, result)));
  observer.observe(document, { childList: true, subtree: true });
}

if (typeof document === 'undefined') {
  // The worker: answers one question, with the texts of the files it fetched.
  self.onmessage = async ({ data }: MessageEvent<Ask>) => {
    const files: [string, string][] = [];
    const fetcher = (async (url: string) => {
      const res = await fetch(new URL(url, data.origin).href);
      if (res.ok) files.push([url, await res.clone().text()]);
      return res;
    }) as typeof fetch;
    try {
      const result = await engine.localBackend(data.locale, fetcher).search(data.query, data.options);
      self.postMessage({ result, files } satisfies Answer);
    } catch (err) {
      self.postMessage({ error: String(err) } satisfies Answer);
    }
  };
} else {
  const early = earlyEngine();
  const script = document.currentScript as HTMLScriptElement | null;
  const locale = script?.getAttribute('data-locale');
  const query = new URLSearchParams(window.location.search).get('q')?.trim();
  if (early) {
    early.engine = engine;
    if (locale && query && script) {
      const options = firstStepOptions();
      const files = new Map<string, string>();
      // The page's engine reads the worker's files once it has answered (or failed), the network for any other.
      let answered: Promise<unknown> = Promise.resolve();
      try {
        // Started from a blob URL, the worker is controlled by this page's service worker (a worker
        // from its own URL would be matched to the scope of /_next/, zh-CN's, in offline mode).
        const worker = new Worker(URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(script.src)})`], { type: 'text/javascript' })));
        answered = new Promise<void>((resolve) => {
          worker.onmessage = ({ data }: MessageEvent<Answer>) => {
            if ('result' in data) {
              for (const [url, text] of data.files) files.set(url, text);
              early.first = { locale, query, options, result: data.result };
              paintWhenParsed(query, data.result);
            } else early.release();
            worker.terminate();
            resolve();
          };
          worker.onerror = () => {
            early.release();
            worker.terminate();
            resolve();
          };
        });
        worker.postMessage({ origin: window.location.origin, locale, query, options } satisfies Ask);
      } catch {
        // No worker (a browser without them): the page's engine fetches as it would.
        early.release();
      }
      const fetcher = (async (url: string) => {
        await answered;
        // Each once: a head read again (a deploy may have replaced the index) comes from the network.
        const text = files.get(url);
        files.delete(url);
        return text === undefined ? fetch(url) : new Response(text, { headers: { 'content-type': 'application/json' } });
      }) as typeof fetch;
      engine.setLocalBackend(locale, engine.localBackend(locale, fetcher));
    } else early.release();
  }
}
