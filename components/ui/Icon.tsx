/**
 * The site's small interface icons (code buttons, social links, back to top, breadcrumbs' home,
 * colour mode, close, locale, menu, search, the docs sidebar's toggle). Each is drawn by the stylesheet (app/icons.css, a mask
 * filled with the text's colour): an inline <svg> cost every page some 300 bytes an icon, twice
 * for a server component (its markup and the inline RSC payload), and a code block's two buttons
 * that much a block; the stylesheet is fetched once for the whole site.
 */
export type IconName =
  | 'wrap' | 'copy' | 'arrow-up' | 'chevron-left' | 'chevron-right' | 'home' | 'sun' | 'moon' | 'close' | 'translate' | 'menu' | 'search'
  | 'github' | 'juejin' | 'twitter' | 'zhihu' | 'email' | 'rss';

/** Decorative: the control that holds it carries the name (an empty span is not announced). */
export function Icon({ name, size = 20 }: { name: IconName; size?: 14 | 16 | 18 | 20 | 22 | 26 }) {
  return <span className={`icon icon-${name}${size === 20 ? '' : ` s${size}`}`} />;
}
