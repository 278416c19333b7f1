import { lastAtMost, normalize, stem, type ParsedQuery, type QueryTerm } from './tokenize';
import { W_HEADING, W_TITLE, type IndexMeta } from './types';

/** How many index terms a prefix may expand to (the shortest win). */
const MAX_EXPANSIONS = 40;

/** The head of an index, read for ranking: every page's first record, a record's page, a page's docs version. */
export type IndexView = {
  meta: IndexMeta;
  /** First record of each page. */
  first: number[];
  pageOf(rec: number): number;
  version(page: number): string;
};

/** Absolute values from a list of deltas. */
export function undelta(list: readonly number[]): number[] {
  let at = 0;
  return list.map((d) => (at += d));
}

export function viewOf(meta: IndexMeta): IndexView {
  const first = undelta(meta.pages);
  return { meta, first, pageOf: (rec) => lastAtMost(first, rec), version: (page) => meta.versions[meta.pageVersions[page]] ?? '' };
}

/** Terms and phrase fields of the shards a query read, as one. */
export type Terms = { t: Record<string, number[]>; f: Record<string, string> };

export type TermMatches = {
  /** record -> score contribution */
  records: Map<number, number>;
  /** pages whose title holds the term */
  titlePages: Set<number>;
};

function fieldScore(w: number): number {
  const tf = w & 15;
  return (w & W_TITLE ? 10 : 0) + (w & W_HEADING ? 5 : 0) + (tf ? 1 + Math.log(tf) : 0);
}

/** Decodes a term's postings (record deltas and weights) into [record, weight] pairs. */
export function postings(list: number[]): [number, number][] {
  const out: [number, number][] = [];
  let rec = 0;
  for (let i = 0; i + 1 < list.length; i += 2) {
    rec += list[i];
    out.push([rec, list[i + 1]]);
  }
  return out;
}

/** The index terms a query term stands for: itself (stemmed), or every term it starts, while typing. */
export function expand(q: QueryTerm, shard: Record<string, number[]>): [string, number][] {
  if (!q.prefix) return q.term in shard ? [[q.term, 1]] : [];
  const exact = new Set([q.term, stem(q.term)]);
  const found: [string, number][] = [];
  for (const t of exact) if (t in shard) found.push([t, 1]);
  const more = Object.keys(shard)
    .filter((t) => t.startsWith(q.term) && !exact.has(t))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, MAX_EXPANSIONS);
  for (const t of more) found.push([t, 0.7]);
  return found;
}

export function matchTerm(view: IndexView, q: QueryTerm, terms: Terms): TermMatches {
  const records = new Map<number, number>();
  const titlePages = new Set<number>();
  for (const [t, factor] of expand(q, terms.t)) {
    for (const [rec, w] of postings(terms.t[t])) {
      const s = fieldScore(w) * factor;
      if (s > (records.get(rec) ?? 0)) records.set(rec, s);
      if (w & W_TITLE) titlePages.add(view.pageOf(rec));
    }
  }
  return { records, titlePages };
}

export type RankedPage = { page: number; score: number; records: { rec: number; score: number }[] };

/**
 * Records that match every term (a term found in the page title counts for every record of the
 * page), scored by field and rarity, grouped by page, best page first. `fields` holds the
 * normalised title or heading of the records whose title or heading holds a query term.
 */
export function rank(view: IndexView, parsed: ParsedQuery, matches: TermMatches[], fields: Record<string, string>, versions: readonly string[] = ['', 'current']): RankedPage[] {
  if (!matches.length) return [];
  const total = view.meta.records;
  const idf = matches.map((m) => Math.log(1 + total / (1 + m.records.size)));
  const candidates = new Set<number>();
  for (const m of matches) {
    for (const r of m.records.keys()) candidates.add(r);
    for (const p of m.titlePages) candidates.add(view.first[p]);
  }
  const phrase = normalize(parsed.marks.join(' ')).trim();
  const idfSum = idf.reduce((a, b) => a + b, 0);
  const byPage = new Map<number, { rec: number; score: number }[]>();
  for (const rec of candidates) {
    const page = view.pageOf(rec);
    if (!versions.includes(view.version(page))) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < matches.length && ok; i++) {
      const own = matches[i].records.get(rec);
      if (own !== undefined) score += idf[i] * own;
      else if (matches[i].titlePages.has(page)) score += idf[i] * 3;
      else ok = false;
    }
    if (!ok) continue;
    if (phrase) {
      // The query as typed, found whole in the title or the section heading (an exact title or
      // heading most: 'redis' finds the page called Redis before 'Redis 安装与客户端').
      const field = fields[rec] ?? '';
      if (rec === view.first[page]) {
        if (field.includes(phrase)) score += idfSum * (field === phrase ? 6 : 3);
      } else if (field.includes(phrase)) score += idfSum * (field === phrase ? 6 : 1);
    }
    const list = byPage.get(page) ?? [];
    list.push({ rec, score });
    byPage.set(page, list);
  }
  const ranked: RankedPage[] = [];
  for (const [page, records] of byPage) {
    records.sort((a, b) => b.score - a.score || a.rec - b.rec);
    const rest = records.slice(1).reduce((s, r) => s + r.score, 0);
    ranked.push({ page, score: records[0].score + Math.min(rest, records[0].score) * 0.1, records });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}
