'use client';
import { useEffect, useId, useState } from 'react';
import { useSearch } from '@/components/search/useSearch';
import { missingPathQuery } from '@/lib/search/missing-path';
import type { SearchSetup } from '@/lib/search/setup';

export type NotFoundSearchTexts = { label: string; submit: string; nearest: string; none: string };

/** How many of the nearest pages the 404 page lists. */
const NEAREST = 5;

/**
 * The 404 page's search (app/global-not-found.tsx): a box prefilled with the missing path's words
 * (lib/search/missing-path.ts) and the nearest pages the site's search finds for them (for all of
 * the words, else for fewer), updated as the reader edits the words; Enter opens the search page
 * with them. The page holds one per locale; only the one of the locale the page's script chose
 * (html[data-nf-locale]) searches.
 */
export function NotFoundSearch({ setup, basePath, texts }: { setup: SearchSetup; basePath: string; texts: NotFoundSearchTexts }) {
  const [query, setQuery] = useState('');
  const id = useId();
  useEffect(() => {
    if (document.documentElement.dataset.nfLocale === setup.locale) setQuery(missingPathQuery(window.location.pathname, basePath));
  }, [setup.locale, basePath]);
  const q = query.trim();
  // The nearest pages: those of all the words; when none has them all, of fewer words (the last
  // dropped first: a missing path often ends in a word no page has, 'redis-cluster').
  const [asked, setAsked] = useState({ query: q, words: q });
  if (asked.query !== q) setAsked({ query: q, words: q });
  const words = asked.query === q ? asked.words : q;
  const { status, result } = useSearch(setup, words, NEAREST, 1);
  const answered = words && result?.query === words ? result : null;
  const fewer = words.includes(' ') ? words.slice(0, words.lastIndexOf(' ')) : null;
  useEffect(() => {
    if (answered && !answered.groups.length && fewer) setAsked({ query: q, words: fewer });
  }, [answered, fewer, q]);
  const shown = answered && (answered.groups.length || !fewer) ? answered : null;
  return (
    <div className="not-found-search">
      <form
        role="search"
        className="search-page-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (q) window.location.assign(`${basePath}${setup.searchPage}?q=${encodeURIComponent(q)}`);
        }}
      >
        <label htmlFor={id}>{texts.label}</label>
        <div className="not-found-search-row">
          <input id={id} type="search" className="search-page-input" name="q" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
          <button type="submit" className="button button-primary">{texts.submit}</button>
        </div>
      </form>
      {shown && (
        <section aria-labelledby={`${id}-nearest`} aria-busy={status === 'loading'}>
          <h2 id={`${id}-nearest`}>{shown.groups.length ? texts.nearest : texts.none}</h2>
          {shown.groups.length > 0 && (
            <ul className="not-found-nearest">
              {shown.groups.map((g) => {
                const href = g.hits[0]?.url ?? g.url;
                return (
                  <li key={g.url}>
                    {/* The title as plain text: the browser's yellow <mark> shouted in a list of suggestions. */}
                    <a href={href.startsWith('/') ? basePath + href : href} lang={g.lang}>{g.title.join('')}</a>
                    {g.crumbs.length > 0 && <span className="not-found-crumbs">{g.crumbs.join(' › ')}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
