import { describe, expect, it } from 'vitest';
import { CARD_BG, contrast, readableOn, tagColors } from '@/lib/site/contrast';

describe('tag colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // The 'Large' brown is too dark for the dark card as it comes from the data.
    expect(contrast('#8c2f00', CARD_BG.dark)).toBeLessThan(3);
  });

  it('keeps a colour that already stands out', () => {
    expect(readableOn('#8C2F00', CARD_BG.light)).toBe('#8c2f00');
    expect(tagColors('#e9669e').dark).toBe('#e9669e');
  });

  it("lightens 'Large' on the dark card and darkens 'Product' on the white one, just enough", () => {
    const large = tagColors('#8c2f00');
    expect(large.light).toBe('#8c2f00');
    expect(contrast(large.dark, CARD_BG.dark)).toBeGreaterThanOrEqual(3);
    expect(contrast(large.dark, CARD_BG.dark)).toBeLessThan(4);
    const product = tagColors('#dfd545');
    expect(contrast(product.light, CARD_BG.light)).toBeGreaterThanOrEqual(3);
    expect(product.dark).toBe('#dfd545');
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => readableOn('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});
