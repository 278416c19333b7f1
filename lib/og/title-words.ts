import { mayBreakBetween } from '../text/phrases';

/**
 * A card title as the pieces a line may break between, by the page's own rule
 * (lib/text/phrases.ts `mayBreakBetween`): words by `Intl.Segmenter` (word granularity, which
 * knows Chinese words from its dictionary), two adjacent words kept together unless both are
 * Chinese words of two or more characters (a single character next to a boundary is often a
 * half-recognised word: 开|源), so a line never splits 开源, 数据库 or TypeScript; punctuation stays
 * with the word before it (or, for an opening bracket or quote, with the word after it), and a
 * space becomes a gap after the piece it follows.
 */
export type TitlePiece = { text: string; spaceAfter: boolean };

/** Text as a card draws it: control characters (no glyph, a box if drawn) dropped, spaces collapsed. */
export function cardText(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ').replace(/\s+/gu, ' ').trim();
}

const OPENING = /^[(\[{<"'“‘«‹（［｛〈《「『【〔〖〘〚｟]+$/u;
/** Straight quotes open only at the start or after a space; elsewhere they close. */
const STRAIGHT = /^["']+$/;

const segmenters = new Map<string, Intl.Segmenter>();

export function titlePieces(title: string, locale: string): TitlePiece[] {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  const pieces: TitlePiece[] = [];
  let opening = '';
  // The previous segment, when it was a word directly before this one (no space, no punctuation).
  let word = '';
  for (const { segment, isWordLike } of segmenter.segment(cardText(title))) {
    const last = pieces[pieces.length - 1];
    const before = word;
    word = isWordLike ? segment : '';
    if (segment === ' ') {
      if (last) last.spaceAfter = true;
    } else if (OPENING.test(segment) && (!STRAIGHT.test(segment) || !last || last.spaceAfter || opening)) {
      opening += segment;
    } else if (last && !last.spaceAfter && !opening && (!isWordLike || (before && !mayBreakBetween(before, segment)))) {
      last.text += segment;
    } else {
      pieces.push({ text: opening + segment, spaceAfter: false });
      opening = '';
    }
  }
  if (opening) pieces.push({ text: opening, spaceAfter: false });
  return pieces;
}

/** Rough width of a text in ems: CJK and full-width forms 1, everything else about 0.56. */
export function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(ch) ? 1 : 0.56;
  return w;
}

/** How many lines the pieces fill at a width of `lineEms` ems (greedy, as flex-wrap lays them out). */
export function lineCount(pieces: TitlePiece[], lineEms: number, gapEms = 0.28): number {
  let lines = 1;
  let used = 0;
  for (const p of pieces) {
    const w = emWidth(p.text);
    if (used > 0 && used + w > lineEms) {
      lines += 1;
      used = 0;
    }
    used += w + (p.spaceAfter ? gapEms : 0);
  }
  return lines;
}
