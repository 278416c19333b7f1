import { SearchPageView } from '@/components/search/SearchPageView.client';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
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
  // A shared link with a query: the index head (meta.json, 2 KB) comes down beside the page's
  // JavaScript instead of after it, one round trip less before the results (the local engine's
  // fetch() takes it from the preload); the page's script finds the locale on it and fetches the
  // query's shards while it hydrates (SearchPageView.client.tsx).
  const preload = env.docsearch
    ? null
    : `/[?&]q=[^&]/.test(location.search)&&document.head.appendChild(Object.assign(document.createElement('link'),{id:'${SEARCH_INDEX_HEAD}',rel:'preload',as:'fetch',crossOrigin:'anonymous',href:${JSON.stringify(`${indexUrl(site.basePath, locale)}/meta.json`)}})).setAttribute('data-locale',${JSON.stringify(locale)})`;
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
