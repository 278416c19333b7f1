'use client';
import Link from '@/components/ui/Link';
import { Fragment, memo, useEffect, useMemo, useRef, useState } from 'react';
import { format, formatPlural, sameShown, truncateQuery } from '@/lib/search/format';
import type { SearchGroup } from '@/lib/search/types';
import type { SearchTexts } from '@/lib/search/labels';
import { SEARCH_INDEX_HEAD, SEARCH_PAGE_FIRST, SEARCH_PAGE_STEP } from '@/lib/site/constants';
import { ZhBadge } from '@/components/ui/ZhBadge';
import { earlyEngine, firstStepOptions } from '@/lib/search/early-engine';
import { EARLY_ROWS_CLASS, type EarlyRowsLabels } from '@/lib/search/early-rows';
import { Hl } from './Hl';
import { rowParts } from '@/lib/search/row';
import type { SearchSetup } from '@/lib/search/setup';
import { loadEngine, useSearch } from './useSearch';
import { useUnsaved } from '@/lib/sw/unsaved';

const checkUnsaved = (urls: string[]) => loadEngine().then((m) => m.unsavedAmong(urls));

// A shared link with a query: the engine's chunk is on its way before the page has hydrated, and
// with the static index (whose head the page preloads, components/pages/SearchPage.tsx) so are the
// query's shards and its first results' text chunks: the page's own search then finds them fetched.
// A page whose HTML started the early engine (lib/search/early-engine.ts) has all that under way.
if (typeof window !== 'undefined' && !earlyEngine()) {
  const q = new URLSearchParams(window.location.search).get('q')?.trim();
  const locale = document.getElementById(SEARCH_INDEX_HEAD)?.dataset.locale;
  if (q) {
    const engine = loadEngine();
    if (locale) engine.then(({ getBackend }) => getBackend(locale, '').search(q, firstStepOptions())).catch(() => {});
  }
}

/**
 * Placeholder rows while the query runs: the list's space is taken before the results arrive (no
 * layout shift). Below the top results (`rest`), they stand for the rest of the list, and `onNear`
 * asks for it when they come within a quarter of a screen of the viewport.
 */
function Skeleton({ rows = 4, rest = false, onNear }: { rows?: number; rest?: boolean; onNear?: () => void }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list || !onNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [onNear]);
  return (
    <ol ref={ref} className={`search-page-results search-page-skeleton${rest ? ' search-page-rest' : ''}`} data-waiting={onNear ? '' : undefined} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="search-page-skeleton-item">
          <span className="skeleton-line skeleton-title" />
          <span className="skeleton-line skeleton-crumbs" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-short" />
        </li>
      ))}
    </ol>
  );
}

/**
 * One result: a row an answer did not change (the rest of the first 20 added below the top five,
 * a query that keeps a page in the list) is not rendered again (issue 47: one commit per step,
 * only new rows rendered).
 */
const ResultRow = memo(
  function ResultRow({ group: g, inChinese, inChineseTitle, needsConnection }: { group: SearchGroup; inChinese: string; inChineseTitle: string; needsConnection?: string }) {
    // The same parts as the early rows' HTML (lib/search/early-rows.ts), which this must match byte for byte.
    const row = rowParts(g);
    return (
      <li className="search-page-result">
        <h2 className="search-page-result-title">
          <Link href={row.href} lang={row.lang}><Hl parts={row.title} /></Link>
          {row.badge && <ZhBadge label={inChinese} title={inChineseTitle} />}
        </h2>
        {/* The trail as plain text: a breadcrumbs landmark per hit would flood the landmarks list. */}
        {row.trail.length > 0 && (
          <p className="search-page-crumbs">
            {row.trail.map((step, i) => <Fragment key={i}>{i > 0 && <span aria-hidden="true">&nbsp;› </span>}{step.heading ? <span lang={row.lang}><Hl parts={step.parts} /></span> : <Hl parts={step.parts} />}</Fragment>)}
          </p>
        )}
        {row.snippet && <p className="search-page-snippet" lang={row.lang}><Hl parts={row.snippet} /></p>}
        {needsConnection && <p className="search-page-offline">{needsConnection}</p>}
      </li>
    );
  },
  (a, b) => a.inChinese === b.inChinese && a.inChineseTitle === b.inChineseTitle && a.needsConnection === b.needsConnection && sameShown(a.group, b.group),
);

