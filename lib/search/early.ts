/**
 * The search page's early engine (see ./early-engine.ts): the engine bundled as one classic
 * script, started by the page's inline script while its HTML is parsed when the address holds a
 * query. Built by scripts/lib/search-early.ts; nothing else imports it.
 *
 * On the page, it starts itself again as a dedicated worker, which fetches the index head, the
 * query's shards and the text chunks of its first results and ranks them: none of these steps
 * waits for the page's main thread, busy then with Next's scripts and the hydration. The worker
 * hands back the answer to the page's first step (the top SEARCH_PAGE_FIRST results, one hit
 * each, as components/search/SearchPageView.client.tsx asks), and stays the page's engine
 * (remoteBackend): the rest of the query's first 20, and every later query on the page, are
 * asked of it, so a query is ranked once, off the main thread, which only renders the answers
 * (issue 47: long tasks under 50 ms at 4x CPU). A worker that cannot start or fails leaves the
 * page's engine (this script's, given to the page) to run on the main thread.
 */
import * as engine from './backend';
import { earlyEngine, firstStepOptions } from './early-engine';
import { EARLY_ROWS_CLASS, earlyRowsHtml, earlyTitle, type EarlyRowsLabels } from './early-rows';
import type { LocalBackend } from './backend';
import type { SearchOptions, SearchResult } from './types';

/**
 * The bundle's own function: scripts/lib/search-early.ts wraps the whole bundle in a function of
 * this name (`(function EARLY_BUNDLE(){…})()`), which its body sees. Absent outside that bundle.
 */
declare const EARLY_BUNDLE: (() => void) | undefined;

/**
 * A question to the worker: a search, or without `query` the index head only (the modal's
 * readiness). `origin`: the page's; the worker, started from a blob URL, has no base URL of its own
 * for the index's paths.
 */
type Ask = { id: number; origin: string; locale: string; query?: string; options?: SearchOptions };
type Answer = { id: number; result: SearchResult | null } | { id: number; error: string };

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
  // The worker: the page's search engine for as long as the page lives. Each question is answered
  // by one backend per locale, whose files and rankings stay here: the page's later steps of the
  // same query (the rest of its first 20) rank nothing again, and none of it runs on the page's
  // main thread.
  const backends = new Map<string, LocalBackend>();
  self.onmessage = async ({ data }: MessageEvent<Ask>) => {
    let backend = backends.get(data.locale);
    if (!backend) {
      backend = engine.localBackend(data.locale, ((url: string, init?: RequestInit) => fetch(new URL(url, data.origin).href, init)) as typeof fetch);
      backends.set(data.locale, backend);
    }
    try {
      const result = data.query === undefined ? (await backend.load(), null) : await backend.search(data.query, data.options);
      self.postMessage({ id: data.id, result } satisfies Answer);
    } catch (err) {
      self.postMessage({ id: data.id, error: String(err) } satisfies Answer);
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
      let worker: Worker | undefined;
      try {
        // Started from a blob URL, the worker is controlled by this page's service worker (a worker
        // from its own URL would be matched to the scope of /_next/, zh-CN's, in offline mode). Its
        // code is this script's own, handed over as text (the bundle is one named function, see
        // scripts/lib/search-early.ts): the script is fetched once, by the page, whatever the
        // host's cache headers (importScripts of its URL fetched it a second time where they
        // allow no reuse, issue 49). Unwrapped (a test's bundle), the worker imports the URL.
        const source = typeof EARLY_BUNDLE === 'function' ? `(${String(EARLY_BUNDLE)})()` : `importScripts(${JSON.stringify(script.src)})`;
        worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      } catch {
        // No worker (a browser without them, a policy that forbids blob workers): the page's engine
        // runs on the main thread, as the engine's chunk would.
      }
      if (worker) {
        const remote = remoteBackend(worker, locale);
        engine.setLocalBackend(locale, remote.backend);
        remote.backend.search(query, options).then(
          (result) => {
            early.first = { locale, query, options, result };
            paintWhenParsed(query, result);
          },
          () => early.release(),
        );
      } else early.release();
    } else early.release();
  }
}

/**
 * The page's engine for a locale when the worker runs: each question is posted to the worker,
 * which ranks and reads the index (a query is ranked once, there, for all its steps); the page's
 * main thread only renders the answers. A worker that fails (it could not load its script, an
 * error escaped it) hands its questions, and every later one, to an engine on the main thread.
 */
function remoteBackend(worker: Worker, locale: string) {
  const waiting = new Map<number, { resolve: (r: SearchResult | null) => void; reject: (e: Error) => void; ask: Omit<Ask, 'id'> }>();
  let next = 0;
  let local: LocalBackend | undefined;
  const onMain = (ask: Omit<Ask, 'id'>) => {
    local ??= engine.localBackend(locale);
    return ask.query === undefined ? local.load().then(() => null) : local.search(ask.query, ask.options);
  };
  const post = (ask: Omit<Ask, 'id'>) =>
    local
      ? onMain(ask)
      : new Promise<SearchResult | null>((resolve, reject) => {
          const id = ++next;
          waiting.set(id, { resolve, reject, ask });
          worker.postMessage({ ...ask, id } satisfies Ask);
        });
  worker.onmessage = ({ data }: MessageEvent<Answer>) => {
    const asked = waiting.get(data.id);
    waiting.delete(data.id);
    if (!asked) return;
    if ('error' in data) asked.reject(new Error(data.error));
    else asked.resolve(data.result);
  };
  worker.onerror = () => {
    worker.terminate();
    local ??= engine.localBackend(locale);
    for (const { resolve, reject, ask } of waiting.values()) onMain(ask).then(resolve, reject);
    waiting.clear();
  };
  const origin = window.location.origin;
  const backend: LocalBackend = {
    engine: 'local',
    load: () => post({ origin, locale }),
    search: (q, options = {}) => post({ origin, locale, query: q, options }) as Promise<SearchResult>,
  };
  return { backend };
}
