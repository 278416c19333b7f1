import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { VERSION_CONFIGS, versionOfPath } from '../../lib/content/docs-version';
import { locales, type Locale } from '../../lib/i18n/locales';
import { messages } from '../../lib/i18n/messages';
import { getRoutes, type RouteKind } from '../../lib/routes/table';
import { normalize, tokenize } from '../../lib/search/tokenize';
import { W_HEADING, W_TITLE, type Chunk, type IndexMeta, type PageHead, type PageKind, type Shard } from '../../lib/search/types';
import { packName, pieceName, splitPack } from '../../lib/search/pack';
import { encodePiece } from './search-piece';
import { PRECACHE_FILE_LIMIT } from '../../lib/sw/config';
import { resolveTarget } from './check-links';

/** Pages that only list other pages: their text would make every query match them. */
const SKIPPED: RouteKind[] = ['blogList', 'blogArchive', 'blogTags', 'blogTag', 'docCategory', 'docTags', 'docTag', 'search'];
const MAX_TEXT = 6000;

type Rec = { anchor: string; level: number; headings: string[]; text: string };
/** `lang`: the `lang` of the page's <article> (set where the body's language is not the page's). */
export type ExtractedPage = { title: string; description: string; crumbs: string[]; records: Rec[]; lang?: string };

const BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'pre', 'table', 'tr', 'td', 'th', 'section', 'article', 'blockquote', 'figure', 'figcaption', 'br', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'details', 'summary']);
const DROP = new Set(['script', 'style', 'svg', 'button', 'nav', 'aside', 'footer', 'form', 'noscript', 'template', 'iframe']);

const classes = (el: Element): string[] => {
  const c: unknown = el.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};

/**
 * Left out of the index: chrome and controls (DROP), heading anchors, and what a page marks
 * `data-nosnippet` (the attribute search engines honour too), such as the home page's hidden
 * base-path banner, whose text would otherwise match queries and show in snippets.
 */
const dropped = (el: Element): boolean => DROP.has(el.tagName) || classes(el).includes('hash-link') || el.properties?.dataNosnippet !== undefined;

