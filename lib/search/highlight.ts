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

/** A window of the text around the first match (or its start), highlighted. */
export function snippet(text: string, pattern: RegExp | null, width = 90): Parts {
  const clean = text.replace(/\s+/g, ' ').trim();
  let start = 0;
  if (pattern) {
    pattern.lastIndex = 0;
    const m = new RegExp(pattern.source, 'iu').exec(clean);
    if (m) start = Math.max(0, m.index - Math.floor(width / 4));
  }
  const chars = [...clean];
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
