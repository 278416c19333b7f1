/**
 * The words `npm run new` ends a new entry's description with (scripts/lib/new-entry.ts): the
 * sentence is the author's to replace. The content check (and so the build) refuses an entry that
 * still holds it, since lists, feeds, social cards and og:description would publish it; under
 * `next dev` it is a warning on the page, as a new entry is expected to have it for a while.
 */
export const PLACEHOLDER_MARK = '（发布前改掉这句）';

/** The problem of an entry whose description is still the placeholder, or null. */
export function placeholderProblem(file: string, description: unknown): string | null {
  if (typeof description !== 'string' || !description.includes(PLACEHOLDER_MARK)) return null;
  return `${file}: description: still the placeholder \`npm run new\` wrote ("${description}"); write the one-sentence summary that lists, feeds and social cards show`;
}
