import { describe, expect, it } from 'vitest';
import { publicImageSize, rasterSize, svgSize } from '@/lib/mdx/image-size';

describe('image sizes', () => {
  it('SVG: width and height in px, else the viewBox; relative sizes are ignored', () => {
    expect(svgSize('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="760" height="260px">')).toEqual({ width: 760, height: 260 });
    expect(svgSize('<svg viewBox="0 0 64 48" width="100%">')).toEqual({ width: 64, height: 48 });
    expect(svgSize('<svg width="2em" height="2em">')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });

  it('PNG, GIF and JPEG headers', () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(1200, 16);
    png.writeUInt32BE(630, 20);
    expect(rasterSize(png)).toEqual({ width: 1200, height: 630 });

    const gif = Buffer.from('GIF89a\x10\x00\x20\x00\x00\x00\x00', 'latin1');
    expect(rasterSize(gif)).toEqual({ width: 16, height: 32 });

    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 400.
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(14),
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03]), Buffer.alloc(12),
    ]);
    expect(rasterSize(jpeg)).toEqual({ width: 400, height: 300 });
    expect(rasterSize(Buffer.from('plain text'))).toBeUndefined();
  });

  it('reads files under public/ by site path; nothing for remote, missing or escaping paths', () => {
    expect(publicImageSize('/img/blog/grpc-python-ocr-node/architecture.svg')).toEqual({ width: 760, height: 260 });
    expect(publicImageSize('https://example.com/a.png')).toBeUndefined();
    expect(publicImageSize('/img/missing.png')).toBeUndefined();
    expect(publicImageSize('/../package.json')).toBeUndefined();
  });
});

describe('image errors', () => {
  it('offline first, then 404, else a generic error', async () => {
    const { imageErrorKind } = await import('@/lib/browser/image-errors');
    expect(imageErrorKind(false, 404)).toBe('offline');
    expect(imageErrorKind(true, 404)).toBe('notFound');
    expect(imageErrorKind(true, 500)).toBe('error');
    expect(imageErrorKind(true, undefined)).toBe('error');
  });
});
