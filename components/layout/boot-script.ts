import { localeHintBootSource } from '@/lib/i18n/locale-hint';
import { THEME_COLOR } from '@/lib/site/theme-color';

/**
 * Runs inline in <head> before first paint: applies the saved colour mode (and adds its theme-color meta), hides a dismissed
 * announcement, reserves the locale hint's line when it will be shown (so it never shifts the
 * page), and normalises `.../index.html` and `....html` addresses to the clean path.
 * Storage may be unavailable (sandboxed iframe, private mode): everything falls back quietly.
 */
export function bootScript(basePath: string): string {
  return `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}
var t=g('theme')==='dark'?'dark':'light';d.setAttribute('data-theme',t);var m=document.createElement('meta');m.name='theme-color';m.content=${JSON.stringify(THEME_COLOR)}[t];document.head.appendChild(m);
var a=d.getAttribute('data-announcement-id');if(a&&g('announcement-dismissed')===a)d.setAttribute('data-announcement-dismissed','');
${localeHintBootSource()}
var p=location.pathname,c=null;if(/\\/index\\.html$/.test(p))c=p.slice(0,-10);else if(/\\.html$/.test(p)&&p!==${JSON.stringify(basePath + '/404.html')})c=p.slice(0,-5)+'/';
if(c)history.replaceState(history.state,'',c+location.search+location.hash);})();`;
}
