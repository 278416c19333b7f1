import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pagePolicy } from '../../lib/site/csp';
import { htmlFiles } from './html-files';
import { compactInlinePayload } from './inline-payload';

/**
 * Each page's Content-Security-Policy as a `<meta http-equiv>` in its own HTML, so it holds on any
 * host: `script-src 'self'` plus the SHA-256 of exactly the inline scripts that page carries
 * (Next's payload scripts, the theme and sidebar boot scripts, the search page's early script),
 * hashed over the final HTML: the post-build step runs after every step that rewrites pages
 * (the search page's chunk deferral among them) and before the service workers record revisions.
 */

/** A `<script>` element: its attributes and text. Next escapes `<` in what it inlines (\u003c). */
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
/** The `type`s a browser runs as script; any other (application/ld+json, Next's deferred type) is data. */
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

/** Base64 SHA-256 of every inline script the browser would run, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1].toLowerCase() ?? '';
    if (!JS_TYPES.has(type)) continue;
    hashes.push(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return hashes;
}

/**
 * The page with its policy meta first in the head, right after the charset (which must stay in the
 * first 1024 bytes); a meta applies only to what follows it. A meta already there is replaced.
 */
export function withCsp(html: string, policy: (hashes: string[]) => string = pagePolicy): string {
  const bare = html.replace(CSP_META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(inlineScriptHashes(bare))}"/>`;
  const charset = /<head[^>]*>\s*<meta charSet="utf-8"\/?>|<head[^>]*>\s*<meta charset="utf-8"\/?>/i.exec(bare) ?? /<head[^>]*>/i.exec(bare);
  if (!charset) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = charset.index + charset[0].length;
  return `${bare.slice(0, at)}${meta}${bare.slice(at)}`;
}

/**
 * Post-build step: every page of the exported folder gets its policy, its inline payload written
 * with less escaping first (scripts/lib/inline-payload.ts: the hashes are of the final scripts);
 * returns pages and hashes written.
 */
export function writeCspMetas(outDir: string): { pages: number; hashes: number } {
  let hashes = 0;
  const pages = htmlFiles(outDir);
  for (const f of pages) {
    const file = path.join(outDir, f);
    const html = withCsp(compactInlinePayload(readFileSync(file, 'utf8')));
    hashes += inlineScriptHashes(html).length;
    writeFileSync(file, html);
  }
  return { pages: pages.length, hashes };
}
