/**
 * The heading being read, given the headings' tops relative to the viewport (in page order):
 * the last one at or above the reading line (just below the sticky navbar); at the bottom of
 * the page the last heading in view; above the first heading, the first one while it is in view.
 */
export function currentHeading(
  headings: { id: string; top: number }[],
  { line, viewport, atBottom }: { line: number; viewport: number; atBottom: boolean },
): string | null {
  if (!headings.length) return null;
  if (atBottom) {
    const inView = headings.filter((h) => h.top < viewport);
    if (inView.length) return inView[inView.length - 1].id;
  }
  let current: string | null = null;
  for (const h of headings) {
    if (h.top <= line) current = h.id;
    else break;
  }
  if (current === null && headings[0].top < viewport) current = headings[0].id;
  return current;
}
