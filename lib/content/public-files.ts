import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { head, rasterSize } from '@/lib/mdx/image-size';
import { lineColumn, repoPath, walk } from './files';

/**
 * Everything under public/ is copied into out/ as it is and served with the site's origin, so it
 * is content too (issue 46): the content check looks at every file there.
 *
 * - Host control files are refused: `_redirects` or `_headers` would be read by Netlify or
 *   Cloudflare Pages (`/* https://evil.example/:splat 301!` takes the whole site), the others by
 *   other hosts. The deployment's own headers are the build's job (docs/deploying.md).
 * - Active documents are refused: an HTML, XML or script file under public/ runs with the site's
 *   origin when a reader opens it; the build writes every page itself.
 * - An SVG may draw, nothing else: no script, event handler, `foreignObject`, `javascript:` or
 *   reference to another host (an SVG opened on its own runs its script with the site's origin).
 * - A raster image must be readable and within `MAX_IMAGE_PIXELS` per side and `MAX_IMAGE_BYTES`:
 *   a 20000×20000 PNG decodes to 1.6 GB, and a corrupt header ended as `<img width="4294967295">`.
 */
const HOST_CONTROL_FILES = new Set([
  '_redirects', '_headers', '_routes.json', '_worker.js', '.htaccess', 'netlify.toml', 'vercel.json',
  'staticwebapp.config.json', 'firebase.json', 'web.config', 'nginx.conf', '.nojekyll',
]);
const ACTIVE_DOCUMENTS = /\.(html?|xhtml?|shtml|xml|xsl|xslt|js|mjs|cjs|svgz|swf|mht|mhtml|php|wasm)$/i;
const RASTER = /\.(png|jpe?g|gif|webp)$/i;
/** The site's static files, copied into out/ as they are. */
export const PUBLIC_DIR = path.join(process.cwd(), 'public');
export const MAX_IMAGE_PIXELS = 8_000;
export const MAX_IMAGE_BYTES = 5_000_000;

/** What an SVG may not hold, with why. */
const SVG_RULES: [RegExp, string][] = [
  [/<script\b/i, 'a <script>'],
  [/<foreignObject\b/i, 'a <foreignObject> (HTML inside the drawing)'],
  [/<!ENTITY\b/i, 'an entity declaration'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/javascript:/i, 'a javascript: URL'],
  [/(?:href|src)\s*=\s*["']\s*(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i, 'a reference to another host or scheme'],
  [/url\(\s*["']?\s*(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i, 'a url() to another host or scheme'],
  [/@import\b/i, 'a CSS @import'],
];

/**
 * What is wrong with an image file (a raster or an SVG), as `<line>:<column>` and why, or []: the
 * rules files under public/ and images beside a post (lib/content/figures.ts) share. `where` ends
 * the SVG message ("under public/", "beside a post").
 */
export function imageProblems(full: string, where: string): { line: number; column: number; why: string }[] {
  const name = path.basename(full);
  if (/\.svg$/i.test(name)) {
    const text = readFileSync(full, 'utf8');
    return SVG_RULES.flatMap(([rule, what]) => {
      const m = rule.exec(text);
      if (!m) return [];
      return [{ ...lineColumn(text, m.index), why: `the SVG holds ${what}; an SVG ${where} may only draw` }];
    });
  }
  if (!RASTER.test(name)) return [];
  const at = (why: string) => [{ line: 1, column: 1, why }];
  const bytes = statSync(full).size;
  if (bytes > MAX_IMAGE_BYTES) return at(`${Math.round(bytes / 1000).toLocaleString('en')} kB, above the limit of ${MAX_IMAGE_BYTES / 1_000_000} MB per image`);
  const size = rasterSize(head(full));
  if (!size || !size.width || !size.height) return at('not a readable image (its header gives no size); export it again');
  if (size.width > MAX_IMAGE_PIXELS || size.height > MAX_IMAGE_PIXELS) return at(`${size.width}×${size.height} pixels, above the limit of ${MAX_IMAGE_PIXELS} per side; scale it down`);
  return [];
}

/** Problems of one file under public/, as `<file>:<line>:<column>: (file): <why>`. */
function fileProblems(full: string): string[] {
  const file = repoPath(full);
  const name = path.basename(full);
  const at = (line = 1, column = 1) => `${file}:${line}:${column}: (file)`;
  if (HOST_CONTROL_FILES.has(name.toLowerCase())) return [`${at()}: ${name} is a host's control file; public/ holds files to serve, and the site's headers and redirects are the build's (docs/deploying.md)`];
  if (ACTIVE_DOCUMENTS.test(name)) return [`${at()}: an active document (${path.extname(name)}) would run with the site's origin when opened; link a PDF or an image, or write a page in content/`];
  return imageProblems(full, 'under public/').map((p) => `${at(p.line, p.column)}: ${p.why}`);
}

/** Every problem of the files under `dir` (public/, or a fixture's), in file order. */
export function publicFileProblems(dir: string): string[] {
  return walk(dir, ['']).flatMap(fileProblems);
}
