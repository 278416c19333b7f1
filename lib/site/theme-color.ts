/**
 * The browser UI colour (`<meta name="theme-color">`) for each colour mode of the site. The site's
 * own setting decides it, not the system's: the boot script adds the meta for the saved mode before
 * first paint (a meta React rendered would be put back by hydration with its first content, beside
 * the changed one), and the colour switch updates it.
 */
export const THEME_COLOR = { light: '#ffffff', dark: '#16181d' } as const;

/** Sets the theme-color meta of `doc` for `mode`. */
export function applyThemeColor(mode: keyof typeof THEME_COLOR, doc: Document = document) {
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[mode]);
}
