import { isCjk, stem } from './tokenize';
import type { Parts } from './types';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for what a query highlights: its words (and their stems), CJK runs and their bigrams. */
export function markPattern(marks: string[]): RegExp | null {
  const alts = new Set<string>();
  for (const m of marks) {
    if (!m) continue;
    alts.add(m);
    if (isCjk(m)) {
      const chars = [...m];
      for (let i = 0; i + 1 < chars.length; i++) alts.add(chars[i] + chars[i + 1]);
    } else if (m.length > 1) {
      const s = stem(m);
      if (s.length > 1) alts.add(s);
    }
  }
  if (!alts.size) return null;
  const sorted = [...alts].sort((a, b) => b.length - a.length).map(escapeRe);
  return new RegExp(`(${sorted.join('|')})`, 'giu');
}

/** Splits text into parts; odd indexes are matches. The text is never parsed as markup. */
export function highlight(text: string, pattern: RegExp | null): Parts {
  if (!pattern) return [text];
  const parts = text.split(pattern);
  return parts.length ? parts : [text];
}

/** Before a sentence: Latin end punctuation and a space (not "3.14"), or CJK end punctuation. */
const SENTENCE_BEFORE = /(?:[.!?;…]["')\]]?\s|[。！？；]\s?)$/u;
/** What a snippet never starts with: spaces, closing brackets and quotes, separators. */
const STRAY = /[\s,.;:!?)\]}>»，。、；：！？）】》」』”’…·\-–—]/u;

/**
 * Where a snippet starts, as a code point index: at most `lead` characters before the match, at
 * the earliest sentence start in that reach, else the earliest word start (after a space), else
 * (a CJK run, a long token) at the reach; never on stray punctuation.
 */
function snippetStart(chars: string[], at: number, lead: number): number {
  if (at <= lead) return 0;
  const from = at - lead;
  const before = (p: number) => chars.slice(Math.max(0, p - 3), p).join('');
  let start = -1;
  for (let p = from; p <= at && start < 0; p++) if (SENTENCE_BEFORE.test(before(p))) start = p;
  for (let p = from; p <= at && start < 0; p++) if (/\s$/u.test(before(p))) start = p;
  if (start < 0) start = from;
  while (start < at && STRAY.test(chars[start])) start++;
  return start;
}

/** A window of the text around the first match (or its start), highlighted; it starts at a sentence or a word. */
export function snippet(text: string, pattern: RegExp | null, width = 90): Parts {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  let start = 0;
  if (pattern) {
    const m = new RegExp(pattern.source, 'iu').exec(clean);
    if (m) start = snippetStart(chars, [...clean.slice(0, m.index)].length, Math.floor(width / 4));
  }
  const cut = chars.slice(start, start + width).join('');
  const text2 = `${start > 0 ? '…' : ''}${cut}${start + width < chars.length ? '…' : ''}`;
  return highlight(text2, pattern);
}

/** Whether any part is a match. */
export function hasMatch(parts: Parts): boolean {
  return parts.length > 1;
}

/** Parts from an HTML string with <mark> (or <em>) tags as a hosted engine returns it. */
export function partsFromHtml(html: string, pre = '<mark>', post = '</mark>'): Parts {
  const unescape = (s: string) =>
    s.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#0?39;|&#x27;/g, "'").replace(/&amp;/g, '&');
  const parts: Parts = [];
  let rest = html;
  for (;;) {
    const i = rest.indexOf(pre);
    const j = i < 0 ? -1 : rest.indexOf(post, i + pre.length);
    if (i < 0 || j < 0) {
      parts.push(unescape(rest));
      return parts;
    }
    parts.push(unescape(rest.slice(0, i)), unescape(rest.slice(i + pre.length, j)));
    rest = rest.slice(j + post.length);
  }
}
