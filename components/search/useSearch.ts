'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { searchVersion } from '@/lib/browser/docs-version';
import { getBackend } from '@/lib/search/backend';
import type { SearchResult } from '@/lib/search/types';
import type { SearchSetup } from './SearchModal';

export type SearchStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * Runs the query on the locale's engine, filtered to the contextual docs version; only the
 * answer to the latest query counts. An error stays shown while the next query loads; the last
 * result stays until a new one arrives.
 */
export function useSearch(setup: SearchSetup, query: string, limit: number, hitsPerGroup: number) {
  const pathname = usePathname();
  const [state, setState] = useState<{ status: SearchStatus; result: SearchResult | null }>({ status: 'idle', result: null });
  const seq = useRef(0);

  useEffect(() => {
    const q = query.trim();
    const id = ++seq.current;
    if (!q) {
      setState({ status: 'idle', result: null });
      return;
    }
    setState((s) => ({ ...s, status: s.status === 'error' ? 'error' : 'loading' }));
    getBackend(setup.locale, setup.htmlLang, setup.docsearch)
      .search(q, { limit, hitsPerGroup, version: searchVersion(pathname) })
      .then(
        (result) => id === seq.current && setState({ status: 'success', result }),
        () => id === seq.current && setState((s) => ({ ...s, status: 'error' })),
      );
  }, [query, setup, pathname, limit, hitsPerGroup]);

  return state;
}
