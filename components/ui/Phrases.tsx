import { Fragment } from 'react';
import { phrases } from '@/lib/text/phrases';

/**
 * Display text (titles, the home hero) whose Chinese words are never split across lines: breaks
 * are offered only between words (lib/text/phrases.ts), as <wbr> inside `word-break: keep-all`.
 * Text with no Chinese is returned as it is.
 */
export function Phrases({ text }: { text: string }) {
  const parts = phrases(text);
  if (parts.length === 1 && !/\p{Script=Han}/u.test(text)) return text;
  return (
    <span className="phrases">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
