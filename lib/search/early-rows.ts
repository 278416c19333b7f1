import { escapeHtml as esc } from '@/lib/text/html';
import { format, formatPlural, truncateQuery } from './format';
import { rowParts } from './row';
import type { Parts, SearchResult } from './types';

/**
 * The search page's top results as HTML, painted by the early engine (lib/search/early.ts) into
 * the static page before React hydrates: the same markup as SearchPageView's count line and rows
 * (components/search/SearchPageView.client.tsx), which replaces it in the render that brings the
 * query, with the same geometry (tests/e2e/search-early-paint.spec.ts compares the two): both render
 * the parts lib/search/row.ts decides. Every
 * text is escaped: the query and the snippets are the reader's and the content's text.
 */

/** The texts the early rows need, carried by the page's placeholder for them (data-labels). */
export type EarlyRowsLabels = { pageTitleQuery: string; documentsFound: string; inChinese: string; inChineseTitle: string };

/** The class of the static page's placeholder for the early rows. */
export const EARLY_ROWS_CLASS = 'search-page-early';

const hl = (parts: Parts) => parts.map((p, i) => (i % 2 ? `<mark>${esc(p)}</mark>` : esc(p))).join('');

/** The heading's text for a query (SearchPageView's h1). */
export function earlyTitle(labels: Pick<EarlyRowsLabels, 'pageTitleQuery'>, query: string): string {
  return format(labels.pageTitleQuery, { query: truncateQuery(query) });
}

/** The count line and the rows of a result with at least one group (else ''). `basePath` prefixes site paths, as components/ui/Link does. */
export function earlyRowsHtml(result: SearchResult, labels: EarlyRowsLabels, basePath: string): string {
  if (!result.groups.length) return '';
  const rows = result.groups.map((g) => {
    const row = rowParts(g);
    const url = row.href.startsWith('/') ? basePath + row.href : row.href;
    const badge = row.badge
      ? `<span class="zh-badge" lang="en" title="${esc(labels.inChineseTitle)}"><span lang="zh-CN" aria-hidden="true">中文</span><span class="sr-only"> ${esc(labels.inChinese)}</span></span>`
      : '';
    const lang = row.lang ? ` lang="${esc(row.lang)}"` : '';
    const crumbs = row.trail.length
      ? `<p class="search-page-crumbs">${row.trail.map((step, i) => (i > 0 ? '<span aria-hidden="true">&nbsp;› </span>' : '') + (step.heading ? `<span${lang}>${hl(step.parts)}</span>` : hl(step.parts))).join('')}</p>`
      : '';
    const snippet = row.snippet ? `<p class="search-page-snippet"${lang}>${hl(row.snippet)}</p>` : '';
    return `<li class="search-page-result"><h2 class="search-page-result-title"><a href="${esc(url)}"${lang}>${hl(row.title)}</a>${badge}</h2>${crumbs}${snippet}</li>`;
  });
  return `<p class="search-page-count" role="status">${esc(formatPlural(labels.documentsFound, result.count))}</p><ol class="search-page-results">${rows.join('')}</ol>`;
}
