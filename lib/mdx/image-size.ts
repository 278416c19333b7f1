import { closeSync, openSync, readSync } from 'node:fs';
import path from 'node:path';

export type Size = { width: number; height: number };

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const cache = new Map<string, Size | undefined>();

/** The first bytes of a file (enough for any header read here). */
export function head(file: string, bytes = 64 * 1024): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    return buf.subarray(0, readSync(fd, buf, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/** SVG: width/height in px (or unitless), else the viewBox. */
export function svgSize(text: string): Size | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const px = (v?: string) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? parseFloat(v) : undefined);
  const [w, h] = [px(attr('width')), px(attr('height'))];
  if (w && h) return { width: Math.round(w), height: Math.round(h) };
  const box = attr('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return { width: Math.round(box[2]), height: Math.round(box[3]) };
  return undefined;
}

/** PNG (IHDR), GIF (logical screen), JPEG (first SOF marker) and WebP (VP8/VP8L/VP8X). */
export function rasterSize(b: Buffer): Size | undefined {
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length > 10 && b.toString('ascii', 0, 3) === 'GIF') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return undefined;
      const marker = b[i + 1];
      const len = b.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      i += 2 + len;
    }
    return undefined;
  }
  if (b.length > 30 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') {
    const kind = b.toString('ascii', 12, 16);
    if (kind === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (kind === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (kind === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/**
 * Intrinsic size of an image under public/ (a site path such as /img/a.svg), so markdown images
 * reserve their space before they load. Undefined for remote or unreadable images.
 */
export function publicImageSize(src: string): Size | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  if (cache.has(src)) return cache.get(src);
  let size: Size | undefined;
  try {
    const file = path.join(PUBLIC_DIR, decodeURIComponent(src.split(/[?#]/)[0]));
    if (file.startsWith(PUBLIC_DIR + path.sep)) {
      const bytes = head(file);
      size = file.toLowerCase().endsWith('.svg') ? svgSize(bytes.toString('utf8')) : rasterSize(bytes);
    }
  } catch {
    size = undefined;
  }
  cache.set(src, size);
  return size;
}
