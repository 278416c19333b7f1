'use client';
import { usePathname } from 'next/navigation';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { searchVersion } from '@/lib/browser/docs-version';
import { lazyChunk } from '@/lib/browser/stale-build';
import { earlyAnswer, earlyEngine } from '@/lib/search/early-engine';
import type { SearchResult } from '@/lib/search/types';
import type { SearchSetup } from '@/lib/search/setup';

/** 'partial': the first step of a query answered in two is shown; 'rest': its second step is loading. */
export type SearchStatus = 'idle' | 'loading' | 'partial' | 'rest' | 'success' | 'error';

let engine: Promise<typeof import('@/lib/search/backend')> | undefined;
/**
 * The engine (tokenizer, ranking, index loader) is a chunk of its own, fetched with the first
 * query: the search page's own JavaScript stays within its budget (scripts/bench/js-budget.json). The
 * page starts it as soon as its script runs when the address holds a query. A search page whose
 * HTML started the early engine (lib/search/early-engine.ts) takes that one instead, with the
 * index files it has fetched; the chunk when its script failed. A chunk a deploy removed reloads
 * the page once (lib/browser/stale-build.ts).
 */
export function loadEngine() {
  const chunk = () => lazyChunk(() => import('@/lib/search/backend'));
  const early = earlyEngine();
  engine ??= early ? early.loaded.then(() => early.engine ?? chunk()) : chunk();
  engine.catch(() => (engine = undefined));
  return engine;
}

/**
 * Runs the query on the locale's engine, filtered to the contextual docs version; only the
 * answer to the latest query counts. An error stays shown while the next query loads; the last
 * result stays until a new one arrives. With `first`, a new query is answered in two steps: its
 * first `first` results (status 'partial': the top of the list, whose text chunks come in one
 * round of requests), then all `limit` of them when the caller asks with `more()` (status 'rest' meanwhile, the top still shown) (the search
 * page does when the reader nears the end of the top: a reader who stays on the top results
 * never downloads the texts of the others). The engine ranks the query once for both steps
 * (lib/search/local.ts; on a search page whose HTML started the early engine, in its worker,
 * lib/search/early.ts), and each step is one commit (issue 47): the early engine's answer to the
 * address's query is taken in the render that brings the query, not in a render after it, and
 * an answer is rendered as a transition (React renders it in slices of a few milliseconds, the
 * main thread free between them). Until the first step is in, the status stays as it was (the
 * caller tells a pending query by its result being another query's).
 */
export function useSearch(setup: SearchSetup, query: string, limit: number, hitsPerGroup: number, first?: number) {
  const pathname = usePathname();
  const [state, setState] = useState<{ status: SearchStatus; result: SearchResult | null }>({ status: 'idle', result: null });
  const seq = useRef(0);
  const last = useRef('');
  // The second step of a query answered in two, until it is asked for.
  const rest = useRef<(() => void) | null>(null);
  const q = query.trim();

  // The early engine's answer to the first step of the address's query, taken in the render that
  // brings the query (React renders again before committing): shown at once, in one commit.
  const early = first && first < limit && q && state.result?.query !== q ? earlyAnswer(setup.locale, q, { limit: first, hitsPerGroup, version: searchVersion(pathname) }) : undefined;
  if (early) setState({ status: early.count <= early.groups.length ? 'success' : 'partial', result: early });
  const shown = useRef(state);
  shown.current = state;

  useEffect(() => {
    const id = ++seq.current;
    const fresh = q !== last.current;
    last.current = q;
    rest.current = null;
    if (!q) {
      setState({ status: 'idle', result: null });
      return;
    }
    const version = searchVersion(pathname);
    const run = (n: number) => loadEngine().then(({ getBackend }) => getBackend(setup.locale, setup.htmlLang, setup.docsearch).search(q, { limit: n, hitsPerGroup, version }));
    const show = (status: SearchStatus, result: SearchResult) => id === seq.current && startTransition(() => setState({ status, result }));
    const done = (result: SearchResult) => show('success', result);
    const failed = () => id === seq.current && setState((s) => ({ ...s, status: 'error' }));
    const loading = () => setState((s) => (s.status === 'loading' || s.status === 'error' ? s : { ...s, status: 'loading' }));
    if (first && fresh && first < limit) {
      const onFirst = (result: SearchResult) => {
        if (id !== seq.current) return;
        // The first step holds the whole list: it is the answer.
        if (result.count <= result.groups.length) return shown.current.result === result || done(result);
        rest.current = () => run(limit).then(done, failed);
        // Already shown (the early engine's answer, taken in the query's render): nothing to render again.
        if (shown.current.result !== result) show('partial', result);
      };
      const ready = earlyAnswer(setup.locale, q, { limit: first, hitsPerGroup, version });
      if (ready) return void onFirst(ready);
      // No 'loading' state here: the search page shows a query whose answer is not in as waiting
      // (its result is another query's), and a 'loading' render would change nothing on it but
      // cost a render while the page hydrates.
      run(first).then(onFirst, failed);
    } else {
      loading();
      run(limit).then(done, failed);
    }
  }, [q, setup, pathname, limit, hitsPerGroup, first]);

  /** Shows all `limit` results of a query answered in two steps (once; nothing when there is no second step). */
  const more = useCallback(() => {
    const next = rest.current;
    if (!next) return;
    rest.current = null;
    setState((s) => ({ ...s, status: 'rest' }));
    next();
  }, []);

  return { ...state, more };
}
