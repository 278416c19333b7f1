'use client';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { followRoute } from '@/lib/browser/follow-route';
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { format, getBackend, unsavedAmong } from '@/lib/search/backend';
import { sameShown } from '@/lib/search/format';
import { searchLabels } from '@/lib/search/labels';
import type { SearchSetup } from '@/lib/search/setup';
import { trapTab } from '@/lib/browser/focus-trap';
import { readSaved, removeSearch, saveSearch, type SavedSearch } from '@/lib/search/history';
import type { Parts, SearchGroup, SearchHit, SearchResult } from '@/lib/search/types';
import { ZhBadge } from '@/components/ui/ZhBadge';
import { Hl } from './Hl';
import { useSearch } from './useSearch';
import { useUnsaved } from '@/lib/sw/unsaved';

export type SearchModalProps = { setup: SearchSetup; onClose: () => void };

const plain = (parts: Parts) => parts.join('');

type Item = SavedSearch & { kind: 'hit' | 'recent' | 'favorite' };

type RowActions = { current: { pick: (item: Item) => void; hover: (i: number) => void } };

const optionId = (i: number) => `search-option-${i}`;

/** A hit's item: what picking it saves among the recent searches. */
const hitItem = (g: SearchGroup, h: SearchHit): Item => ({ kind: 'hit', url: h.url, title: h.headings.length ? plain(h.headings[h.headings.length - 1]) : plain(g.title), subtitle: plain(g.title) });

/**
 * One page's hits in the results: a group an answer did not change (a keystroke that keeps the
 * page in the list, a 'loading' render) is not rendered again (issue 47). `from`: the index of its
 * first hit among all the options; `active`: the selected hit's index in this group, or -1.
 */
