import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastFixes, recolouredTheme, themes } from '@/lib/mdx/highlight';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = hex.slice(1, 7).match(/../g)!.map((x) => {
      const v = parseInt(x, 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour variable of the light (first) and dark (second) colour mode, read from the stylesheet. */
const css = readFileSync('app/styles.css', 'utf8');
const colours = (name: string) => [...css.matchAll(new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'gi'))].map((m) => m[1]);
const [codeBg, codeHl] = [colours('--c-code-bg'), colours('--c-code-hl')];

describe('code highlighting themes', () => {
  it('the stylesheet defines both backgrounds in both modes', () => {
    expect([codeBg.length, codeHl.length]).toEqual([2, 2]);
  });
  const cases = [['light', codeBg[0]], ['light', codeHl[0]], ['dark', codeBg[1]], ['dark', codeHl[1]]] as const;
  for (const [mode, bg] of cases) {
    it(`every ${mode} token colour reads at 4.5:1 or more on ${bg}`, async () => {
      const { base, colors } = contrastFixes[mode];
      const theme = await recolouredTheme(base, themes[mode], colors);
      const low = (theme.tokenColors ?? [])
        // Tokens drawn on their own background (invalid code markers) are not on ours.
        .filter((t) => t.settings.foreground && !t.settings.background)
        .map((t) => t.settings.foreground!.slice(0, 7))
        .concat(theme.colors!['editor.foreground'].slice(0, 7))
        .filter((c) => contrast(c, bg) < 4.5);
      expect(low).toEqual([]);
    });
  }
});
