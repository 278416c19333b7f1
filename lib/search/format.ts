/** Formatting of the search texts: no engine, no index (the search page's own chunk holds these). */

/** Longest query shown in a heading, in characters; the input keeps the whole query. */
export const HEADING_QUERY_MAX = 60;

/** A query cut to `max` characters (code points, so no half of a surrogate pair) with an ellipsis. */
export function truncateQuery(query: string, max = HEADING_QUERY_MAX): string {
  const chars = Array.from(query);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : query;
}

/** `{count, plural, =1 {One x} other {# xs}}` with a count: enough ICU for the search texts. */
export function formatPlural(message: string, count: number): string {
  const m = /^\{\s*\w+\s*,\s*plural\s*,(.*)\}$/s.exec(message.trim());
  if (!m) return message.replace(/\{count\}/g, String(count));
  const cases = new Map<string, string>();
  for (const c of m[1].matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)) cases.set(c[1], c[2]);
  const text = cases.get(`=${count}`) ?? cases.get(new Intl.PluralRules('en').select(count)) ?? cases.get('other') ?? '';
  return text.replace(/#/g, String(count));
}

export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all));
}

type Same = string | number | undefined | readonly Same[] | { readonly [k: string]: Same };

/**
 * Whether two answers' pieces (a result group, a hit, highlighted parts) show the same: what lets
 * a list of results skip the rows a new answer did not change (a step that adds rows below them,
 * a keystroke that keeps a page in the list). Plain data only, as the engines answer it.
 */
export function sameShown(a: Same, b: Same): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameShown((a as Record<string, Same>)[k], (b as Record<string, Same>)[k]));
}