const ResultGroup = memo(
  function ResultGroup({ group: g, gi, from, active, inChinese, inChineseTitle, act, unsaved, needsConnection }: { group: SearchGroup; gi: number; from: number; active: number; inChinese: string; inChineseTitle: string; act: RowActions; unsaved: Set<string>; needsConnection: string }) {
    return (
      <section className="search-section">
        <div className="search-section-title" id={`search-group-${gi}`}>
          {g.crumbs.length ? `${g.crumbs.join('\u00a0› ')}\u00a0› ` : ''}
          <span lang={g.lang}><Hl parts={g.title} /></span>
          {g.lang === 'zh-CN' && <ZhBadge label={inChinese} title={inChineseTitle} />}
        </div>
        <ul className="search-hits" aria-labelledby={`search-group-${gi}`}>
          {g.hits.map((h, j) => (
            <li key={`hit-${h.url}-${from + j}`} className="search-hit" data-active={j === active ? '' : undefined} onMouseMove={() => j !== active && act.current.hover(from + j)}>
              <Link href={h.url} id={optionId(from + j)} className="search-hit-link" onClick={() => act.current.pick(hitItem(g, h))}>
                <span className="search-hit-icon" aria-hidden="true">{h.headings.length ? '#' : '▤'}</span>
                <span className="search-hit-content" lang={g.lang}>
                  <span className="search-hit-title"><Hl parts={h.headings.length ? h.headings[h.headings.length - 1] : g.title} /></span>
                  {h.snippet.join('') && <span className="search-hit-snippet"><Hl parts={h.snippet} /></span>}
                  {unsaved.has(h.url) && <span className="search-hit-offline">{needsConnection}</span>}
                </span>
                <span className="search-hit-enter" aria-hidden="true">↵</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  },
  (a, b) => a.gi === b.gi && a.from === b.from && a.active === b.active && a.inChinese === b.inChinese && a.inChineseTitle === b.inChineseTitle && a.act === b.act && a.unsaved === b.unsaved && sameShown(a.group, b.group),
);

/** The search dialog, in the manner of DocSearch: recent and favourite searches, grouped results, no-results and error screens. */
export function SearchModal({ setup, onClose }: SearchModalProps) {
  const { locale } = setup;
  const labels = useMemo(() => searchLabels(setup), [setup]);
  const router = useRouter();
  const backend = getBackend(locale, setup.htmlLang, setup.docsearch);
  // What the input shows and what is searched: while an IME composes (pinyin h → hu → huan), the
  // input shows the letters but the search waits for the committed text (compositionend).
  const [text, setText] = useState('');
  const [query, setQueryOnly] = useState('');
  const setQuery = (q: string) => { setText(q); setQueryOnly(q); };
  const { status, result } = useSearch(setup, query, 8, 3);
  // The selection, of the result it was made in: a new result puts it back on its first hit in
  // the same render (an effect would cost a second commit per answer).
  const [selection, setSelection] = useState<{ result: SearchResult | null; i: number }>({ result: null, i: 0 });
  const active = selection.result === result ? selection.i : 0;
  const setActive = (i: number) => setSelection({ result, i });
  const [saved, setSaved] = useState(() => ({ recent: readSaved('recent', locale), favorite: readSaved('favorite', locale) }));
  const [indexReady, setIndexReady] = useState(!('load' in backend));
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    input.current?.focus();
    document.documentElement.classList.add('search-open');
    const load = (backend as { load?: () => Promise<unknown> }).load;
    load?.().then(() => setIndexReady(true), () => setIndexReady(true));
    return () => document.documentElement.classList.remove('search-open');
  }, [backend]);

  const items: Item[] = useMemo(() => {
    if (!query.trim()) return [...saved.recent.map((s) => ({ ...s, kind: 'recent' as const })), ...saved.favorite.map((s) => ({ ...s, kind: 'favorite' as const }))];
    if (status !== 'success' || !result) return [];
    return result.groups.flatMap((g) =>
      g.hits.map((h) => hitItem(g, h)),
    );
  }, [query, status, result, saved]);
  // Offline, a hit whose page is not saved on this device says it needs a connection.
  const unsaved = useUnsaved(items.filter((i) => i.kind === 'hit').map((i) => i.url), unsavedAmong);

  useEffect(() => {
    list.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (item: Item) => {
    if (item.kind !== 'favorite') saveSearch('recent', locale, { url: item.url, title: item.title, subtitle: item.subtitle });
    onClose();
  };
  const go = (item: Item) => {
    pick(item);
    followRoute(router, item.url);
  };
  const seeAll = `${setup.searchPage}?q=${encodeURIComponent(query.trim())}`;
  // What the result rows do, read when they do it: the rows' props stay equal from one render to the next.
  const act = useRef({ pick, hover: setActive });
  act.current = { pick, hover: setActive };

  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      trapTab(e, dialog.current);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length) setActive((active + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (e.key === 'Enter') {
      // The Enter that confirms an IME candidate (pinyin) is not a search action.
      if (e.nativeEvent.isComposing || e.keyCode === 229) return;
      e.preventDefault();
      const item = items[active];
      if (item) go(item);
      else if (query.trim() && status === 'success' && result?.count) {
        onClose();
        followRoute(router, seeAll);
      }
    }
  };

  const refresh = () => setSaved({ recent: readSaved('recent', locale), favorite: readSaved('favorite', locale) });
  // Plain lists of links (a link inside role=option would be nested-interactive, and recent
  // searches carry their own buttons): the input points at the selected link through
  // aria-activedescendant, the selection is styled by data-active.
  let index = -1;
  const option = (item: Item, body: ReactNode, actions?: ReactNode) => {
    const i = ++index;
    return (
      <li key={`${item.kind}-${item.url}-${i}`} className="search-hit" data-active={i === active ? '' : undefined} onMouseMove={() => i !== active && setActive(i)}>
        <Link href={item.url} id={optionId(i)} className="search-hit-link" onClick={() => pick(item)}>
          {body}
        </Link>
        {actions}
      </li>
    );
  };

  let body: ReactNode;
  const q = query.trim();
  if (!q) {
    const section = (kind: 'recent' | 'favorite', title: string) =>
      saved[kind].length > 0 && (
        <section className="search-section" key={kind}>
          <div className="search-section-title" id={`search-section-${kind}`}>{title}</div>
          <ul className="search-hits" aria-labelledby={`search-section-${kind}`}>
            {saved[kind].map((s) =>
              option(
                { ...s, kind },
                <>
                  <span className="search-hit-icon" aria-hidden="true">{kind === 'recent' ? '↺' : '★'}</span>
                  <span className="search-hit-content"><span className="search-hit-title">{s.title}</span>{s.subtitle && s.subtitle !== s.title && <span className="search-hit-path">{s.subtitle}</span>}</span>
                </>,
                <span className="search-hit-actions">
                  {kind === 'recent' && (
                    <button type="button" className="search-hit-action" title={labels.saveFavorite} aria-label={labels.saveFavorite} onClick={() => { saveSearch('favorite', locale, s); refresh(); }}>☆</button>
                  )}
                  <button type="button" className="search-hit-action" title={kind === 'recent' ? labels.removeRecent : labels.removeFavorite} aria-label={kind === 'recent' ? labels.removeRecent : labels.removeFavorite} onClick={() => { removeSearch(kind, locale, s.url); refresh(); }}>✕</button>
                </span>,
              ),
            )}
          </ul>
        </section>
      );
    body = saved.recent.length || saved.favorite.length ? (
      <>{section('recent', labels.recent)}{section('favorite', labels.favorite)}</>
    ) : (
      <p className="search-start-screen">{indexReady ? labels.noRecent : labels.loading}</p>
    );
  } else if (status === 'error') {
    body = (
      <div className="search-error-screen" role="alert">
        <p className="search-screen-title">{labels.errorTitle}</p>
        <p className="search-screen-help">{labels.errorHelp}</p>
      </div>
    );
  } else if (status === 'loading' && !result) {
    body = <p className="search-start-screen" role="status">{labels.loading}</p>;
  } else if (result && result.count === 0) {
    const report = setup.reportUrl.replace('{query}', encodeURIComponent(q));
    body = (
      <div className="search-no-results-screen">
        <p className="search-screen-title">{format(labels.noResults, { query: q })}</p>
        <p className="search-screen-help">{labels.trySearching}</p>
        <ul className="search-suggestions">
          {labels.suggestions.split('|').map((s) => (
            <li key={s}><button type="button" className="search-suggestion" onClick={() => { setQuery(s); input.current?.focus(); }}>&ldquo;{s}&rdquo;</button></li>
          ))}
        </ul>
        <p className="search-screen-help">{labels.reportMissing} <a href={report} target={report.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">{labels.reportLink}</a></p>
      </div>
    );
  } else if (result) {
    const starts: number[] = [];
    result.groups.reduce((at, g) => (starts.push(at), at + g.hits.length), 0);
    body = (
      <>
        {result.groups.map((g, gi) => {
          const from = starts[gi];
          return <ResultGroup key={g.url} group={g} gi={gi} from={from} active={active >= from && active < from + g.hits.length ? active - from : -1} inChinese={labels.inChinese} inChineseTitle={labels.inChineseTitle} act={act} unsaved={unsaved} needsConnection={labels.needsConnection} />;
        })}
        <p className="search-see-all">
          <Link href={seeAll} onClick={onClose}>{format(labels.seeAll, { count: result.count })}</Link>
        </p>
      </>
    );
  }

  return (
    <div
      className="search-backdrop"
      data-state="open"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // No default action: it would move focus to <body> after onClose gave it back to the button.
        e.preventDefault();
        onClose();
      }}
    >
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label={labels.button} data-status={status} onKeyDown={onKeyDown}>
        <header className="search-bar">
          <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
            <input
              ref={input}
              className="search-input"
              type="search"
              value={text}
              placeholder={labels.placeholder}
              aria-label={labels.placeholder}
              aria-autocomplete="list"
              aria-controls="search-results"
              aria-activedescendant={items.length ? optionId(active) : undefined}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={64}
              onChange={(e) => ((e.nativeEvent as InputEvent).isComposing ? setText(e.target.value) : setQuery(e.target.value))}
              onCompositionEnd={(e) => setQuery(e.currentTarget.value)}
            />
            {text && <button type="reset" className="search-reset" aria-label={labels.clear} title={labels.clear} onClick={() => { setQuery(''); input.current?.focus(); }}>✕</button>}
          </form>
          <button type="button" className="search-cancel" onClick={onClose}>{labels.cancel}</button>
        </header>
        <div className="search-dropdown" id="search-results" ref={list} aria-label={labels.results}>{body}</div>
        <footer className="search-footer">
          <span className="search-credit">
            {labels.searchBy} <strong>{backend.engine === 'docsearch' ? labels.engineAlgolia : labels.engineLocal}</strong>
          </span>
          <ul className="search-commands" aria-hidden="true">
            <li><kbd>↵</kbd> {labels.toSelect}</li>
            <li><kbd>↓</kbd><kbd>↑</kbd> {labels.toNavigate}</li>
            <li><kbd>esc</kbd> {labels.toClose}</li>
          </ul>
        </footer>
      </div>
    </div>
  );
}

/** Fetches the index (or nothing, for the hosted engine) ahead of the first open. */
SearchModal.preload = (setup: SearchSetup) => {
  const b = getBackend(setup.locale, setup.htmlLang, setup.docsearch) as { load?: () => Promise<unknown> };
  b.load?.().catch(() => {});
};
