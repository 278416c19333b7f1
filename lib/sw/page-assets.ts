/**
 * The files a page's HTML loads to render and hydrate: its scripts and stylesheets under the
 * build's hashed folder (`<basePath>/_next/static/`), in order, once each. The `nomodule` polyfill
 * is left out: no browser that runs a service worker loads it. The worker keeps them with a page
 * handed to it before the page had loaded them (lib/sw/keep.ts, lib/sw/worker.ts).
 */
export function pageAssets(html: string, basePath: string): string[] {
  const prefix = `${basePath}/_next/static/`;
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const url = /^<script/i.test(tag) ? /\ssrc="([^"]+)"/i.exec(tag)?.[1] : /\srel="stylesheet"/i.test(tag) ? /\shref="([^"]+)"/i.exec(tag)?.[1] : undefined;
    if (url?.startsWith(prefix)) found.add(url);
  }
  return [...found];
}
