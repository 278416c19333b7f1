'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { searchVersion } from '@/lib/browser/docs-version';
import { format, formatPlural, getBackend } from '@/lib/search/backend';
import type { SearchResult } from '@/lib/search/types';
import { Hl } from './Hl';
import type { SearchSetup } from './SearchModal';

/** The search page: the query lives in ?q=, the input rewrites it, results list every matching document. */
export function SearchPageView({ setup }: { setup: SearchSetup }) {
  const { labels } = setup;
  const [query, setQuery] = useState<string | null>(null);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [error, setError] = useState(false);
  const seq = useRef(0);
  const pathname = usePathname();

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  useEffect(() => {
    if (query === null) return;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    const q = query.trim();
    const id = ++seq.current;
    if (!q) {
      setResult(null);
      return;
    }
    getBackend(setup.locale, setup.htmlLang, setup.docsearch)
      .search(q, { limit: 50, hitsPerGroup: 1, version: searchVersion(pathname) })
      .then(
        (r) => {
          if (id !== seq.current) return;
          setResult(r);
          setError(false);
        },
        () => id === seq.current && setError(true),
      );
  }, [query, setup, pathname]);

  const q = query?.trim() ?? '';
  return (
    <div className="search-page" data-state={query === null ? 'loading' : result ? 'done' : 'idle'}>
      <h1>{q ? format(labels.pageTitleQuery, { query: q }) : labels.pageTitle}</h1>
      <form className="search-page-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          className="search-page-input"
          name="q"
          value={query ?? ''}
          placeholder={labels.placeholder}
          aria-label={labels.inputLabel}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.nativeEvent.isComposing && e.preventDefault()}
        />
      </form>
      {error && (
        <div className="search-error-screen" role="alert">
          <p className="search-screen-title">{labels.errorTitle}</p>
          <p className="search-screen-help">{labels.errorHelp}</p>
        </div>
      )}
      {!error && q && result && result.query === q && (
        <>
          <p className="search-page-count" role="status">
            {result.count ? formatPlural(labels.documentsFound, result.count) : labels.noResultsPage}
          </p>
          <ol className="search-page-results">
            {result.groups.map((g) => {
              const hit = g.hits[0];
              return (
                <li key={g.url} className="search-page-result">
                  <h2 className="search-page-result-title">
                    <Link href={hit?.url ?? g.url}><Hl parts={g.title} /></Link>
                  </h2>
                  {(g.crumbs.length > 0 || (hit?.headings.length ?? 0) > 0) && (
                    <nav className="search-page-crumbs" aria-label="breadcrumbs">
                      <ul>
                        {g.crumbs.map((c, i) => <li key={`c${i}`}>{c}</li>)}
                        {hit?.headings.map((h, i) => <li key={`h${i}`}><Hl parts={h} /></li>)}
                      </ul>
                    </nav>
                  )}
                  {hit && hit.snippet.join('') && <p className="search-page-snippet"><Hl parts={hit.snippet} /></p>}
                </li>
              );
            })}
          </ol>
          <p className="search-credit">{labels.searchBy} <strong>{result.engine === 'docsearch' ? labels.engineAlgolia : labels.engineLocal}</strong></p>
        </>
      )}
    </div>
  );
}
