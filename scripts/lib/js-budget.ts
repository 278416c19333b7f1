/**
 * The JavaScript budget of every page type: what a page's `<script src>` files weigh, gzip -6,
 * against `scripts/bench/js-budget.json` (the floor, the headroom and the chunk sizes last recorded).
 * `tests/e2e/js-budget.spec.ts` checks the built out/ after `npm run build`; `node
 * scripts/bench/js-budget.mjs [--record]` prints the table (and records the chunk sizes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Budget = {
  floorKiB: number;
  headroomKiB: number;
  /** Per page type, the chunks of its heaviest page when last recorded: chunk key → gzip bytes. */
  recorded: Record<string, Record<string, number>>;
};

/** The page types, by served path with the locale prefix dropped; the first that matches names a page. */
export const PAGE_TYPES: [name: string, match: (route: string) => boolean][] = [
  ['404', (r) => r === '/404.html'],
  ['home', (r) => r === '/'],
  ['list', (r) => r === '/blog/' || /^\/blog\/page\/\d+\/$/.test(r)],
  ['archive', (r) => r === '/blog/archive/'],
  ['tags', (r) => /^\/(blog|docs)\/tags\//.test(r)],
  ['post', (r) => /^\/blog\/[^/]+\/$/.test(r)],
  ['category', (r) => r.startsWith('/docs/category/')],
  ['doc', (r) => r.startsWith('/docs/')],
  ['search', (r) => r === '/search/'],
  ['project', (r) => r.startsWith('/project/')],
  ['about', (r) => r === '/about/'],
  // friends, resources, the offline page: held to the same budget.
  ['other', () => true],
];

export function pageType(route: string): string {
  const bare = route.replace(/^\/en(?=\/)/, '');
  return PAGE_TYPES.find(([, match]) => match(bare))![0];
}

export type Chunk = { src: string; key: string; raw: number; gzip: number };
export type PageJs = { route: string; type: string; gzip: number; chunks: Chunk[] };

/**
 * A chunk's name across builds: the file name is a content hash, so it changes with any edit;
 * the id of the first module it defines (Turbopack derives module ids from their paths) does not.
 */
export function chunkKey(src: string, text: string): string {
  const id = /^\(globalThis\.TURBOPACK.*?\.push\(\[.*?void 0,(\d+),/s.exec(text)?.[1];
  return id ? `module ${id}` : path.basename(src).replace(/-[0-9a-z_-]{8,}\.js$|\.js$/, '');
}

/** A page's script files, once each, in order: every `<script src>` but the `nomodule` polyfill (the search page's held-back chunks included, see scripts/lib/search-early.ts). */
export function pageScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/<script(?![^>]*nomodule)[^>]+src="([^"]+\.js)"/gi)].map((m) => m[1]))];
}

/** Every page of `outDir` (index.html files and 404.html) with its type and its script files, gzip -6. */
export function measurePages(outDir: string): PageJs[] {
  const cache = new Map<string, Chunk>();
  const chunk = (src: string): Chunk | null => {
    const rel = src.replace(/^https?:\/\/[^/]+/, '').replace(process.env.BASE_PATH ?? '', '');
    if (!cache.has(rel)) {
      let buf: Buffer;
      try {
        buf = readFileSync(path.join(outDir, rel));
      } catch {
        return null;
      }
      cache.set(rel, { src: rel, key: chunkKey(rel, buf.subarray(0, 300).toString('utf8')), raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length });
    }
    return cache.get(rel)!;
  };
  const pages: PageJs[] = [];
  const visit = (rel: string) => {
    for (const e of readdirSync(path.join(outDir, rel), { withFileTypes: true })) {
      const r = `${rel}${e.name}`;
      if (e.isDirectory()) {
        if (r !== '_next') visit(`${r}/`);
      } else if (e.name === 'index.html' || r === '404.html') {
        const route = e.name === 'index.html' ? `/${rel}` : `/${r}`;
        const html = readFileSync(path.join(outDir, r), 'utf8');
        const srcs = pageScripts(html);
        const seen = new Map<string, number>();
        const chunks = srcs
          .map(chunk)
          .filter((c): c is Chunk => !!c)
          .map((c) => {
            // Two chunks of one page may open with the same module: number the second.
            const n = (seen.get(c.key) ?? 0) + 1;
            seen.set(c.key, n);
            return n > 1 ? { ...c, key: `${c.key} #${n}` } : c;
          });
        pages.push({ route, type: pageType(route), gzip: chunks.reduce((s, c) => s + c.gzip, 0), chunks });
      }
    }
  };
  visit('');
  return pages;
}

/** The heaviest page of each type. */
export function heaviestByType(pages: PageJs[]): Map<string, PageJs> {
  const worst = new Map<string, PageJs>();
  for (const p of pages) if ((worst.get(p.type)?.gzip ?? -1) < p.gzip) worst.set(p.type, p);
  return worst;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * One line per page type over budget: the type, its heaviest page, the total against the budget,
 * and the chunk that grew most since the sizes were recorded (a chunk not recorded grew from 0).
 */
export function overBudget(pages: PageJs[], budget: Budget): string[] {
  const limit = (budget.floorKiB + budget.headroomKiB) * 1024;
  const lines: string[] = [];
  for (const [type, page] of heaviestByType(pages)) {
    if (page.gzip <= limit) continue;
    const before = budget.recorded[type];
    const big = [...page.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    const largest = `largest chunks: ${big.map((c) => `${c.src} (${c.key}) ${kib(c.gzip)}`).join(', ')}`;
    let why: string;
    if (before) {
      const g = page.chunks
        .map((c) => ({ ...c, was: before[c.key] ?? 0 }))
        .sort((a, b) => b.gzip - b.was - (a.gzip - a.was) || b.gzip - a.gzip)[0];
      why = g && g.gzip > g.was ? `the chunk that grew most: ${g.src} (${g.key}) ${kib(g.gzip)}, recorded ${g.was ? kib(g.was) : 'not at all (new chunk)'}` : `no chunk grew since the sizes were recorded; ${largest}`;
    } else {
      why = `no sizes recorded for this type; ${largest}`;
    }
    lines.push(`${type} (${page.route}): ${kib(page.gzip)} gzip > budget ${kib(limit)} (floor ${budget.floorKiB} KiB + ${budget.headroomKiB} KiB); ${why}`);
  }
  return lines;
}

/** The chunk sizes of each type's heaviest page, as `recorded` in scripts/bench/js-budget.json holds them. */
export function record(pages: PageJs[]): Budget['recorded'] {
  const out: Budget['recorded'] = {};
  for (const [type, page] of [...heaviestByType(pages)].sort(([a], [b]) => a.localeCompare(b))) {
    out[type] = Object.fromEntries(page.chunks.map((c) => [c.key, c.gzip]));
  }
  return out;
}
