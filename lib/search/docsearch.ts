import { partsFromHtml } from './highlight';
import type { PageKind, Parts, SearchBackend, SearchGroup, SearchOptions, SearchResult } from './types';

export type DocSearchConfig = { appId: string; apiKey: string; indexName: string };

type Highlighted = { value: string };
type AlgoliaHit = {
  url: string;
  type?: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, Highlighted>; content?: Highlighted };
  _snippetResult?: { content?: Highlighted };
};

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** DocSearch hits (hierarchy lvl0..lvl6) grouped by page, in the shape the modal renders. */
export function groupDocSearchHits(hits: AlgoliaHit[], hitsPerGroup: number, limit: number): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of hits) {
    const page = hit.url.replace(/#.*$/, '');
    let group = groups.get(page);
    if (!group) {
      if (groups.size >= limit) continue;
      const lvl1 = hit._highlightResult?.hierarchy?.lvl1?.value;
      group = {
        url: page,
        title: lvl1 ? partsFromHtml(lvl1) : [hit.hierarchy.lvl1 ?? page],
        kind: (/\/blog\//.test(page) ? 'blog' : /\/docs\//.test(page) ? 'doc' : 'page') as PageKind,
        crumbs: hit.hierarchy.lvl0 ? [hit.hierarchy.lvl0] : [],
        hits: [],
      };
      groups.set(page, group);
    }
    if (group.hits.length >= hitsPerGroup) continue;
    const headings: Parts[] = LEVELS.filter((l) => hit.hierarchy[l]).map((l) => {
      const h = hit._highlightResult?.hierarchy?.[l]?.value;
      return h ? partsFromHtml(h) : [hit.hierarchy[l]!];
    });
    const snippet = hit._snippetResult?.content?.value;
    group.hits.push({ url: hit.url, headings, snippet: snippet ? partsFromHtml(snippet) : [hit.content ?? ''] });
  }
  return [...groups.values()];
}

/**
 * The hosted DocSearch index (Algolia), queried with one fetch, no client library: filtered to
 * the page language and the current docs version like Docusaurus' contextual search.
 */
export function createDocSearchBackend(config: DocSearchConfig, language: string, fetcher: typeof fetch = (u, i) => fetch(u, i)): SearchBackend {
  return {
    engine: 'docsearch',
    async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
      const { limit = 8, hitsPerGroup = 3, version = 'current' } = options;
      const params = new URLSearchParams({
        query,
        hitsPerPage: String(Math.max(20, limit * hitsPerGroup)),
        facetFilters: JSON.stringify([`language:${language}`, ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]]),
        attributesToRetrieve: JSON.stringify(['hierarchy', 'content', 'type', 'url']),
        attributesToSnippet: JSON.stringify(['content:20']),
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      });
      const res = await fetcher(`https://${config.appId}-dsn.algolia.net/1/indexes/*/queries`, {
        method: 'POST',
        // A "simple" request (no preflight): Algolia reads the JSON body whatever the content type.
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey },
        body: JSON.stringify({ requests: [{ indexName: config.indexName, params: params.toString() }] }),
      });
      if (!res.ok) throw new Error(`DocSearch answered ${res.status}`);
      const data = (await res.json()) as { results: { hits: AlgoliaHit[]; nbHits: number }[] };
      const first = data.results[0] ?? { hits: [], nbHits: 0 };
      return { query, groups: groupDocSearchHits(first.hits, hitsPerGroup, limit), count: first.nbHits, engine: 'docsearch' };
    },
  };
}
