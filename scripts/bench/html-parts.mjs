// What every page's HTML is made of: bytes per page type, and within them per part (the inline
// RSC payload, the head, the navbar, the docs sidebar, inline SVG, JSON-LD, the main column, ...),
// summed over all pages, so the largest repeated parts show. The RSC payload is also split by row
// kind (module references, hints, text rows, element trees).
// Usage: node scripts/bench/html-parts.mjs [dir] [--json]   (default out/)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromHtml } from 'hast-util-from-html';

/** The page type of an HTML file's path inside out/ (locale prefix removed). */
export function pageType(rel) {
  const p = rel.replace(/^en\//, '').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  if (p === '') return 'home';
  if (/^blog$|^blog\/page\/\d+$/.test(p)) return 'blog list';
  if (p === 'blog/archive') return 'blog archive';
  if (p === 'blog/tags') return 'blog tag index';
  if (/^blog\/tags\//.test(p)) return 'blog tag';
  if (/^blog\//.test(p)) return 'post';
  if (p === 'docs/tags') return 'doc tag index';
  if (/^docs\/tags\//.test(p)) return 'doc tag';
  if (/^docs\/category\//.test(p)) return 'doc category';
  if (/^docs(\/|$)/.test(p)) return 'doc';
  return 'other';
}

/** The part an element starts, by its tag and class; null when it belongs to its parent's part. */
function partOf(el) {
  const cls = [].concat(el.properties?.className ?? []);
  const has = (c) => cls.includes(c);
  if (el.tagName === 'script') {
    if (el.properties?.type === 'application/ld+json') return 'json-ld';
    if (el.properties?.src) return 'script src';
    const text = el.children.map((c) => c.value ?? '').join('');
    return text.includes('self.__next_f') ? 'rsc payload' : 'inline script';
  }
  if (el.tagName === 'head') return 'head';
  if (el.tagName === 'svg') return 'svg';
  if (el.tagName === 'header' && has('navbar')) return 'navbar';
  if (has('mobile-sidebar')) return 'mobile menu';
  if (has('announcement')) return 'announcement';
  if (el.tagName === 'aside' && has('docs-sidebar')) return 'docs sidebar';
  if (has('docs-toc') || has('toc')) return 'toc';
  if (el.tagName === 'footer') return 'footer';
  if (el.tagName === 'main') return 'main';
  if (el.tagName === 'nav' && has('breadcrumbs')) return 'breadcrumbs';
  if (has('profile-card')) return 'profile card';
  return null;
}

/** Bytes of `html` by part: each element's span goes to the innermost part it lies in. */
export function htmlParts(html) {
  const tree = fromHtml(html);
  const parts = {};
  const add = (k, n) => (parts[k] = (parts[k] ?? 0) + n);
  // Returns the span of `node` claimed by parts at or below it.
  const visit = (node, inPart) => {
    let claimed = 0;
    const own = node.type === 'element' ? partOf(node) : null;
    for (const child of node.children ?? []) claimed += visit(child, own ?? inPart);
    if (own && node.position) {
      const span = node.position.end.offset - node.position.start.offset;
      add(own, span - claimed);
      return span;
    }
    return claimed;
  };
  const claimed = visit(tree, null);
  add('other markup', html.length - claimed);
  return parts;
}

/**
 * The inline RSC payload's text: the strings pushed to self.__next_f, as JSON strings (Next) or
 * template literals (the post-build's, scripts/lib/inline-payload.ts: escapes are \uXXXX or a
 * backslash before the character itself).
 */
export function rscText(html) {
  let out = '';
  for (const m of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\[\s\S])*`)\]\)/g)) {
    out += m[1][0] === '"' ? JSON.parse(m[1]) : m[1].slice(1, -1).replace(/\\(u[0-9a-f]{4}|[\s\S])/g, (_, e) => (e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e));
  }
  return out;
}

/** The payload's rows by kind: I (module references), HL (hints), T (text), tree (elements, data). */
export function rscRows(text) {
  const kinds = {};
  let i = 0;
  while (i < text.length) {
    const colon = text.indexOf(':', i);
    if (colon < 0) break;
    let j = colon + 1;
    let kind;
    let end;
    if (text[j] === 'T') {
      const comma = text.indexOf(',', j);
      const len = parseInt(text.slice(j + 1, comma), 16);
      // The length counts UTF-8 bytes.
      const body = Buffer.from(text.slice(comma + 1), 'utf8').subarray(0, len).toString('utf8');
      end = comma + 1 + body.length;
      kind = 'T text';
    } else {
      end = text.indexOf('\n', j);
      if (end < 0) end = text.length;
      kind = text[j] === 'I' ? 'I modules' : text.startsWith('HL', j) ? 'HL hints' : text[j] === '[' || text[j] === '{' ? 'tree/data' : `other (${text[j]})`;
      end += 1;
    }
    kinds[kind] = (kinds[kind] ?? 0) + Buffer.byteLength(text.slice(i, end));
    i = end;
  }
  return kinds;
}

function* htmlFiles(dir, rel = '') {
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) yield* htmlFiles(dir, r);
    else if (e.name.endsWith('.html')) yield r;
  }
}

export function benchHtmlParts(dir = 'out') {
  const types = {};
  const parts = {};
  const rows = {};
  for (const rel of htmlFiles(dir)) {
    const html = readFileSync(path.join(dir, rel), 'utf8');
    const bytes = Buffer.byteLength(html);
    const t = (types[pageType(rel)] ??= { pages: 0, bytes: 0, parts: {} });
    t.pages += 1;
    t.bytes += bytes;
    // Parts in characters, scaled to bytes (Chinese text is 3 bytes a character).
    const p = htmlParts(html);
    const scale = bytes / html.length;
    for (const [k, n] of Object.entries(p)) {
      parts[k] = (parts[k] ?? 0) + n * scale;
      t.parts[k] = (t.parts[k] ?? 0) + n * scale;
    }
    for (const [k, n] of Object.entries(rscRows(rscText(html)))) rows[k] = (rows[k] ?? 0) + n;
  }
  return { types, parts, rows };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function printHtmlParts({ types, parts, rows }) {
  const total = Object.values(types).reduce((s, t) => s + t.bytes, 0);
  const pages = Object.values(types).reduce((s, t) => s + t.pages, 0);
  console.log(`HTML: ${pages} files, ${(total / 1024 / 1024).toFixed(1)} MB, ${kb(total / pages)} a page`);
  console.log('by page type (pages, average):');
  for (const [k, t] of Object.entries(types).sort((a, b) => b[1].bytes - a[1].bytes)) {
    const top = Object.entries(t.parts).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([p, n]) => `${p} ${kb(n / t.pages)}`).join(', ');
    console.log(`  ${k.padEnd(16)} ${String(t.pages).padStart(4)}  ${kb(t.bytes / t.pages).padStart(9)}   (${top})`);
  }
  console.log('by part (all pages, average a page, share):');
  for (const [k, n] of Object.entries(parts).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(16)} ${kb(n / pages).padStart(9)}  ${((100 * n) / total).toFixed(1).padStart(5)} %`);
  const rsc = Object.values(rows).reduce((s, n) => s + n, 0);
  console.log(`inline RSC payload rows (decoded, ${kb(rsc / pages)} a page):`);
  for (const [k, n] of Object.entries(rows).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(16)} ${kb(n / pages).padStart(9)}  ${((100 * n) / rsc).toFixed(1).padStart(5)} %`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const r = benchHtmlParts(args.find((a) => !a.startsWith('--')) ?? 'out');
  if (args.includes('--json')) console.log(JSON.stringify(r, null, 2));
  else printHtmlParts(r);
}
