import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { head, rasterSize, svgSize } from '@/lib/mdx/image-size';
import { shared } from './dev-state';
import { CONTENT_DIR, repoPath, symlinkProblem, walk } from './files';
import { FIGURE_FILE, FIGURES_PATH } from './figures-path';
import { imageProblems } from './public-files';

export { FIGURE_FILE, FIGURES_PATH };

/**
 * Images beside a post or a note (`content/blog/2024/my-post/diagram.png` next to `index.mdx`,
 * written `![…](./diagram.png)`): each is published under a name of its content at
 * `/figures/<name>.<hash>.<ext>` (app/figures/[file]/route.ts writes them into out/), so a replaced
 * image is a new URL and every published one can be cached for good. A PNG, JPEG or WebP is also
 * published as WebP at the widths in `WEBP_WIDTHS` below its own, and at its own, for a `srcset`
 * (sharp encodes them); an SVG and a GIF (it may be animated) are published as they are. The
 * rules are public/'s (`imageProblems`): an SVG that may only draw, a readable raster image within
 * the size limits.
 */
/** Widths of the WebP copies besides the image's own (only those below it). */
export const WEBP_WIDTHS = [640, 1280] as const;

export type Figure = {
  /** The file in content/. */
  full: string;
  /** URL path of the published copy: /figures/<name>.<hash>.<ext>. */
  url: string;
  width: number;
  height: number;
  /** The WebP copies, narrowest first (none for an SVG or a GIF). */
  webp: { url: string; width: number }[];
};

export type FigureProblem = { line: number; column: number; why: string };

/** A published file: its name under /figures/, the source image, and the width of a WebP copy. */
type Published = { name: string; full: string; webpWidth?: number };

/**
 * The figure of an image file, by path, as last read: read and hashed again only when its size or
 * modification time changed (a page asks for it on every render under `next dev`).
 */
const known = shared('figures', () => new Map<string, { stamp: string; result: Figure | FigureProblem[] }>());

/** A file name's stem as a URL segment: lower case ascii words, for a readable published name. */
function stemOf(full: string): string {
  const stem = path.basename(full).replace(/\.[^.]+$/, '').normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return stem || 'image';
}

/**
 * The figure an image file is published as, or what is wrong with it (a missing file, public/'s
 * rules). `full` is an absolute path; the caller has kept it inside the entry's folder.
 */
export function figureOf(full: string): Figure | FigureProblem[] {
  let stamp: string;
  try {
    const s = statSync(full);
    if (!s.isFile()) return [{ line: 1, column: 1, why: 'is a folder, not an image' }];
    stamp = `${s.size}\0${s.mtimeMs}`;
  } catch {
    return [{ line: 1, column: 1, why: 'no such file beside the MDX' }];
  }
  const cached = known.get(full);
  if (cached?.stamp === stamp) return cached.result;
  const result = readFigure(full);
  known.set(full, { stamp, result });
  return result;
}

function readFigure(full: string): Figure | FigureProblem[] {
  if (!FIGURE_FILE.test(full)) return [{ line: 1, column: 1, why: `a ${path.extname(full) || 'file without extension'} is not an image the site publishes (.png, .jpg, .jpeg, .gif, .webp, .svg)` }];
  const problems = imageProblems(full, 'beside a post');
  if (problems.length) return problems;
  const bytes = readFileSync(full);
  const ext = path.extname(full).slice(1).toLowerCase().replace('jpeg', 'jpg');
  const size = ext === 'svg' ? svgSize(bytes.toString('utf8')) : rasterSize(head(full));
  if (!size || !size.width || !size.height) return [{ line: 1, column: 1, why: 'the SVG gives no size: give its <svg> width and height in px, or a viewBox' }];
  const base = `${stemOf(full)}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}`;
  const webp = ext === 'svg' || ext === 'gif' ? [] : [...WEBP_WIDTHS.filter((w) => w < size.width), size.width].map((w) => ({
    url: `${FIGURES_PATH}/${base}${w === size.width ? '' : `.${w}`}.webp`,
    width: w,
  }));
  // A WebP source is its own full-width copy.
  if (ext === 'webp') webp.pop();
  return { full, url: `${FIGURES_PATH}/${base}.${ext}`, width: size.width, height: size.height, webp };
}

