import { bootScript } from '../../components/layout/boot-script';
import { localeConfig, type Locale } from '../../lib/i18n/locales';
import { messages } from '../../lib/i18n/messages';
import { site } from '../../lib/site/config';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The offline page of one locale: what the worker answers for a page that is not saved when the
 * network is down. Plain HTML with the site's stylesheets and no framework script, so it works with
 * nothing else cached; an inline script lists the pages of the locale that are saved.
 */
export function offlinePageHtml(opts: { locale: Locale; basePath: string; stylesheets: string[]; pagesCache: string }): string {
  const { locale, basePath, stylesheets, pagesCache } = opts;
  const t = messages[locale].offline;
  const home = `${basePath}/${localeConfig[locale].path ? `${localeConfig[locale].path}/` : ''}`;
  const list = `(async function(){var ul=document.getElementById('saved-pages'),none=document.getElementById('saved-none');
try{var c=await caches.open(${JSON.stringify(pagesCache)}),keys=await c.keys(),seen={},n=0;
for(var i=keys.length-1;i>=0&&n<50;i--){var u=new URL(keys[i].url);if(seen[u.pathname])continue;seen[u.pathname]=1;
var r=await c.match(keys[i]);if(!r||!/html/.test(r.headers.get('content-type')||''))continue;
var m=/<title>([^<]*)<\\/title>/.exec(await r.text());var a=document.createElement('a');a.href=u.pathname;
a.textContent=m?new DOMParser().parseFromString(m[1],'text/html').documentElement.textContent.replace(${JSON.stringify(` | ${site.title}`)},''):u.pathname;
var li=document.createElement('li');li.appendChild(a);ul.appendChild(li);n++}
if(n){ul.hidden=false;none.hidden=true}}catch(e){}})();`;
  return `<!DOCTYPE html><html lang="${localeConfig[locale].htmlLang}" dir="${localeConfig[locale].direction}" data-theme="light"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(`${t.title} | ${site.title}`)}</title>
<link rel="icon" href="${basePath}/img/favicon.svg">
${stylesheets.map((h) => `<link rel="stylesheet" href="${esc(h)}">`).join('\n')}
<script>${bootScript(basePath)}</script></head>
<body><main id="main" class="container container-narrow offline-page">
<h1>${esc(t.title)}</h1>
<p>${esc(t.notSaved)}</p>
<p><a class="button button-primary" href="${home}">${esc(t.home)}</a></p>
<h2>${esc(t.saved)}</h2>
<ul id="saved-pages" hidden></ul><p id="saved-none">${esc(t.none)}</p>
</main><script>${list}</script></body></html>
`;
}
