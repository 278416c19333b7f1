import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPT_TYPE } from '@/lib/search/early-engine';
import { pageAssets } from '@/lib/sw/page-assets';
import { pageScripts } from '@/scripts/lib/js-budget';
import { deferChunks } from '@/scripts/lib/search-early';

// The search pages' chunks of Next's, held back until the early rows are painted
// (scripts/lib/search-early.ts); what the browser does with them is tests/e2e/search-early-paint.spec.ts's to show.
const head = (base: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<link rel="preload" href="${base}/_next/static/media/logo.svg" as="image"/><link rel="stylesheet" href="${base}/_next/static/chunks/a.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${base}/_next/static/chunks/page.js"/>` +
  `<script src="${base}/_next/static/chunks/main.js" async=""></script><script src="${base}/_next/static/chunks/turbopack-x.js" async=""></script>` +
  `<script src="${base}/_next/static/chunks/polyfills.js" noModule=""></script><script>boot()</script></head>` +
  `<body><main></main><script id="_R_">push()</script><script src="${base}/_next/static/chunks/page.js" async=""></script><script src="/elsewhere.js"></script></body></html>`;

describe('deferChunks', () => {
  for (const base of ['', '/inkstone']) {
    it(`holds back every chunk script of Next's, and only those (base path "${base}")`, () => {
      const html = head(base);
      const out = deferChunks(html, base)!;
      const chunks = ['main.js', 'turbopack-x.js', 'page.js'].map((f) => `${base}/_next/static/chunks/${f}`);
      // Each tag keeps its src, with a type no browser runs, first in the head, before the inline script that starts them.
      const tags = chunks.map((src) => `<script type="${DEFERRED_SCRIPT_TYPE}" src="${src}"></script>`).join('');
      expect(out).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta name="viewport"[^>]*>(.*?)<script>!function\(\)\{.*?<\/script><link /);
      expect(/<meta name="viewport"[^>]*>(.*?)<script>!/.exec(out)![1]).toBe(tags);
      expect(out.match(/<script src="[^"]*_next[^"]*"/g)).toEqual([`<script src="${base}/_next/static/chunks/polyfills.js"`]);
      expect(out).toContain('<script src="/elsewhere.js"></script>');
      // The script preload goes; the image preload and the stylesheet stay.
      expect(out).not.toContain('as="script"');
      expect(out).toContain(`<link rel="preload" href="${base}/_next/static/media/logo.svg" as="image"/>`);
      // What reads the HTML for its scripts still sees them.
      expect(pageAssets(out, base).sort()).toEqual(pageAssets(html, base).sort());
      expect(pageScripts(out).sort()).toEqual(pageScripts(html).sort());
    });
  }

  it('leaves a page without chunks of Next alone', () => {
    expect(deferChunks('<html><head><meta charSet="utf-8"/></head><body><script src="/x.js"></script></body></html>', '')).toBeNull();
  });
});
