/**
 * The static index as shipped in out/search-index/<locale>/ (see scripts/lib/search-index.ts).
 * A query fetches this head, the one or two term shards its terms fall into, then the text
 * chunks of the results it shows: never the whole index.
 */
export type IndexMeta = {
  /** Format version (3: a text chunk holds records of consecutive pages). */
  format: 3;
  locale: string;
  /** Content hash; shard and chunk files are named with it, so a stale cache cannot mix builds. */
  hash: string;
  /** Records (a page, or one of its h2–h4 sections) in all; record ids run 0..records-1, page by page. */
  records: number;
  /** Each page's first record, as deltas from the previous page's (a page's records are contiguous). */
  pages: number[];
  /** Docs versions ('' for pages that are not docs); `pageVersions[page]` indexes it. */
  versions: string[];
  pageVersions: number[];
  /** Shard k holds the terms from `shards[k]` (inclusive) to `shards[k + 1]` (exclusive), in code unit order. */
  shards: string[];
  /** Each text chunk's first record, as deltas (a chunk holds the records of consecutive pages). */
  chunks: number[];
};

export type PageKind = 'doc' | 'blog' | 'page';

/**
 * One shard: `t`, term -> flat postings [record delta, weight, record delta, weight, ...]; `f`,
 * for each record whose title (a page's first record) or heading holds one of these terms, that
 * title or heading normalised: what the ranking's phrase bonus compares the query with.
 */
export type Shard = { t: Record<string, number[]>; f: Record<string, string> };

/**
 * A page as a result shows it: [url, title, kind, crumbs, language of the body when it differs
 * from the locale's, else ''].
 */
export type PageHead = [string, string, PageKind, string[], string];

/**
 * One text chunk, the records of consecutive pages: `p`, by the first record of each page it holds
 * records of, the page's head; `r`, by record id, [anchor ('' = top of page), heading chain below
 * the title, text].
 */
export type Chunk = { p: Record<string, PageHead>; r: Record<string, [string, string[], string]> };

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
