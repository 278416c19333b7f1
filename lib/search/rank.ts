import { normalize, stem, type ParsedQuery, type QueryTerm } from './tokenize';
import { W_HEADING, W_TITLE, type IndexMeta, type Shard } from './types';

/** How many index terms a prefix may expand to (the shortest win). */
const MAX_EXPANSIONS = 40;

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
export function expand(q: QueryTerm, shard: Shard): [string, number][] {
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

export function matchTerm(meta: IndexMeta, q: QueryTerm, shard: Shard): TermMatches {
  const records = new Map<number, number>();
  const titlePages = new Set<number>();
  for (const [t, factor] of expand(q, shard)) {
    for (const [rec, w] of postings(shard[t])) {
      const s = fieldScore(w) * factor;
      if (s > (records.get(rec) ?? 0)) records.set(rec, s);
      if (w & W_TITLE) titlePages.add(meta.records[rec][0]);
    }
  }
  return { records, titlePages };
}

export type RankedPage = { page: number; score: number; records: { rec: number; score: number }[] };

/**
 * Records that match every term (a term found in the page title counts for every record of the
 * page), scored by field and rarity, grouped by page, best page first.
 */
export function rank(meta: IndexMeta, parsed: ParsedQuery, matches: TermMatches[], versions: readonly string[] = ['', 'current']): RankedPage[] {
  if (!matches.length) return [];
  const total = meta.records.length;
  const idf = matches.map((m) => Math.log(1 + total / (1 + m.records.size)));
  const candidates = new Set<number>();
  for (const m of matches) {
    for (const r of m.records.keys()) candidates.add(r);
    for (const p of m.titlePages) candidates.add(meta.pages[p][5]);
  }
  const phrase = normalize(parsed.marks.join(' ')).trim();
  const idfSum = idf.reduce((a, b) => a + b, 0);
  const byPage = new Map<number, { rec: number; score: number }[]>();
  for (const rec of candidates) {
    const [page, , , headings] = meta.records[rec];
    const p = meta.pages[page];
    if (!versions.includes(p[4])) continue;
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
      const isTop = rec === p[5];
      // The query as typed, found whole in the title or the section heading (an exact title or
      // heading most: 'redis' finds the page called Redis before 'Redis 安装与客户端').
      const title = normalize(p[1]);
      if (isTop && title.includes(phrase)) score += idfSum * (title === phrase ? 6 : 3);
      const heading = headings.length ? normalize(headings[headings.length - 1]) : '';
      if (heading.includes(phrase)) score += idfSum * (heading === phrase ? 6 : 1);
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
