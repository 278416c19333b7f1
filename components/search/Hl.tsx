import type { Parts } from '@/lib/search/types';

/** Highlighted text: matches in <mark>, everything as text (React escapes it, nothing is parsed as markup). */
export function Hl({ parts }: { parts: Parts }) {
  return <>{parts.map((p, i) => (i % 2 ? <mark key={i}>{p}</mark> : p))}</>;
}
