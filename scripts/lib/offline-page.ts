import { bootScript } from '../../components/layout/boot-script';
import { localeConfig, type Locale } from '../../lib/i18n/locales';
import { messages } from '../../lib/i18n/messages';
import { site } from '../../lib/site/config';
import { offlineChoiceKey } from '../../lib/sw/offline-mode';
import { escapeHtml as esc } from '../../lib/text/html';

/**
 * The offline page of one locale: what the worker answers for a page that is not saved when the
 * network is down. Plain HTML with the site's stylesheets and no framework script, so it works with
 * nothing else cached; an inline script lists the pages of the locale that are saved.
 */
export function offlinePageHtml(opts: { locale: Locale; basePath: string; stylesheets: string[]; icon: string; pagesCache: string; precache: string }): string {
  const { locale, basePath, stylesheets, icon, pagesCache, precache } = opts;
  const t = messages[locale].offline;
  const c = t.control;
  const home = `${basePath}/${localeConfig[locale].path ? `${localeConfig[locale].path}/` : ''}`;
  // Lists the pages kept on visits (newest first, 50 at most). In offline mode it says what is saved
  // (MB, pages: those precached and those visited) and offers Remove; otherwise Save, whose link
  // leads to a saved page (the home page if it is one), so that it opens offline too, and with no
  // saved page at all it says that saving needs a connection. Save and Remove never both show.
  const list = `(async function(){var ul=document.getElementById('saved-pages'),none=document.getElementById('saved-none'),save=document.getElementById('offline-save');
try{var c=await caches.open(${JSON.stringify(pagesCache)}),keys=await c.keys(),seen={},n=0,first=null,pages={};
for(var i=keys.length-1;i>=0;i--){var u=new URL(keys[i].url);if(seen[u.pathname])continue;seen[u.pathname]=1;
var r=await c.match(keys[i]);if(!r||!/html/.test(r.headers.get('content-type')||''))continue;pages[u.pathname]=1;
if(u.pathname===${JSON.stringify(home)})first=u.pathname;else if(!first)first=u.pathname;if(n>=50)continue;
var m=/<title>([^<]*)<\\/title>/.exec(await r.text());var a=document.createElement('a');a.href=u.pathname;
a.textContent=m?new DOMParser().parseFromString(m[1],'text/html').documentElement.textContent.replace(${JSON.stringify(` | ${site.title}`)},''):u.pathname;
var li=document.createElement('li');li.appendChild(a);ul.appendChild(li);n++}
if(n){ul.hidden=false;none.hidden=true}
var on=false;try{on=localStorage.getItem(${JSON.stringify(offlineChoiceKey(locale))})==='true'}catch(e){}
var pc=await caches.open(${JSON.stringify(precache)}),pk=await pc.keys(),b=0,held=0;
for(var j=0;j<pk.length;j++){var p=new URL(pk[j].url).pathname;if(/\\/index\\.html$/.test(p)){pages[p.slice(0,-10)]=1;held++}}
if(on&&held){for(var k=0;k<pk.length;k++){var x=await pc.match(pk[k]);if(x)b+=(await x.blob()).size}
var done=document.getElementById('offline-done');done.textContent=${JSON.stringify(c.done)}.replace('{mb}',(b/1048576).toFixed(1)).replace('{pages}',Object.keys(pages).length);
done.hidden=false;document.getElementById('offline-remove').hidden=false;save.hidden=true}
else if(first)save.href=first+'?offlineMode=true';
else if(!navigator.onLine){save.hidden=true;document.getElementById('offline-later').hidden=false}}catch(e){}})();`;
  return `<!DOCTYPE html><html lang="${localeConfig[locale].htmlLang}" dir="${localeConfig[locale].direction}" data-theme="light"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(`${t.title} | ${site.title}`)}</title>
<link rel="icon" href="${esc(icon)}">
${stylesheets.map((h) => `<link rel="stylesheet" href="${esc(h)}">`).join('\n')}
<script>${bootScript(basePath)}</script></head>
<body><main id="main" class="container container-narrow offline-page">
<h1>${esc(t.title)}</h1>
<p>${esc(t.notSaved)}</p>
<p><a class="button button-primary" href="${home}">${esc(t.home)}</a></p>
<h2>${esc(t.saved)}</h2>
<ul id="saved-pages" hidden></ul><p id="saved-none">${esc(t.none)}</p>
<h2>${esc(c.save)}</h2>
<p id="offline-done" hidden></p><p id="offline-later" hidden>${esc(t.saveOnline)}</p>
<p><a id="offline-save" class="button" href="${home}?offlineMode=true">${esc(c.save)}</a><a id="offline-remove" class="button" href="${home}?offlineMode=false" hidden>${esc(c.remove)}</a></p>
</main><script>${list}</script></body></html>
`;
}
