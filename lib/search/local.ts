import { highlight, markPattern, snippet } from './highlight';
import { matchTerm, rank } from './rank';
import { parseQuery, shardOf } from './tokenize';
import type { IndexMeta, SearchBackend, SearchGroup, SearchOptions, SearchResult, Shard } from './types';

/** Where a locale's static index lives, relative to the site root. */
export function indexUrl(basePath: string, locale: string): string {
  return `${basePath}/search-index/${locale}`;
}

/**
 * A page with an opaque origin (a sandboxed iframe, a file saved to disk) cannot read the index:
 * every fetch is a failed cross-origin request. Detected up front, so search shows its error
 * state instead of an empty result.
 */
function opaqueOrigin(): boolean {
  return typeof self !== 'undefined' && 'origin' in self && self.origin === 'null';
}

async function getJson<T>(url: string, fetcher: typeof fetch): Promise<T> {
  if (opaqueOrigin()) throw new Error('search index: this page has an opaque origin and cannot fetch the index');
  let res: Response;
  try {
    res = await fetcher(url);
  } catch (err) {
    throw new Error(`search index: ${url} could not be fetched (${(err as Error).message})`);
  }
  if (!res.ok) throw new Error(`search index: ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The static index backend: meta first, then the shards of the query's terms, then the texts of
 * the pages it shows. Every file is fetched once; a failed fetch is retried on the next query.
 */
export function createLocalBackend(base: string, opts: { versions?: string[]; fetcher?: typeof fetch } = {}): SearchBackend & { load(): Promise<IndexMeta> } {
  const fetcher = opts.fetcher ?? ((u: RequestInfo | URL) => fetch(u));
  const cache = new Map<string, Promise<unknown>>();
  const get = <T,>(url: string): Promise<T> => {
    let p = cache.get(url) as Promise<T> | undefined;
    if (!p) {
      p = getJson<T>(url, fetcher);
      p.catch(() => cache.delete(url));
      cache.set(url, p);
    }
    return p;
  };
  const load = () => get<IndexMeta>(`${base}/meta.json`);

  return {
    engine: 'local',
    load,
    async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
      const { limit = 8, hitsPerGroup = 3 } = options;
      const meta = await load();
      const parsed = parseQuery(query);
      if (!parsed.terms.length) return { query, groups: [], count: 0, engine: 'local' };
      const shards = await Promise.all(
        parsed.terms.map((t) => get<Shard>(`${base}/${meta.hash}.s${shardOf(t.term, meta.shards)}.json`)),
      );
      const matches = parsed.terms.map((t, i) => matchTerm(meta, t, shards[i]));
      const ranked = rank(meta, parsed, matches, options.version ? ['', options.version] : opts.versions);
      const pattern = markPattern(parsed.marks);
      const shown = ranked.slice(0, limit);
      const texts = await Promise.all(shown.map((r) => get<string[]>(`${base}/${meta.hash}.p${r.page}.json`)));
      const groups: SearchGroup[] = shown.map((r, i) => {
        const [url, title, kind, crumbs, , first, , lang] = meta.pages[r.page];
        return {
          url,
          title: highlight(title, pattern),
          kind,
          crumbs,
          ...(lang ? { lang } : {}),
          hits: r.records.slice(0, hitsPerGroup).map(({ rec }) => {
            const [, anchor, , headings] = meta.records[rec];
            return {
              url: anchor ? `${url}#${anchor}` : url,
              headings: headings.map((h) => highlight(h, pattern)),
              snippet: snippet(texts[i][rec - first] ?? '', pattern),
            };
          }),
        };
      });
      return { query, groups, count: ranked.length, engine: 'local' };
    },
  };
}
