/**
 * Where a line of display text (a title, the home hero) may break inside Chinese: between two
 * words of two or more characters each, as Intl.Segmenter finds them (ICU's dictionary). Elsewhere
 * a run of Chinese is kept whole by `word-break: keep-all` (class `phrases` in app/styles.css), so a
 * title never breaks inside a word ("开源爱/好者", "调/用"); a single character next to a boundary
 * is often a half-recognised word ("开|源"), so no break is offered there. Spaces and punctuation
 * break as usual, and a run too long for its line still wraps (`overflow-wrap: anywhere`).
 *
 * Runs on the server at render time: the page gets <wbr> elements, no client JavaScript.
 */

const HAN = /\p{Script=Han}/u;
const HAN_WORD = /^\p{Script=Han}{2,}$/u;

let segmenter: Intl.Segmenter | undefined;

/**
 * Whether a line may break between two adjacent words as Intl.Segmenter cut them (no space or
 * punctuation between): only between two Chinese words of two or more characters each. The one
 * rule for the page (`phrases`) and the social card (lib/og/title-words.ts).
 */
export function mayBreakBetween(before: string, after: string): boolean {
  return HAN_WORD.test(before) && HAN_WORD.test(after);
}

/** `text` cut into the pieces between which a line may break (joined, they give `text` back). */
export function phrases(text: string): string[] {
  if (!HAN.test(text)) return [text];
  segmenter ??= new Intl.Segmenter('zh-CN', { granularity: 'word' });
  const words = [...segmenter.segment(text)].map((s) => s.segment);
  const out: string[] = [];
  let current = '';
  words.forEach((word, i) => {
    if (current && mayBreakBetween(words[i - 1], word)) {
      out.push(current);
      current = '';
    }
    current += word;
  });
  out.push(current);
  return out;
}
