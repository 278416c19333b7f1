import { SearchPageView } from '@/components/search/SearchPageView.client';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { EARLY_URL_PLACEHOLDER, searchPageHeadScript } from '@/lib/search/early-engine';
import { searchTexts } from '@/lib/search/labels';
import { indexUrl } from '@/lib/search/local';
import { searchSetup } from '@/lib/search/setup';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/config';
import { SEARCH_INDEX_HEAD } from '@/lib/site/constants';
import { env } from '@/lib/site/env';

export function searchMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/search', title: t('search.pageTitle') });
}

/** /search?q=...: static shell; the query is read and searched in the browser (it says so without JavaScript). */
export function SearchPage({ locale }: { locale: Locale }) {
  // A shared link with a query: the early engine (a classic script, lib/search/early-engine.ts)
  // starts while the HTML is parsed, beside the page's JavaScript instead of after it; its worker
  // fetches the index head, the query's shards and its first results' texts and ranks them
  // without waiting for the page's main thread, and paints them into the static page while
  // hydration waits for it (lib/search/early-rows.ts). The build writes the engine's URL in place of the
  // placeholder (scripts/lib/search-early.ts); without it (`next dev`) the index head is preloaded.
  const preload = env.docsearch
    ? null
    : searchPageHeadScript({
        locale,
        earlyUrl: EARLY_URL_PLACEHOLDER,
        devHead: process.env.NODE_ENV === 'production' ? undefined : { metaUrl: `${indexUrl(site.basePath, locale)}/meta.json`, id: SEARCH_INDEX_HEAD },
      });
  return (
    <div className="container container-narrow">
      {preload && <script dangerouslySetInnerHTML={{ __html: preload }} />}
      <SearchPageView setup={searchSetup(locale)} texts={searchTexts(locale)} />
      <noscript>
        {/* The space kept for results (no layout shift while they load) has nothing to hold without JavaScript. */}
        <style>{'.search-page-body{min-height:0}'}</style>
        <p className="search-noscript" role="alert">{getT(locale)('search.needsJavaScript')}</p>
      </noscript>
    </div>
  );
}
