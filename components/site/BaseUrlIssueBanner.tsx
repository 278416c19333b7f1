import { localeConfig, locales } from '@/lib/i18n/locales';
import { site } from '@/lib/site/config';

/**
 * The base path the home page is actually served under, from its address: `/x/` or `/x/en/`
 * give `/x`, the root gives ''. Serialised into the banner's inline script, so it must not use
 * anything outside its own body.
 */
export function suggestedBasePath(pathname: string, localePrefixes: string[]): string {
  let p = pathname.replace(/index\.html$/, '');
  if (!p.endsWith('/')) p += '/';
  for (const prefix of localePrefixes) {
    if (prefix && p.endsWith(`/${prefix}/`)) {
      p = p.slice(0, -(prefix.length + 1));
      break;
    }
  }
  return p.replace(/\/+$/, '');
}

const ID = 'base-url-issue';

/**
 * Developer-facing, on the home pages only (SPEC §6): when the site is served under another path
 * than the one it was built for, every stylesheet and script 404s. The site's stylesheet hides
 * this banner, so it shows exactly when the styles did not load, with the BASE_PATH to build with.
 */
export function BaseUrlIssueBanner() {
  const configured = site.basePath || '(empty)';
  const prefixes = locales.map((l) => localeConfig[l].path).filter(Boolean);
  const script = `(function(){var s=(${suggestedBasePath.toString()})(location.pathname,${JSON.stringify(prefixes)});var e=document.getElementById('${ID}-suggestion');if(e)e.textContent=s||'(empty)';})();`;
  return (
    <div
      id={ID}
      lang="en"
      // Not page text: kept out of the search index and search engines' snippets.
      data-nosnippet=""
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 10000, border: '2px solid #d00', background: '#fff5f5', color: '#400', padding: '1rem', fontFamily: 'system-ui, sans-serif' }}
    >
      <p style={{ fontWeight: 700, margin: '0 0 .5rem' }}>Your site did not load properly.</p>
      <p style={{ margin: '0 0 .5rem' }}>
        A very common reason is a wrong base path: the site was built with BASE_PATH = <code>{configured}</code> but is
        served from another address, so its styles and scripts cannot be found.
      </p>
      <p style={{ margin: 0 }}>
        Try building with BASE_PATH = <code id={`${ID}-suggestion`} suppressHydrationWarning>{configured}</code>
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </div>
  );
}
