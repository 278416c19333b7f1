import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { locales } from '../../lib/i18n/locales';
import { localePath } from '../../lib/routes/paths';
import { DEFERRED_SCRIPT_TYPE, deferredChunksScript, EARLY_URL_PLACEHOLDER } from '../../lib/search/early-engine';

const ENTRY = path.join(process.cwd(), 'lib/search/early.ts');
/** Where the early engine goes: a content-hashed name under _next/static/, cached as immutable and precached for offline mode as Next's own files. */
export const EARLY_DIR = '_next/static/search';

export type SearchEarlyReport = { file: string | null; bytes: number; gzipBytes: number; pages: string[] };

/** The early engine's bundle (lib/search/early.ts): one classic script, minified, with the base path built in. */
export async function bundleEarlyEngine(basePath: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    charset: 'utf8',
    // Only pages without a hosted DocSearch start the early engine: its DocSearch client (0.8 KB
    // gzip of the bundle's 5.3) is left out.
    plugins: [
      {
        name: 'no-docsearch',
        setup(b) {
          b.onResolve({ filter: /^\.\/docsearch$/ }, () => ({ path: 'docsearch', namespace: 'no-docsearch' }));
          b.onLoad({ filter: /.*/, namespace: 'no-docsearch' }, () => ({
            contents: "export function createDocSearchBackend() { throw new Error('the early search engine has no DocSearch client'); }",
            loader: 'js',
          }));
        },
      },
    ],
    define: { 'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // One named function around the bundle: the page hands its source to the worker it starts
  // (lib/search/early.ts), so the script is fetched once. The name is free in the bundle (esbuild
  // renames only what it declares), so the body sees this function.
  return `(function EARLY_BUNDLE(){${result.outputFiles[0].text.trim()}})();\n`;
}

/** The files of a locale's search route (its HTML and its router payloads), relative to the exported folder. */
function searchRouteFiles(outDir: string): string[] {
  return locales.flatMap((locale) => {
    const dir = localePath(locale, '/search').replace(/^\/|\/$/g, '');
    if (!existsSync(path.join(outDir, dir))) return [];
    return readdirSync(path.join(outDir, dir))
      .filter((f) => f.endsWith('.html') || f.endsWith('.txt'))
      .map((f) => `${dir}/${f}`);
  });
}

/**
 * A search page's HTML with its chunks of Next's held back until the early rows are painted
 * (lib/search/early-engine.ts, deferredChunksScript): their `<script src>` tags, with
 * DEFERRED_SCRIPT_TYPE (each keeps its `src`, for what reads the HTML), go first in the `<head>`
 * with the inline script that starts them, before the stylesheets (an inline script after them
 * would wait for them), and their `<link rel=preload as=script>` go. Null when the page names no chunk.
 */
export function deferChunks(html: string, basePath: string): string | null {
  const prefix = `${basePath}/_next/static/chunks/`;
  const urls: string[] = [];
  const out = html
    .replace(/<script\b([^>]*)\ssrc="([^"]+\.js)"([^>]*)><\/script>/g, (tag, before: string, src: string, after: string) => {
      if (!src.startsWith(prefix) || /\s(nomodule|type)\b/i.test(before + after)) return tag;
      if (!urls.includes(src)) urls.push(src);
      return '';
    })
    .replace(/<link\b[^>]*>/g, (tag) => (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag) && urls.includes(/\shref="([^"]+)"/.exec(tag)?.[1] ?? '') ? '' : tag));
  const head = /<head>(?:<meta\b[^>]*>)*/.exec(out);
  if (!urls.length || !head) return null;
  const at = head.index + head[0].length;
  const tags = urls.map((src) => `<script type="${DEFERRED_SCRIPT_TYPE}" src="${src}"></script>`).join('');
  return `${out.slice(0, at)}${tags}<script>${deferredChunksScript()}</script>${out.slice(at)}`;
}

/**
 * Post-build step: bundles the search page's early engine under a content-hashed name and writes
 * its URL where the search pages' inline script (and the same script in their router payloads)
 * holds EARLY_URL_PLACEHOLDER. A build whose search pages name no early engine (a hosted
 * DocSearch) gets none; the pages that name it hold Next's chunks back until it has painted (deferChunks).
 * Errors: a search page's HTML without the placeholder while another has it, or without Next's chunks.
 */
export async function writeSearchEarly(outDir: string, { basePath }: { basePath: string }): Promise<{ report: SearchEarlyReport; errors: string[] }> {
  const files = searchRouteFiles(outDir);
  const texts = new Map(files.map((f) => [f, readFileSync(path.join(outDir, f), 'utf8')]));
  const naming = files.filter((f) => texts.get(f)!.includes(EARLY_URL_PLACEHOLDER));
  if (!naming.length) return { report: { file: null, bytes: 0, gzipBytes: 0, pages: [] }, errors: [] };
  const errors = files.filter((f) => f.endsWith('.html') && !naming.includes(f)).map((f) => `${f} names no early search engine while ${naming[0]} does`);
  const code = await bundleEarlyEngine(basePath);
  const file = `${EARLY_DIR}/early.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  mkdirSync(path.join(outDir, EARLY_DIR), { recursive: true });
  writeFileSync(path.join(outDir, file), code);
  for (const f of naming) {
    let text = texts.get(f)!.replaceAll(EARLY_URL_PLACEHOLDER, `${basePath}/${file}`);
    if (f.endsWith('.html')) {
      const deferred = deferChunks(text, basePath);
      if (deferred) text = deferred;
      else errors.push(`${f}: no chunk of Next's to hold back until the early rows are painted`);
    }
    writeFileSync(path.join(outDir, f), text);
  }
  return { report: { file, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length, pages: naming.filter((f) => f.endsWith('.html')) }, errors };
}
