/**
 * Whether to offer the reader this page in the other locale (a static host cannot negotiate the
 * language, so the page does it): only when the browser's languages prefer a site locale other
 * than the page's, the reader has never chosen a locale here nor dismissed the hint, and the
 * visitor is not a crawler.
 */

/** Local-storage key of the reader's locale choice (set by the locale menu and the hint's link). */
export const LOCALE_CHOICE_KEY = 'locale-choice';
/** Local-storage key set when the reader closes the hint. */
export const LOCALE_HINT_DISMISSED_KEY = 'locale-hint-dismissed';
/** Attribute the boot script sets on <html> (before first paint) to the locale to offer. */
export const LOCALE_HINT_ATTR = 'data-locale-hint';
/**
 * Attribute of a page's article when the other locale has no version of its body in its own
 * language (a post or note with no translation): the hint then does not offer the page, it says
 * what the other locale does have. Its value is the section, 'blog' or 'docs': the hint points to
 * what that section has in the reader's language.
 */
export const NO_TRANSLATION_ATTR = 'data-no-translation';

export type LocaleHintInput = {
  /** Locale of the page (its <html lang>). */
  current: string;
  /** navigator.languages, most preferred first. */
  languages: readonly string[];
  /** The stored choice, if any. */
  chosen: string | null;
  dismissed: boolean;
  userAgent: string;
};

/**
 * The locale to offer, or null. Runs in the boot script before first paint, so it is written to
 * be self-contained: it refers to nothing outside its own body (the script embeds its source).
 */
export function localeHint(input: LocaleHintInput): 'zh-CN' | 'en' | null {
  if (input.chosen || input.dismissed) return null;
  if (/bot|crawl|spider|slurp|bingpreview|facebookexternalhit|inspectiontool/i.test(input.userAgent)) return null;
  for (const tag of input.languages) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    const preferred = primary === 'zh' ? 'zh-CN' : primary === 'en' ? 'en' : null;
    if (preferred) return preferred === input.current ? null : preferred;
  }
  return null;
}

/** The boot-script statement that sets LOCALE_HINT_ATTR on <html> `d`, reading storage through `g`. */
export function localeHintBootSource(): string {
  return `try{var h=(${localeHint.toString()})({current:d.lang,languages:navigator.languages||[navigator.language],chosen:g(${JSON.stringify(
    LOCALE_CHOICE_KEY,
  )}),dismissed:g(${JSON.stringify(LOCALE_HINT_DISMISSED_KEY)})!==null,userAgent:navigator.userAgent||''});if(h)d.setAttribute(${JSON.stringify(
    LOCALE_HINT_ATTR,
  )},h)}catch(e){}`;
}