/** The search page: the query lives in ?q=, the input rewrites it; 20 results (the first 5, then the rest as the reader nears them), then 'Show more' reveals 20 at a time. */
export function SearchPageView({ setup, texts }: { setup: SearchSetup; texts: SearchTexts }) {
  // The texts come from the server in the page's payload, only the locale's own.
  const labels = useMemo(() => ({ ...texts, ...setup.labels }), [texts, setup]);
  const [query, setQuery] = useState<string | null>(null);
  const [shown, setShown] = useState(SEARCH_PAGE_STEP);
  const { status, result, more } = useSearch(setup, query ?? '', shown, 1, SEARCH_PAGE_FIRST);
  const error = status === 'error';
  // Offline, a result whose page is not saved on this device says it needs a connection (as the
  // dialog's hits do); the check comes with the engine, which has answered by then.
  const unsaved = useUnsaved(result?.groups.map((g) => g.url) ?? [], checkUnsaved);

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
  // The top results come first (status 'partial'): the page is done until the reader nears their
  // end, where placeholder rows stand for the rest of the list and ask for it (status 'rest' while
  // it loads); the list only grows below them. 'Show more' and the credit come with the whole step.
  const shownResult = !error && !!q && !!result && result.query === q;
  const top = status === 'partial' || status === 'rest';
  const done = shownResult && status !== 'rest';
  const whole = shownResult && !top;
  const waiting = !error && (query === null || (!!q && !done));
  const pending = shownResult && top ? Math.min(result.count, shown) - result.groups.length : 0;

  return (
    <div className="search-page" data-state={query === null ? 'loading' : done ? 'done' : waiting ? 'searching' : 'idle'}>
      {/* Its text is the early engine's until the query's render (suppressHydrationWarning: React keeps it, lib/search/early.ts). */}
      <h1 suppressHydrationWarning>{q ? format(labels.pageTitleQuery, { query: truncateQuery(q) }) : labels.pageTitle}</h1>
      <form className="search-page-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          className="search-page-input"
          name="q"
          value={query ?? ''}
          placeholder={labels.placeholder}
          aria-label={labels.inputLabel}
          autoComplete="off"
          onChange={(e) => {
            setQuery(e.target.value);
            setShown(SEARCH_PAGE_STEP);
          }}
          onKeyDown={(e) => e.key === 'Enter' && e.nativeEvent.isComposing && e.preventDefault()}
        />
      </form>
      <div className="search-page-body" aria-busy={waiting}>
        {error && (
          <div className="search-error-screen" role="alert">
            <p className="search-screen-title">{labels.errorTitle}</p>
            <p className="search-screen-help">{labels.errorHelp}</p>
          </div>
        )}
        {/* The static page's place for the top results the early engine paints before React hydrates (lib/search/early-rows.ts):
            opaque to React (it hydrates no children of an element with dangerouslySetInnerHTML), replaced by the rows below in the render that brings the query. */}
        {query === null && (
          <div
            className={EARLY_ROWS_CLASS}
            data-labels={JSON.stringify({
              pageTitleQuery: labels.pageTitleQuery,
              documentsFound: labels.documentsFound,
              inChinese: labels.inChinese,
              inChineseTitle: labels.inChineseTitle,
            } satisfies EarlyRowsLabels)}
            dangerouslySetInnerHTML={{ __html: '' }}
          />
        )}
        {/* The count's line and the skeleton come with the query (nothing above them moves); the static page reserves their space. */}
        {((waiting && query !== null) || done) && (
          <p className="search-page-count" role="status">
            {shownResult ? (result.count ? formatPlural(labels.documentsFound, result.count) : labels.noResultsPage) : labels.loading}
          </p>
        )}
        {waiting && query !== null && !shownResult && <Skeleton />}
        {shownResult && (
          <>
            <ol className="search-page-results">
              {result.groups.map((g) => <ResultRow key={g.url} group={g} inChinese={labels.inChinese} inChineseTitle={labels.inChineseTitle} needsConnection={unsaved.has(g.url) ? labels.needsConnection : undefined} />)}
            </ol>
            {pending > 0 && <Skeleton rows={pending} rest onNear={status === 'partial' ? more : undefined} />}
            {whole && result.count > result.groups.length && (
              <p className="search-page-more">
                <button type="button" className="button" disabled={status === 'loading'} onClick={() => setShown((n) => n + SEARCH_PAGE_STEP)}>
                  {labels.showMore}
                </button>
              </p>
            )}
            {whole && <p className="search-credit">{labels.searchBy} <strong>{result.engine === 'docsearch' ? labels.engineAlgolia : labels.engineLocal}</strong></p>}
          </>
        )}
      </div>
    </div>
  );
}
