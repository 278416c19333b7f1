import { localeConfig, type Locale } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { env } from '@/lib/site/env';
import { site } from '@/lib/site/config';
import type { SearchSetup } from '@/components/search/SearchModal';

/** Where 'Let us know.' points: a new issue on the site's GitHub repository, else the about page. */
function reportUrl(locale: Locale): string {
  const repo = site.editUrl && /^(https:\/\/github\.com\/[^/]+\/[^/]+)/.exec(site.editUrl)?.[1];
  return repo ? `${repo}/issues/new?title=${encodeURIComponent('Search: ')}{query}` : localePath(locale, '/about');
}

/** What the search button, modal and page need from the server (plain data; every page carries it). */
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