function find(node: Root | Element, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Root | Element, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

function text(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && dropped(node)) return '';
  const inner = node.children.map(text).join('');
  return node.type === 'element' && BLOCK.has(node.tagName) ? ` ${inner} ` : inner;
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const ATTR = /([^\s=>/]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * A small parser for the markup React emits (well formed, quoted attributes): a hast-shaped tree
 * with only class, id, name, content, lang and data-nosnippet kept. Much faster than a spec parser over hundreds of pages.
 */
export function parseHtml(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  let last = 0;
  const pushText = (s: string) => {
    if (s) (stack[stack.length - 1].children as ElementContent[]).push({ type: 'text', value: decodeEntities(s) });
  };
  for (const m of html.matchAll(TAG)) {
    pushText(html.slice(last, m.index));
    last = m.index! + m[0].length;
    if (!m[3]) continue;
    const tag = m[3].toLowerCase();
    if (m[2]) {
      const at = stack.findLastIndex((n) => n.type === 'element' && n.tagName === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const properties: Record<string, string | string[]> = {};
    for (const a of (m[4] ?? '').matchAll(ATTR)) {
      const value = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      if (a[1] === 'class') properties.className = value.split(/\s+/).filter(Boolean);
      else if (a[1] === 'id' || a[1] === 'name' || a[1] === 'content' || a[1] === 'lang') properties[a[1]] = value;
      else if (a[1] === 'data-nosnippet') properties.dataNosnippet = value;
    }
    const el: Element = { type: 'element', tagName: tag, properties, children: [] };
    (stack[stack.length - 1].children as ElementContent[]).push(el);
    if (!VOID.has(tag) && !m[5]) stack.push(el);
  }
  pushText(html.slice(last));
  return root;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Title, description, breadcrumbs and per-heading records of one exported page. */
export function extractPage(html: string): ExtractedPage | null {
  // Parse only <main> (the head and the inline RSC payload are most of the bytes).
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return null;
  const tree = parseHtml(html.slice(start, end + 7));
  const main = find(tree, (el) => el.tagName === 'main');
  if (!main) return null;
  const h1 = find(main, (el) => el.tagName === 'h1');
  const title = h1 ? squash(text(h1)) : '';
  const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  const crumbNav = find(main, (el) => el.tagName === 'nav' && classes(el).includes('breadcrumbs'));
  const crumbs = crumbNav
    ? findAll(crumbNav, (el) => el.tagName === 'li').map((li) => squash(text({ ...li, tagName: 'span' }))).filter(Boolean).slice(0, -1)
    : [];
  const root = find(main, (el) => classes(el).includes('markdown')) ?? main;

  const records: Rec[] = [{ anchor: '', level: 1, headings: [], text: '' }];
  const stack: string[] = [];
  const walk = (node: ElementContent) => {
    if (node.type === 'text') {
      records[records.length - 1].text += node.value;
      return;
    }
    if (node.type !== 'element') return;
    if (dropped(node) || node.tagName === 'h1') return;
    const m = /^h([2-4])$/.exec(node.tagName);
    const id = node.properties?.id;
    if (m && id) {
      const level = Number(m[1]);
      const heading = squash(text(node));
      stack.length = level - 2;
      while (stack.length < level - 2) stack.push('');
      stack.push(heading);
      records.push({ anchor: String(id), level, headings: stack.filter(Boolean), text: '' });
      return;
    }
    const block = BLOCK.has(node.tagName);
    if (block) records[records.length - 1].text += ' ';
    node.children.forEach(walk);
    if (block) records[records.length - 1].text += ' ';
  };
  root.children.forEach(walk);
  for (const r of records) r.text = squash(r.text).slice(0, MAX_TEXT);
  if (description && !records[0].text.includes(description)) records[0].text = squash(`${description} ${records[0].text}`);
  const article = find(main, (el) => el.tagName === 'article' && (classes(el).includes('doc') || classes(el).includes('post')));
  const lang = article?.properties?.lang;
  return ownStrings({ title, description, crumbs, records, ...(typeof lang === 'string' && lang ? { lang } : {}) });
}

/**
 * `value` with strings of its own. V8 keeps a slice of a string (13 characters or more) as a view
 * of the whole, so a title, an anchor or a description cut from a page's HTML held that whole page
 * alive while the locale's index was built: 30.2 MB of heap for zh-CN's 180 pages at ×1, 6.3 MB
 * copied (issue 49, memory at ×8). With the two cuts in buildLocaleIndex (the absolute postings
 * dropped once the shards' deltas exist; the hash read piece by piece, not from one string of the
 * whole index), the post-build's peak at ×8 (3,700 pages) fell from 1,147 to 616 MB of RSS.
 */
function ownStrings<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function kindOf(kind: RouteKind): PageKind {
  if (kind === 'blogPost') return 'blog';
  if (kind === 'doc' || kind === 'docsRoot') return 'doc';
  return 'page';
}

function versionOf(kind: PageKind, pathName: string): string {
  if (kind !== 'doc') return '';
  return versionOfPath(pathName, VERSION_CONFIGS)?.name ?? VERSION_CONFIGS[0].name;
}

/**
 * `files`: the pieces a query fetches (meta, shards, chunks); `bytes`: as written to out/ (pieces
 * gzipped); `textBytes`: their JSON; `gzipBytes`: as a host sends them (meta.json gzipped, pieces as
 * stored); `pack*`: offline mode's copy of the stored pieces, in `packParts` files.
 */
export type IndexStats = { locale: Locale; pages: number; records: number; terms: number; shards: number; chunks: number; files: number; bytes: number; textBytes: number; gzipBytes: number; metaGzip: number; packBytes: number; packParts: number };

/**
 * What the pieces aim at (issue 49: a host takes so many files, and every file is a request).
 * `shard`: raw JSON bytes of a term shard (a query fetches the one or two its words fall into);
 * `chunk`: characters of a text chunk (a result shown fetches the chunk holding it). A chunk runs
 * on from one page to the next: the trade is that a result shown downloads its neighbours' text
 * too. A large site raises both (`PIECE_COUNTS`, `scaledTargets`).
 */
export const PIECE_TARGETS = { shard: 10 * 1024, chunk: 2500, pack: PRECACHE_FILE_LIMIT };

/**
 * How many shards and chunks a locale's index writes at most, a fixed number of buckets: past these
 * counts the pieces grow in size, not in number, so an added page adds almost no file to `out/`
 * (issue 49: a host takes 20,000 files; at 3,000 characters a chunk, a site of 7,500 pages wrote
 * about 15,000 pieces). Today's content (180 pages a locale) fills them at the targets above, so a
 * first query costs what it did (24 to 41 KiB in `node scripts/bench/pagefind.mjs`); at ten times
 * the content a chunk holds about ten times the text (25,000 characters) and a shown result
 * downloads more of its neighbours', a shard about three times the postings.
 */
export const PIECE_COUNTS = { shards: 150, chunks: 350 };

/**
 * The targets for a corpus of `chunkChars` characters of text chunks and `shardBytes` bytes of term
 * shards (as `buildLocaleIndex` measures them): the base targets, raised so that the pieces stay
 * within `counts`.
 */
export function scaledTargets(chunkChars: number, shardBytes: number, base = PIECE_TARGETS, counts = PIECE_COUNTS) {
  return { ...base, chunk: Math.max(base.chunk, Math.ceil(chunkChars / counts.chunks)), shard: Math.max(base.shard, Math.ceil(shardBytes / counts.shards)) };
}

/**
 * Where a piece opened at running total `at` (its first entry included) ends: a multiple of
 * `step`, at least one step past the previous piece's end `limit`. The k-th piece opens past the
 * (k-1)-th step, so a corpus of `total` has at most `total / step` pieces (rounded up); a piece
 * ends near the next step whatever size its entries are.
 */
const nextLimit = (limit: number, at: number, step: number) => Math.max(limit + step, (Math.floor(at / step) + 1) * step);

/**
 * Builds the index of one locale from pages already parsed. Pure: returns the files to write:
 * `meta.json` (the head: record count, page and chunk boundaries, docs versions, the first term
 * of each shard), `<hash>.t<k>.bin` term shards (sorted term ranges, so a word and the words it
 * starts are in one or two neighbouring shards) and `<hash>.c<k>.bin` text chunks (the records
 * of consecutive pages, with what a result shows of them and of their pages). `files`: their JSON;
 * `stored`: the pieces as written (gzipped, `encodePiece`); `packs`: offline mode's copy of those.
 */
export function buildLocaleIndex(locale: Locale, pages: { url: string; kind: PageKind; version: string; page: ExtractedPage }[], base = PIECE_TARGETS, counts = PIECE_COUNTS) {
  const meta: IndexMeta = { format: 3, locale, hash: '', records: 0, pages: [], versions: [], pageVersions: [], shards: [], chunks: [] };
  const terms = new Map<string, number[]>();
  /** What the phrase bonus compares: a top record's title, another record's own heading (normalised). */
  const fields: string[] = [];
  const chunks: Chunk[] = [];
  const add = (rec: number, text: string, bit: number) => {
    const counts = new Map<string, number>();
    for (const t of tokenize(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, n] of counts) {
      let list = terms.get(t);
      if (!list) terms.set(t, (list = []));
      const last = list.length - 2;
      if (last >= 0 && list[last] === rec) list[last + 1] |= bit | (bit ? 0 : Math.min(15, n));
      else list.push(rec, bit | (bit ? 0 : Math.min(15, n)));
    }
  };
  const headOf = (url: string, kind: PageKind, page: ExtractedPage): PageHead => [url, page.title, kind, page.crumbs, page.lang && page.lang !== locale ? page.lang : ''];
  const recordSize = (r: Rec) => r.text.length + r.anchor.length + r.headings.join('').length + 16;
  // What the chunks hold in all (a page's head counted once), for the targets of this corpus.
  let chunkChars = 0;
  for (const { url, kind, page } of pages) chunkChars += JSON.stringify(headOf(url, kind, page)).length + page.records.reduce((n, r) => n + recordSize(r), 0);
  let targets = scaledTargets(chunkChars, 0, base, counts);
  let rec = 0;
  let prevFirst = 0;
  let prevChunk = 0;
  let chunk: Chunk | null = null;
  let size = 0;
  /**
   * What the chunks hold so far, measured as `chunkChars` is: a chunk closes where this running
   * total would pass `limit` (`nextLimit`), so there are at most `chunkChars / target` of them
   * (rounded up) however the records fall.
   */
  let placed = 0;
  let limit = 0;
  for (const { url, kind, version, page } of pages) {
    meta.pages.push(rec - prevFirst);
    prevFirst = rec;
    const first = rec;
    let v = meta.versions.indexOf(version);
    if (v < 0) v = meta.versions.push(version) - 1;
    meta.pageVersions.push(v);
    const head = headOf(url, kind, page);
    page.records.forEach((r, i) => {
      if (!chunk || (size && placed + recordSize(r) > limit)) {
        limit = nextLimit(limit, placed + recordSize(r), targets.chunk);
        chunks.push((chunk = { p: {}, r: {} }));
        meta.chunks.push(rec - prevChunk);
        prevChunk = rec;
        size = 0;
      }
      if (i === 0) placed += JSON.stringify(head).length;
      placed += recordSize(r);
      if (!chunk.p[first]) {
        chunk.p[first] = head;
        size += JSON.stringify(head).length;
      }
      chunk.r[rec] = [r.anchor, r.headings, r.text];
      size += recordSize(r);
      add(rec, r.text, 0);
      if (i === 0) add(rec, page.title, W_TITLE);
      else add(rec, r.headings[r.headings.length - 1] ?? '', W_HEADING);
      fields[rec] = normalize(i === 0 ? page.title : (r.headings[r.headings.length - 1] ?? ''));
      rec++;
    });
  }
  meta.records = rec;
  // Term shards: sorted terms cut into ranges of about `targets.shard` bytes, each term's postings
  // as deltas; the target is raised for a large corpus (`counts.shards`).
  const termCount = terms.size;
  const sorted = [...terms].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([t, list]) => {
    const out: number[] = [];
    const titled: number[] = [];
    let prev = 0;
    for (let i = 0; i < list.length; i += 2) {
      out.push(list[i] - prev, list[i + 1]);
      prev = list[i];
      if (list[i + 1] & (W_TITLE | W_HEADING)) titled.push(list[i]);
    }
    return { t, out, titled, bytes: t.length + out.join(',').length + 6 };
  });
  // The postings as deltas are all the shards need: the absolute lists can go (memory at ×8).
  terms.clear();
  // The bytes of all shards, a title or heading counted once a term (an upper bound: a shard holds each once).
  const shardBytes = sorted.reduce((n, e) => n + e.bytes + e.titled.reduce((m, r) => m + fields[r].length * 2 + 8, 0), 0);
  targets = scaledTargets(chunkChars, shardBytes, base, counts);
  const shards: Shard[] = [];
  // As for chunks: a shard closes where the running total would pass the next multiple of the target.
  size = 0;
  limit = 0;
  let total = 0;
  for (const { t, out, titled, bytes } of sorted) {
    if (!shards.length || (size && total + bytes > limit)) {
      limit = nextLimit(limit, total + bytes, targets.shard);
      shards.push({ t: {}, f: {} });
      meta.shards.push(shards.length === 1 ? '' : t);
      size = 0;
    }
    const shard = shards[shards.length - 1];
    for (const r of titled) {
      if (r in shard.f) continue;
      shard.f[r] = fields[r];
      size += fields[r].length * 2 + 8;
      total += fields[r].length * 2 + 8;
    }
    shard.t[t] = out;
    size += bytes;
    total += bytes;
  }
  if (!shards.length) {
    shards.push({ t: {}, f: {} });
    meta.shards.push('');
  }
  // The hash names every piece after what the index holds, read piece by piece (one string of the
  // whole index was 50 MB of heap a locale at ×8).
  const shardTexts = shards.map((s) => JSON.stringify(s));
  const chunkTexts = chunks.map((c) => JSON.stringify(c));
  const hash = createHash('sha1').update(JSON.stringify(meta));
  for (const text of [...shardTexts, ...chunkTexts]) hash.update(text);
  meta.hash = hash.digest('hex').slice(0, 10);
  const files: [string, string][] = [['meta.json', JSON.stringify(meta)]];
  shardTexts.forEach((s, k) => files.push([pieceName(meta.hash, 't', k), s]));
  chunkTexts.forEach((c, k) => files.push([pieceName(meta.hash, 'c', k), c]));
  // The pieces as written to out/: gzipped (issue 49: the index was 23 KB of every page's 199).
  const encoded = { t: shardTexts.map(encodePiece), c: chunkTexts.map(encodePiece) };
  const stored: [string, Uint8Array][] = [...encoded.t.map((b, k) => [pieceName(meta.hash, 't', k), b] as [string, Uint8Array]), ...encoded.c.map((b, k) => [pieceName(meta.hash, 'c', k), b] as [string, Uint8Array])];
  // Offline mode's copy of the stored pieces, in one file or, past the precache's file size limit,
  // a few (lib/search/pack.ts).
  const packs = splitPack(meta.hash, encoded.t, encoded.c, targets.pack).map((bytes, k): [string, Uint8Array] => [packName(meta.hash, k), bytes]);
  return { meta, files, stored, packs, terms: termCount, targets };
}

type IndexedPage = { url: string; kind: PageKind; version: string; page: ExtractedPage };

/** The pages of out/ a locale's index holds, parsed. */
export function indexedPages(outDir: string, locale: Locale): IndexedPage[] {
  const list: IndexedPage[] = [];
  const seen = new Set<string>();
  for (const route of getRoutes()) {
    if (route.locale !== locale || route.hidden || SKIPPED.includes(route.kind)) continue;
    const file = resolveTarget(outDir, route.href);
    if (!file) continue;
    const page = extractPage(readFileSync(file, 'utf8'));
    if (!page || !page.title) continue;
    // The docs root shows a doc that also has its own path: index it once.
    const key = `${page.title}\0${page.records.map((r) => r.text).join('').length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = kindOf(route.kind);
    if (kind === 'blog' && !page.crumbs.length) page.crumbs = [messages[route.locale].blog.title];
    list.push({ url: route.href, kind, version: versionOf(kind, route.path), page });
  }
  return list;
}

/**
 * Reads the exported pages of out/ and writes out/search-index/<locale>/, one locale at a time: the
 * parsed pages of one locale are held, never the whole site's (issue 49).
 */
export function writeSearchIndex(outDir: string): IndexStats[] {
  const stats: IndexStats[] = [];
  for (const locale of locales) {
    const dir = path.join(outDir, 'search-index', locale);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const { meta, files, stored, packs, terms } = buildLocaleIndex(locale, indexedPages(outDir, locale));
    let packBytes = 0;
    for (const [name, bytes] of packs) {
      writeFileSync(path.join(dir, name), bytes);
      packBytes += bytes.length;
    }
    const metaText = files[0][1];
    writeFileSync(path.join(dir, 'meta.json'), metaText);
    const metaGzip = gzipSync(metaText).length;
    let bytes = Buffer.byteLength(metaText);
    let textBytes = bytes;
    for (const [name, piece] of stored) {
      writeFileSync(path.join(dir, name), piece);
      bytes += piece.length;
    }
    for (const [, text] of files.slice(1)) textBytes += Buffer.byteLength(text);
    // A host sends meta.json gzipped and a piece as stored (already gzipped, or too small to gain).
    const gzipBytes = metaGzip + bytes - Buffer.byteLength(metaText);
    stats.push({ locale, pages: meta.pages.length, records: meta.records, terms, shards: meta.shards.length, chunks: meta.chunks.length, files: files.length, bytes, textBytes, gzipBytes, metaGzip, packBytes, packParts: packs.length });
  }
  return stats;
}
