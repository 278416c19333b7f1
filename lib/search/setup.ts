import { localeConfig, type Locale } from '@/lib/i18n/locales';
import { messages, type Messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { env } from '@/lib/site/env';
import { site } from '@/lib/site/config';
import type { DocSearchConfig } from '@/lib/search/docsearch';
import type { SearchTexts } from '@/lib/search/labels';

/** What the search button, modal and page need from the server (plain data; every page carries it). */
export type SearchSetup = {
  locale: string;
  htmlLang: string;
  /** What the page itself shows (the button) and the '中文' badge's texts; the rest of the search texts come with the dialog's chunk (`searchLabels`). */
  labels: Pick<SearchTexts, 'button' | 'unavailable'> & Pick<Messages['common'], 'inChinese' | 'inChineseTitle'>;
  /** Locale search page path, e.g. /en/search/ */
  searchPage: string;
  /** Where 'Let us know.' points; `{query}` is replaced. */
  reportUrl: string;
  docsearch?: DocSearchConfig;
};

/** Where 'Let us know.' points: a new issue on the site's GitHub repository, else the about page. */
function reportUrl(locale: Locale): string {
  const repo = site.editUrl && /^(https:\/\/github\.com\/[^/]+\/[^/]+)/.exec(site.editUrl)?.[1];
  return repo ? `${repo}/issues/new?title=${encodeURIComponent('Search: ')}{query}` : localePath(locale, '/about');
}

/** The search setup of a locale's pages. */
export function searchSetup(locale: Locale): SearchSetup {
  return {
    locale,
    htmlLang: localeConfig[locale].htmlLang,
    // The other search texts come with the dialog's chunk (lib/search/labels.ts).
    labels: { button: messages[locale].search.button, unavailable: messages[locale].search.unavailable, inChinese: messages[locale].common.inChinese, inChineseTitle: messages[locale].common.inChineseTitle },
    searchPage: localePath(locale, '/search'),
    reportUrl: reportUrl(locale),
    docsearch: env.docsearch,
  };
}