/**
 * The figure of an image written relative to `file` (a body's `![…](./diagram.png)`, a post's
 * front matter `image: ./cover.png`), kept in `file`'s folder, or why it has none, as
 * `"<src>": <why>`.
 */
export function figureIn(file: string, src: string): Figure | string {
  const dir = path.dirname(path.resolve(file));
  let rel = src;
  try {
    rel = decodeURI(src);
  } catch {
    /* as written */
  }
  const full = path.resolve(dir, rel);
  // The policy refused `..`; a path still leaving the folder (an absolute one on Windows) is refused here.
  if (!full.startsWith(dir + path.sep)) return `"${src}" is outside the MDX file's folder`;
  try {
    const link = symlinkProblem(full);
    if (link) return `"${src}": ${link}`;
  } catch {
    /* missing: figureOf names it */
  }
  const figure = figureOf(full);
  if (!Array.isArray(figure)) return figure;
  const [first] = figure;
  const where = first.line > 1 || first.column > 1 ? ` (${path.basename(full)}:${first.line}:${first.column})` : '';
  return `"${src}": ${first.why}${where}`;
}

/** `srcset` of a figure's WebP copies, base path applied by `url`; '' when it has none. */
export function webpSrcset(figure: Figure, url: (path: string) => string = (p) => p): string {
  if (!figure.webp.length) return '';
  const own = figure.url.endsWith('.webp') ? [`${url(figure.url)} ${figure.width}w`] : [];
  return [...figure.webp.map((w) => `${url(w.url)} ${w.width}w`), ...own].join(', ');
}

/** Every image file beside a post or a note under `root` (content/, or a fixture's). */
function imageFiles(root: string): string[] {
  return ['blog', 'docs'].flatMap((dir) => walk(path.join(root, dir), ['']).filter((f) => FIGURE_FILE.test(f)));
}

/**
 * Problems of every image beside a post or a note, referenced or not (each is published), as
 * `<file>:<line>:<column>: (file): <why>`: public/'s rules.
 */
export function figureFileProblems(root = CONTENT_DIR): string[] {
  return imageFiles(root).flatMap((full) => imageProblems(full, 'beside a post').map((p) => `${repoPath(full)}:${p.line}:${p.column}: (file): ${p.why}`));
}

/**
 * Every file published under /figures/: each image beside a post or a note, and its WebP copies.
 * An image with problems is not published (the content check names it).
 */
export function publishedFigures(root = CONTENT_DIR): Published[] {
  const out: Published[] = [];
  for (const full of imageFiles(root)) {
    const figure = figureOf(full);
    if (Array.isArray(figure)) continue;
    out.push({ name: figure.url.slice(FIGURES_PATH.length + 1), full });
    for (const w of figure.webp) out.push({ name: w.url.slice(FIGURES_PATH.length + 1), full, webpWidth: w.width });
  }
  return out;
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' };

/** The bytes and media type of a published file (a WebP copy is encoded by sharp), or null. */
export async function figureFile(name: string, root = CONTENT_DIR): Promise<{ body: Uint8Array; type: string } | null> {
  const found = publishedFigures(root).find((p) => p.name === name);
  if (!found) return null;
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1)];
  if (found.webpWidth === undefined) return { body: readFileSync(found.full), type };
  const { default: sharp } = await import('sharp');
  const resized = () => sharp(found.full).resize({ width: found.webpWidth, withoutEnlargement: true });
  const lossy = await resized().webp({ quality: 82 }).toBuffer();
  // A PNG is mostly a drawing (flat colours, text): at its own width lossless WebP is often the
  // smaller and keeps its edges (update-flow.png, 1440 px: 32 kB lossless, 44 kB lossy, the PNG
  // 40 kB); a scaled-down copy's smoothed edges make lossy the smaller (640 px: 14 kB against 42 kB).
  // The smaller one wins.
  const lossless = /\.png$/i.test(found.full) ? await resized().webp({ lossless: true, effort: 6 }).toBuffer() : lossy;
  const body = lossless.length < lossy.length ? lossless : lossy;
  return { body: new Uint8Array(body), type: 'image/webp' };
}
