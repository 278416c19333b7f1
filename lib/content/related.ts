import { tokenize } from '@/lib/search/tokenize';
import type { Post } from './blog';
import { LIVE, shared } from './dev-state';

/**
 * Related posts, chosen once at build time: pure and deterministic (the same posts give the same
 * picks, whatever order they come in).
 *
 * score(a, b) = Σ idf(tag) over the tags a and b share      (a rare tag counts more than a common one)
 *             + TEXT_WEIGHT × cosine(tf-idf of a, tf-idf of b)   (the search index's terms:
 *                                                                 CJK bigrams, stemmed English words)
 * Never the post itself, never an unlisted post; ties go to the newer post, then to the slug.
 */
export type RelatedInput = {
  slug: string;
  /** ISO date, YYYY-MM-DD: the newer post wins a tie. */
  dateISO: string;
  /** Tag slugs. */
  tags: readonly string[];
  /** Title, description and body (MDX); code blocks and URLs are dropped before tokenising. */
  text: string;
  unlisted: boolean;
};

export type RelatedPick = { slug: string; score: number };

/** What the scoring reads of a post: its original (the same for both locales). */
export function relatedInputOf(post: Post): RelatedInput {
  return {
    slug: post.slug,
    dateISO: post.dateISO,
    tags: post.tags.map((t) => t.slug),
    text: `${post.title}\n${post.description}\n${post.body}`,
    unlisted: post.unlisted,
  };
}

/** How much a perfect text match weighs against shared tags (a tag on 2 of 75 posts ≈ 3.6). */
export const TEXT_WEIGHT = 4;

/** Prose of an MDX body: fenced code, inline code, URLs and tag-like markup left out. */
export function proseOf(mdx: string): string {
  return mdx
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

type Vector = Map<string, number>;

/** In how many of the documents each term occurs. */
function documentFrequency(docs: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const terms of docs) for (const term of new Set(terms)) df.set(term, (df.get(term) ?? 0) + 1);
  return df;
}

/** tf-idf vector (log-scaled tf), unit length; terms found in only one post or in over half of them are left out. */
function vectorOf(terms: readonly string[], df: Map<string, number>, n: number): Vector {
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  const v: Vector = new Map();
  let norm = 0;
  for (const [t, count] of tf) {
    const d = df.get(t) ?? 0;
    if (d < 2 || d > n / 2) continue;
    const w = (1 + Math.log(count)) * Math.log(n / d);
    v.set(t, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, w] of small) {
    const other = large.get(t);
    if (other !== undefined) dot += w * other;
  }
  return dot;
}

/**
 * The `count` most related listed posts of one post, computed when first asked (tokens and
 * vectors of every post once, then one row of pairs per post asked for): `next dev` recomputes
 * after every save and asks for one post, a build asks for each post once.
 */
/** Under `next dev`, each post's terms by its text: a save tokenises the saved post again, not all. */
const tokenized = LIVE ? shared('related-terms', () => new Map<string, string[]>()) : undefined;

function termsOfText(text: string): string[] {
  let terms = tokenized?.get(text);
  if (!terms) {
    terms = tokenize(proseOf(text));
    if (tokenized) {
      // Only recent texts: the whole cache would otherwise keep every version of every save.
      if (tokenized.size > 1000) tokenized.clear();
      tokenized.set(text, terms);
    }
  }
  return terms;
}

export function relatedPicker(posts: readonly RelatedInput[], count = 3): (slug: string) => RelatedPick[] | undefined {
  const sorted = [...posts].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const listed = sorted.filter((p) => !p.unlisted);
  const n = listed.length;
  const tagDf = documentFrequency(listed.map((p) => p.tags));
  const termsOf = new Map(sorted.map((p) => [p.slug, termsOfText(p.text)]));
  const termDf = documentFrequency(listed.map((p) => termsOf.get(p.slug)!));
  const vectors = new Map(sorted.map((p) => [p.slug, vectorOf(termsOf.get(p.slug)!, termDf, n)]));
  const bySlug = new Map(sorted.map((p) => [p.slug, p]));
  const picked = new Map<string, RelatedPick[]>();

  return (slug) => {
    const post = bySlug.get(slug);
    if (!post) return undefined;
    const known = picked.get(slug);
    if (known) return known;
    const own = new Set(post.tags);
    const scored = listed
      .filter((other) => other.slug !== post.slug)
      .map((other) => {
        let tagScore = 0;
        for (const tag of other.tags) if (own.has(tag)) tagScore += Math.log(n / tagDf.get(tag)!);
        const textScore = cosine(vectors.get(post.slug)!, vectors.get(other.slug)!);
        // Rounded so that float noise never decides between two equal scores.
        return { other, score: Math.round((tagScore + TEXT_WEIGHT * textScore) * 1e6) / 1e6 };
      })
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.other.dateISO < b.other.dateISO ? 1 : a.other.dateISO > b.other.dateISO ? -1 : 0) ||
          (a.other.slug < b.other.slug ? -1 : 1),
      );
    const picks = scored.slice(0, count).map(({ other, score }) => ({ slug: other.slug, score }));
    picked.set(slug, picks);
    return picks;
  };
}

/**
 * The `count` most related listed posts of every post (unlisted posts get picks too, since each
 * has a page). One pass over all pairs: about 2,800 sparse dot products for 75 posts.
 */
export function relatedPosts(posts: readonly RelatedInput[], count = 3): Map<string, RelatedPick[]> {
  const pick = relatedPicker(posts, count);
  return new Map([...posts].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)).map((p) => [p.slug, pick(p.slug)!]));
}
