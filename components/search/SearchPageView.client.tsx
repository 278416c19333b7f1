'use client';
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import { format, formatPlural, truncateQuery } from '@/lib/search/backend';
import { ZhBadge } from '@/components/ui/ZhBadge';
import { Hl } from './Hl';
import type { SearchSetup } from './SearchModal';
import { useSearch } from './useSearch';

/** The search page: the query lives in ?q=, the input rewrites it, results list every matching document. */
export function SearchPageView({ setup }: { setup: SearchSetup }) {
  const { labels } = setup;
  const [query, setQuery] = useState<string | null>(null);
  const { status, result } = useSearch(setup, query ?? '', 50, 1);
  const error = status === 'error';

  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  // The query lives in the address: the input rewrites ?q= without a navigation.
  useEffect(() => {
    if (query === null) return;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [query]);

  const q = query?.trim() ?? '';
  return (
    <div className="search-page" data-state={query === null ? 'loading' : result ? 'done' : 'idle'}>
      <h1>{q ? format(labels.pageTitleQuery, { query: truncateQuery(q) }) : labels.pageTitle}</h1>
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
                    <Link href={hit?.url ?? g.url} lang={g.lang}><Hl parts={g.title} /></Link>
                    {g.lang === 'zh-CN' && <ZhBadge label={labels.inChinese} title={labels.inChineseTitle} />}
                  </h2>
                  {(g.crumbs.length > 0 || (hit?.headings.length ?? 0) > 0) && (
                    <div className="search-page-crumbs">
                      <ul>
                        {g.crumbs.map((c, i) => <li key={`c${i}`}>{c}</li>)}
                        {hit?.headings.map((h, i) => <li key={`h${i}`}><Hl parts={h} /></li>)}
                      </ul>
                    </div>
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
