import { describe, expect, it } from 'vitest';
import { currentHeading } from '@/lib/browser/toc-spy';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));
const view = { line: 84, viewport: 800, atBottom: false };

describe('currentHeading', () => {
  it('is the last heading at or above the reading line', () => {
    expect(currentHeading(at(-900, -300, 50, 400), view)).toBe('h2');
    expect(currentHeading(at(-900, -300, 84, 400), view)).toBe('h2');
    expect(currentHeading(at(-900, -300, 85, 400), view)).toBe('h1');
  });

  it('is the first heading while the page top is read and it is in view, none when it is not', () => {
    expect(currentHeading(at(300, 900), view)).toBe('h0');
    expect(currentHeading(at(1000, 1900), view)).toBeNull();
  });

  it('at the bottom of the page is the last heading in view', () => {
    expect(currentHeading(at(-900, 300, 600, 900), { ...view, atBottom: true })).toBe('h2');
  });

  it('is null without headings', () => {
    expect(currentHeading([], view)).toBeNull();
  });
});
