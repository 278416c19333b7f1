/**
 * Tokenising shared by the index builder (Node) and the query side (browser): the same text
 * gives the same terms in both.
 *
 * - Runs of CJK characters become overlapping character bigrams (离线模式 -> 离线 线模 模式), so
 *   any two or more consecutive characters of a page find it whatever a word segmenter would
 *   have done there. A run of one character is kept as a unigram.
 * - Everything else is split into letters/digits words, lower-cased and lightly stemmed
 *   (deploys, deployed, deploying -> deploy). A few English stop words are dropped.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)|([\p{L}\p{N}]+)/gu;

export const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

export function isCjk(term: string): boolean {
  return CJK.test(term);
}

/** A light suffix stemmer for English; both sides use it, so it only has to be consistent. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:x|ch|sh|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  else if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 5) w = undouble(w.slice(0, -2));
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([^aeiouslz])\1$/.test(w) ? w.slice(0, -1) : w;
}

/** Unicode-normalised, lower-cased text (full-width letters fold to ASCII). */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Every term of a text, repeated as often as it occurs (the index counts them). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of normalize(text).matchAll(RUNS)) {
    if (m[1]) {
      const chars = [...m[1]];
      if (chars.length === 1) out.push(chars[0]);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
    } else if (!STOP_WORDS.has(m[2])) {
      out.push(stem(m[2]));
    }
  }
  return out;
}

export type QueryTerm = {
  term: string;
  /** The last word while typing: also matches index terms that start with it. */
  prefix: boolean;
};

export type ParsedQuery = {
  terms: QueryTerm[];
  /** What to highlight in titles and snippets: the query's words and CJK runs as typed. */
  marks: string[];
};

/**
 * The terms a query must match (all of them). The last word is a prefix unless the query ends
 * with a space, so results follow typing; a single CJK character is a prefix of bigrams.
 */
export function parseQuery(query: string): ParsedQuery {
  const text = normalize(query);
  const runs = [...text.matchAll(RUNS)];
  const terms: QueryTerm[] = [];
  const marks: string[] = [];
  const open = !/\s$/.test(query);
  runs.forEach((m, i) => {
    const last = i === runs.length - 1 && open && m.index! + m[0].length === text.length;
    if (m[1]) {
      const chars = [...m[1]];
      marks.push(m[1]);
      if (chars.length === 1) terms.push({ term: chars[0], prefix: true });
      for (let j = 0; j + 1 < chars.length; j++) terms.push({ term: chars[j] + chars[j + 1], prefix: false });
    } else {
      marks.push(m[2]);
      if (STOP_WORDS.has(m[2]) && !last) return;
      terms.push({ term: last ? m[2] : stem(m[2]), prefix: last });
    }
  });
  const seen = new Set<string>();
  return { terms: terms.filter((t) => !seen.has(t.term + t.prefix) && seen.add(t.term + t.prefix)), marks };
}

/** The last index of a sorted list whose value is not above x (0 when none is). */
export function lastAtMost<T extends string | number>(sorted: readonly T[], x: T): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The shard holding a term: the last whose first term is not after it (shards are sorted term ranges). */
export function shardOf(term: string, keys: readonly string[]): number {
  return lastAtMost(keys, term);
}

/** How many shards a prefix (the word being typed) may read: a one-letter prefix spans many. */
export const MAX_PREFIX_SHARDS = 3;

/** The shards a query term needs: its own; for a prefix, the next ones its words run into (at most MAX_PREFIX_SHARDS) and its stem's. */
export function shardsOf(q: QueryTerm, keys: readonly string[]): number[] {
  const first = shardOf(q.term, keys);
  if (!q.prefix) return [first];
  const last = Math.min(shardOf(`${q.term}\uffff`, keys), first + MAX_PREFIX_SHARDS - 1);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(k);
  const s = shardOf(stem(q.term), keys);
  if (!out.includes(s)) out.push(s);
  return out;
}
