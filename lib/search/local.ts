import { highlight, markPattern, snippet } from './highlight';
import { matchTerm, rank, undelta, viewOf, type IndexView, type RankedPage, type Terms } from './rank';
import { lastAtMost, parseQuery, shardsOf } from './tokenize';
import { pieceName } from './pack';
import { pieceText } from './piece';
import type { Chunk, IndexMeta, SearchBackend, SearchGroup, SearchOptions, SearchResult, Shard } from './types';

/** How many queries' rankings a backend keeps (the modal's typing runs one query per keystroke). */
const RANKINGS_KEPT = 8;

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

/**
 * How the index's head (meta.json) is fetched: its name is the same in every build, so the
 * browser revalidates it on each read (a 304 while unchanged) whatever the host's caching headers
 * say. Behind `Cache-Control: max-age=600` (GitHub and GitLab Pages) a plain fetch would read the
 * previous build's head from the HTTP cache for ten minutes after a deploy, and its pieces, named
 * by the old hash, are gone. The pieces themselves are named by their content: cached as sent.
 */
export const HEAD_FETCH: RequestInit = { cache: 'no-cache' };

async function getJson<T>(url: string, fetcher: typeof fetch, init?: RequestInit): Promise<T> {
  if (opaqueOrigin()) throw new Error('search index: this page has an opaque origin and cannot fetch the index');
  let res: Response;
  try {
    res = await fetcher(url, init);
  } catch (err) {
    throw new Error(`search index: ${url} could not be fetched (${(err as Error).message})`);
  }
  if (!res.ok) throw new Error(`search index: ${url} answered ${res.status}`);
  try {
    return JSON.parse(await pieceText(await res.arrayBuffer())) as T;
  } catch (err) {
    throw new Error(`search index: ${url} could not be read (${(err as Error).message})`);
  }
}

/**
 * The static index backend: the head first (meta.json), then the shards of the query's terms,
 * then the text chunks of the results it shows. Every file is fetched once; a failed fetch is
 * retried on the next query. A query whose pieces fail reads the head again: a deploy that
 * replaced the index since (a tab opened before it) is answered from the new one.
 */
export function createLocalBackend(base: string, opts: { versions?: string[]; fetcher?: typeof fetch } = {}): SearchBackend & { load(): Promise<IndexMeta> } {
  const fetcher = opts.fetcher ?? ((u: RequestInfo | URL, i?: RequestInit) => fetch(u, i));
  const cache = new Map<string, Promise<unknown>>();
  const get = <T,>(url: string, init?: RequestInit): Promise<T> => {
    let p = cache.get(url) as Promise<T> | undefined;
    if (!p) {
      p = getJson<T>(url, fetcher, init);
      p.catch(() => cache.delete(url));
      cache.set(url, p);
    }
    return p;
  };
  const metaUrl = `${base}/meta.json`;
  const load = () => get<IndexMeta>(metaUrl, HEAD_FETCH);
  type View = { meta: IndexMeta; view: IndexView; chunks: number[] };
  let view: View | undefined;
  const open = async () => {
    const meta = await load();
    if (view?.meta !== meta) {
      // Another head (a deploy's): rankings of the old one name its pieces.
      if (view) rankings.clear();
      view = { meta, view: viewOf(meta), chunks: undelta(meta.chunks) };
    }
    return view;
  };
  /**
   * Whether the index of `hash` has been replaced: its head is read again (a piece of it failed),
   * unless a query already did. Pieces are named by the hash, and a deploy removes the old ones
   * from the host and the service worker's pack.
   */
  const replaced = async (hash: string) => {
    if (view && view.meta.hash !== hash) return true;
    cache.delete(metaUrl);
    try {
      return (await open()).meta.hash !== hash;
    } catch {
      return false;
    }
  };

  // Rankings of the last few queries (by version filter): a query answered in steps (the top
  // results first, then the rest) and a page's early prefetch of the same query rank it once.
  const rankings = new Map<string, Promise<{ ranked: RankedPage[]; pattern: RegExp | null; index: View } | null>>();
  const rankingOf = (query: string, versions: readonly string[] | undefined) => {
    const key = `${versions?.join(',') ?? ''}\n${query}`;
    let p = rankings.get(key);
    if (!p) {
      p = (async () => {
        const index = await open();
        const { meta } = index;
        const parsed = parseQuery(query);
        if (!parsed.terms.length) return null;
        const wanted = [...new Set(parsed.terms.flatMap((t) => shardsOf(t, meta.shards)))];
        const shards = await Promise.all(wanted.map((k) => get<Shard>(`${base}/${pieceName(meta.hash, 't', k)}`)));
        const terms: Terms = { t: Object.assign({}, ...shards.map((s) => s.t)), f: Object.assign({}, ...shards.map((s) => s.f)) };
        const matches = parsed.terms.map((t) => matchTerm(index.view, t, terms));
        return { ranked: rank(index.view, parsed, matches, terms.f, versions), pattern: markPattern(parsed.marks), index };
      })();
      p.catch(() => rankings.delete(key));
      rankings.set(key, p);
      while (rankings.size > RANKINGS_KEPT) rankings.delete(rankings.keys().next().value!);
    }
    return p;
  };

  const answer = async (query: string, options: SearchOptions): Promise<SearchResult> => {
    const { limit = 8, hitsPerGroup = 3 } = options;
    const ranking = await rankingOf(query, options.version ? ['', options.version] : opts.versions);
    if (!ranking) return { query, groups: [], count: 0, engine: 'local' };
    const { ranked, pattern } = ranking;
    const { meta, chunks } = ranking.index;
    const shown = ranked.slice(0, limit).map((r) => ({ ...r, records: r.records.slice(0, hitsPerGroup) }));
    const chunkOf = (rec: number) => lastAtMost(chunks, rec);
    const needed = [...new Set(shown.flatMap((r) => r.records.map(({ rec }) => chunkOf(rec))))];
    const loaded = new Map(await Promise.all(needed.map(async (k) => [k, await get<Chunk>(`${base}/${pieceName(meta.hash, 'c', k)}`)] as const)));
    const groups: SearchGroup[] = shown.map((r) => {
      const [url, title, kind, crumbs, lang] = loaded.get(chunkOf(r.records[0].rec))!.p[ranking.index.view.first[r.page]];
      return {
        url,
        title: highlight(title, pattern),
        kind,
        crumbs,
        ...(lang ? { lang } : {}),
        hits: r.records.map(({ rec }) => {
          const [anchor, headings, text] = loaded.get(chunkOf(rec))!.r[rec] ?? ['', [], ''];
          return {
            url: anchor ? `${url}#${anchor}` : url,
            headings: headings.map((h) => highlight(h, pattern)),
            snippet: snippet(text, pattern),
          };
        }),
      };
    });
    return { query, groups, count: ranked.length, engine: 'local' };
  };

  return {
    engine: 'local',
    load,
    async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
      const { meta } = await open();
      try {
        return await answer(query, options);
      } catch (err) {
        if (!(await replaced(meta.hash))) throw err;
        return answer(query, options);
      }
    },
  };
}
