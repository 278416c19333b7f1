import { SearchPageView } from '@/components/search/SearchPageView.client';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { searchTexts } from '@/lib/search/labels';
import { searchSetup } from '@/lib/search/setup';
import { pageMetadata } from '@/lib/seo/metadata';

export function searchMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/search', title: t('search.pageTitle') });
}

/** /search?q=...: static shell; the query is read and searched in the browser (it says so without JavaScript). */
export function SearchPage({ locale }: { locale: Locale }) {
  return (
    <div className="container container-narrow">
      <SearchPageView setup={searchSetup(locale)} texts={searchTexts(locale)} />
      <noscript>
        {/* The space kept for results (no layout shift while they load) has nothing to hold without JavaScript. */}
        <style>{'.search-page-body{min-height:0}'}</style>
        <p className="search-noscript" role="alert">{getT(locale)('search.needsJavaScript')}</p>
      </noscript>
    </div>
  );
}
