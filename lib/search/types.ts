/** The static index as shipped in out/search-index/<locale>/ (see scripts/lib/search-index.ts). */
export type IndexMeta = {
  /** Format version. */
  format: 1;
  locale: string;
  /** Content hash; shard and page files are named with it, so a stale cache cannot mix builds. */
  hash: string;
  shards: number;
  /**
   * [url, title, kind, crumbs, docs version ('' when not a doc), first record, record count,
   * language of the body when it differs from the locale's ('' otherwise)]
   */
  pages: [string, string, PageKind, string[], string, number, number, string][];
  /** [page, anchor ('' = top of page), level (1 = page, 2..4 = heading), heading chain below the title] */
  records: [number, string, number, string[]][];
};

export type PageKind = 'doc' | 'blog' | 'page';

/** One shard: term -> flat postings [record delta, weight, record delta, weight, ...]. */
export type Shard = Record<string, number[]>;

/** Weight bits: low 4 bits term frequency in the record's text (capped at 15). */
export const W_HEADING = 16;
export const W_TITLE = 32;

/** A highlighted string: text parts, odd-indexed parts are matches. Rendered as text, never markup. */
export type Parts = string[];

export type SearchHit = {
  url: string;
  /** Heading chain below the page title ([] for the page itself). */
  headings: Parts[];
  snippet: Parts;
};

export type SearchGroup = {
  url: string;
  title: Parts;
  kind: PageKind;
  crumbs: string[];
  /** Language of the page's body when it is not the locale's (an untranslated post or doc). */
  lang?: string;
  hits: SearchHit[];
};

export type SearchResult = {
  query: string;
  groups: SearchGroup[];
  /** Documents (pages) that match: what 'See all {count} results' and the search page count. */
  count: number;
  engine: 'local' | 'docsearch';
};

export type SearchOptions = {
  /** How many page groups to return with snippets. */
  limit?: number;
  /** Hits shown per page group. */
  hitsPerGroup?: number;
  /** Docs version to search (pages that are not docs always match); default: the backend's. */
  version?: string;
};

export interface SearchBackend {
  readonly engine: SearchResult['engine'];
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
}
