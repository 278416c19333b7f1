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

/**
 * Runs the query on the locale's engine, filtered to the contextual docs version; only the
 * answer to the latest query counts. An error stays shown while the next query loads; the last
 * result stays until a new one arrives. With `first`, a new query is answered in two steps: its
 * first `first` results (status 'partial': the top of the list, whose text chunks come in one
 * round of requests), then all `limit` of them.
 */
export function useSearch(setup: SearchSetup, query: string, limit: number, hitsPerGroup: number, first?: number) {
  const pathname = usePathname();
  const [state, setState] = useState<{ status: SearchStatus; result: SearchResult | null }>({ status: 'idle', result: null });
  const seq = useRef(0);
  const last = useRef('');

  useEffect(() => {
    const q = query.trim();
    const id = ++seq.current;
    const fresh = q !== last.current;
    last.current = q;
    if (!q) {
      setState({ status: 'idle', result: null });
      return;
    }
    setState((s) => ({ ...s, status: s.status === 'error' ? 'error' : 'loading' }));
    const run = (n: number) =>
      loadEngine().then(({ getBackend }) => getBackend(setup.locale, setup.htmlLang, setup.docsearch).search(q, { limit: n, hitsPerGroup, version: searchVersion(pathname) }));
    const partial = first && fresh && first < limit ? run(first) : null;
    partial?.then((result) => id === seq.current && setState((s) => (s.status === 'loading' ? { status: 'partial', result } : s)), () => {});
    run(limit).then(
      (result) => id === seq.current && setState({ status: 'success', result }),
      () => id === seq.current && setState((s) => ({ ...s, status: 'error' })),
    );
  }, [query, setup, pathname, limit, hitsPerGroup, first]);

  return state;
}
