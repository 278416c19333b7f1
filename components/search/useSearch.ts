'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { searchVersion } from '@/lib/browser/docs-version';
import { lazyChunk } from '@/lib/browser/stale-build';
import type { SearchResult } from '@/lib/search/types';
import type { SearchSetup } from './SearchModal';

export type SearchStatus = 'idle' | 'loading' | 'partial' | 'success' | 'error';

let engine: Promise<typeof import('@/lib/search/backend')> | undefined;
/**
 * The engine (tokenizer, ranking, index loader) is a chunk of its own, fetched with the first
 * query: the search page's own JavaScript stays within its budget (scripts/js-budget.json). The
 * page starts it as soon as its script runs when the address holds a query. A chunk a deploy
 * removed reloads the page once (lib/browser/stale-build.ts).
 */
export function loadEngine() {
  engine ??= lazyChunk(() => import('@/lib/search/backend'));
  engine.catch(() => (engine = undefined));
  return engine;
}

/** Runs `fn` once the frame after the current one has been painted. */
function afterPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * Runs the query on the locale's engine, filtered to the contextual docs version; only the
 * answer to the latest query counts. An error stays shown while the next query loads; the last
 * result stays until a new one arrives. With `first`, a new query is answered in two steps: its
 * first `first` results (status 'partial': the top of the list, whose text chunks come in one
 * round of requests), then, once they are on screen, all `limit` of them. The engine ranks the
 * query once for both steps (lib/search/local.ts), and each step renders once.
 */
export function useSearch(setup: SearchSetup, query: string, limit: number, hitsPerGroup: number, first?: number) {
  const pathname = usePathname();
  const [state, setState] = useState<{ status: SearchStatus; result: SearchResult | null }>({ status: 'idle', result: null });
  const seq = useRef(0);
  const last = useRef('');
  // The second step of a query answered in two, started once the first step has been painted.
  const rest = useRef<(() => void) | null>(null);

  useEffect(() => {
    const q = query.trim();
    const id = ++seq.current;
    const fresh = q !== last.current;
    last.current = q;
    rest.current = null;
    if (!q) {
      setState({ status: 'idle', result: null });
      return;
    }
    setState((s) => (s.status === 'loading' || s.status === 'error' ? s : { ...s, status: 'loading' }));
    const run = (n: number) =>
      loadEngine().then(({ getBackend }) => getBackend(setup.locale, setup.htmlLang, setup.docsearch).search(q, { limit: n, hitsPerGroup, version: searchVersion(pathname) }));
    const done = (result: SearchResult) => id === seq.current && setState({ status: 'success', result });
    const failed = () => id === seq.current && setState((s) => ({ ...s, status: 'error' }));
    if (first && fresh && first < limit) {
      run(first).then((result) => {
        if (id !== seq.current) return;
        rest.current = () => run(limit).then(done, failed);
        setState({ status: 'partial', result });
      }, failed);
    } else {
      run(limit).then(done, failed);
    }
  }, [query, setup, pathname, limit, hitsPerGroup, first]);

  // The rest of the list waits until the top of it is on screen: its text chunks do not compete
  // with the top's, and rendering it is a task of its own.
  useEffect(() => {
    if (state.status !== 'partial' || !rest.current) return;
    const next = rest.current;
    rest.current = null;
    afterPaint(next);
  }, [state]);

  return state;
}
