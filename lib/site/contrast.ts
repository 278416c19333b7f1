/**
 * WCAG contrast arithmetic for the showcase tag colours. A tag's colour comes from the data file
 * as is; where it would vanish on a card (the 'Large' brown on the dark card, the 'Product' yellow
 * on the white one) it is mixed towards white or black, step by step, until it stands out enough.
 */

/** The card backgrounds of the two colour modes (--c-bg in app/styles.css). */
export const CARD_BG = { light: '#ffffff', dark: '#16181d' } as const;

/** Non-text graphics (a tag's colour dot) need 3:1 against what is behind them (WCAG 1.4.11). */
export const GRAPHIC_CONTRAST = 3;

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [m[1], m[2], m[3]].map((h) => parseInt(h, 16)) as Rgb;
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x). */
export function luminance(color: string): number {
  const [r, g, b] = parse(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` itself when it reaches `min` against `bg`; otherwise the least mix of it with white
 * (dark backgrounds) or black (light ones) that does.
 */
export function readableOn(color: string, bg: string, min = GRAPHIC_CONTRAST): string {
  if (contrast(color, bg) >= min) return color.toLowerCase();
  const towards: Rgb = luminance(bg) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  const from = parse(color);
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = hex(from.map((c, i) => c + (towards[i] - c) * t) as Rgb);
    if (contrast(mixed, bg) >= min) return mixed;
  }
  return hex(towards);
}

/** A tag colour for each colour mode, both readable on the card. */
export function tagColors(color: string): { light: string; dark: string } {
  return { light: readableOn(color, CARD_BG.light), dark: readableOn(color, CARD_BG.dark) };
}

export type TagDotStyle = Record<'--tag' | '--tag-dark', string>;

/** A tag colour as the custom properties `.showcase-tag-dot` reads (--tag, --tag-dark). */
export function tagDotStyle(color: string): TagDotStyle {
  const c = tagColors(color);
  return { '--tag': c.light, '--tag-dark': c.dark };
}
