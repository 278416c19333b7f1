import en from '@/messages/search/en.json';
import zhCN from '@/messages/search/zh-CN.json';

/** The search texts of the dialog and the search page (messages/search/), zh-CN defining the shape. */
export type SearchTexts = typeof zhCN;
const byLocale: Record<string, SearchTexts> = { 'zh-CN': zhCN, en };

/**
 * The search texts of a locale, for client code: imported by the search dialog's own chunk,
 * fetched when a reader shows intent to search, so pages do not carry them in their payload.
 */
export function searchTexts(locale: string): SearchTexts {
  return byLocale[locale] ?? zhCN;
}

/** Every text of the search dialog and page: the locale's search texts and the setup's own. */
export function searchLabels<L extends object>(setup: { locale: string; labels: L }): SearchTexts & L {
  return { ...searchTexts(setup.locale), ...setup.labels };
}
