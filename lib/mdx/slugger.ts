/**
 * Heading ids in the GitHub style, stable for Chinese headings: lower-case, punctuation
 * dropped, spaces to hyphens, letters of every script kept. Repeats get -1, -2, ...
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

export function createSlugger(taken: Iterable<string> = []) {
  // Ids the page has already (the site's own): a heading named "Main" becomes main-1.
  const occurrences = new Map<string, number>([...taken].map((id) => [id, 0]));
  return (text: string): string => {
    const original = slugify(text) || 'section';
    let result = original;
    while (occurrences.has(result)) {
      const n = occurrences.get(original)! + 1;
      occurrences.set(original, n);
      result = `${original}-${n}`;
    }
    occurrences.set(result, 0);
    return result;
  };
}
