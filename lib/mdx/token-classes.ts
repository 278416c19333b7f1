import type { Element, ElementContent } from 'hast';
import { isPlainLang, type ShikiTransformer, type ThemeRegistrationResolved } from 'shiki';

/**
 * Highlighted tokens carry a short class instead of an inline style: shiki's dual-theme output
 * (`style="--shiki-light:#6F42C1;--shiki-dark:#B392F0"`, written three times per page: markup,
 * inlined RSC payload and the page's segment file) becomes `class="t61"`, and tokens in the
 * themes' default colours get no span at all: the block's <code> has those colours.
 *
 * A class names a (light, dark) colour pair by the colours' places in each theme's palette, so
 * it depends only on the themes: the same on every page, in every build worker and every build,
 * and the stylesheet (`tokenClassCss`) can list every pair up front, no page has to be seen.
 * Only colours are kept: bold, italic and token backgrounds were never drawn (no CSS read them).
 */

/** The class of a block of plain text, whose text is drawn in the page's colour. */
const PLAIN = 'plain';

/** Every colour a theme can give a token, upper case (as shiki writes them) and sorted, and its default. */
export type Palette = { fg: string; colours: string[] };
export type Palettes = { light: Palette; dark: Palette };

/** The palette of a theme as the highlighter resolved it. */
export function paletteOf(theme: Pick<ThemeRegistrationResolved, 'fg' | 'settings'>): Palette {
  const fg = theme.fg.toUpperCase();
  const colours = new Set([fg]);
  for (const { settings } of theme.settings) if (settings.foreground) colours.add(settings.foreground.toUpperCase());
  if (colours.size > 36) throw new Error(`a code theme with ${colours.size} token colours: class names have one base-36 digit per theme`);
  return { fg, colours: [...colours].sort() };
}

const digit = (palette: Palette, colour: string | undefined) => {
  const i = colour ? palette.colours.indexOf(colour.toUpperCase()) : -1;
  return i < 0 ? undefined : i.toString(36);
};

/**
 * The class of a token drawn in `light` and `dark`: '' for the themes' default colours (the text
 * of a block already has them), undefined for a colour a palette lacks (the token keeps its style).
 */
export function tokenClass(palettes: Palettes, light: string | undefined, dark: string | undefined): string | undefined {
  if (light?.toUpperCase() === palettes.light.fg && dark?.toUpperCase() === palettes.dark.fg) return '';
  const l = digit(palettes.light, light);
  const d = digit(palettes.dark, dark);
  return l && d ? `t${l}${d}` : undefined;
}

/**
 * The stylesheet for every class `tokenClass` can return, light colours by default and dark ones
 * under html[data-theme='dark']: one rule per colour, listing the classes drawn in it. A token a
 * palette lacks keeps shiki's inline style, and the last two rules colour it.
 */
export function tokenClassCss(palettes: Palettes): string {
  const pairs = palettes.light.colours.flatMap((light) => palettes.dark.colours.map((dark) => ({ light, dark, cls: tokenClass(palettes, light, dark) })));
  const rules = (mode: 'light' | 'dark', scope: string) => [
    `${scope}.code-block code:not(.${PLAIN}){color:${palettes[mode].fg}}`,
    ...palettes[mode].colours.flatMap((colour) => {
      const classes = pairs.filter((p) => p[mode] === colour && p.cls).map((p) => `.${p.cls}`);
      return classes.length ? [`${scope}.code-block :is(${classes.join(',')}){color:${colour}}`] : [];
    }),
    `${scope}.code-block span[style]{color:var(--shiki-${mode})}`,
  ];
  return [
    '/* Generated from the code themes by lib/mdx/token-classes.ts (scripts/code-token-css.mjs): do not edit. */',
    ...rules('light', ''),
    ...rules('dark', "html[data-theme='dark'] "),
    '',
  ].join('\n');
}

/**
 * A shiki transformer for dual themes named `light` and `dark` (and shiki's default CSS variable
 * prefix, which rehype-pretty-code keeps): merges neighbouring tokens of one style, then gives each
 * token its class (`tokenClass`) in place of its inline style, and leaves tokens in the default
 * colours as bare text of their line.
 */
export function transformerTokenClasses(palettes: () => Palettes): ShikiTransformer {
  return {
    name: 'inkstone:token-classes',
    preprocess(_code, options) {
      // Shiki's own merge, on the styles before they become classes.
      options.mergeSameStyleTokens = true;
    },
    tokens(lines) {
      const all = palettes();
      for (const token of lines.flat()) {
        const style = token.htmlStyle;
        if (!style) continue;
        const cls = tokenClass(all, style['--shiki-light'], style['--shiki-dark']);
        if (cls === undefined) continue;
        delete token.htmlStyle;
        if (cls) token.htmlAttrs = { ...token.htmlAttrs, class: cls };
      }
    },
    line(line) {
      line.children = line.children.flatMap((node): ElementContent[] => (isBare(node) ? node.children : [node]));
    },
    code(code) {
      // Plain text (and a language shiki does not know) has no token colours: it keeps the page's.
      if (isPlainLang(this.options.lang)) this.addClassToHast(code, PLAIN);
    },
  };
}

/** A token span with nothing on it: its text stands for itself. */
const isBare = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'span' && Object.keys(node.properties).length === 0;
