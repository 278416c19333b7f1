import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { emittedRoutes, expect, test } from './fixtures';

// Every post and note page, in both locales, links a social card that the build wrote into out/:
// a 1200×630 PNG under 100 KB (read from out/, no browser needed).
const out = path.join(process.cwd(), 'out');
const NOT_ENTRIES = /\/(page|archive|tags|category)(\/|$)/;
const entries = emittedRoutes().filter((r) => /^(\/en)?\/(blog|docs)\/.+/.test(r) && !NOT_ENTRIES.test(r.replace(/^(\/en)?\/(blog|docs)/, '')));

function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1].replace(/&amp;/g, '&');
}

function pngSize(file: string) {
  const png = readFileSync(file);
  expect(png.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
}

test('every post and note of both locales links a 1200×630 PNG card under 100 KB that exists in out/', () => {
  expect(entries.filter((r) => r.startsWith('/en/blog/')).length).toBeGreaterThan(50);
  expect(entries.filter((r) => r.startsWith('/docs/')).length).toBeGreaterThan(50);
  const cards = new Set<string>();
  for (const route of entries) {
    const html = readFileSync(path.join(out, decodeURIComponent(route), 'index.html'), 'utf8');
    const image = meta(html, 'og:image');
    expect(image, route).toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
    const file = path.join(out, decodeURIComponent(new URL(image!).pathname));
    const size = pngSize(file);
    expect({ route, width: size.width, height: size.height }).toEqual({ route, width: 1200, height: 630 });
    expect(size.bytes, route).toBeLessThan(100 * 1024);
    expect(meta(html, 'og:image:width'), route).toBe('1200');
    expect(meta(html, 'og:image:height'), route).toBe('630');
    expect(meta(html, 'og:image:alt')?.length, route).toBeGreaterThan(0);
    expect(meta(html, 'twitter:card'), route).toBe('summary_large_image');
    cards.add(file);
  }
  // A translated title gets its own card; an untranslated page shares the original's.
  expect([...cards].some((f) => f.includes(`${path.sep}og${path.sep}en${path.sep}`))).toBe(true);
  expect(cards.size).toBeLessThan(entries.length);
});

test('the home and list pages of each locale have their own card; no page points og:image at an SVG', () => {
  for (const prefix of ['', '/en']) {
    const home = meta(readFileSync(path.join(out, prefix, 'index.html'), 'utf8'), 'og:image')!;
    const blog = meta(readFileSync(path.join(out, prefix, 'blog/index.html'), 'utf8'), 'og:image')!;
    expect(home).not.toBe(blog);
    for (const url of [home, blog]) expect(statSync(path.join(out, new URL(url).pathname)).size).toBeGreaterThan(0);
    expect(new URL(home).pathname).toBe(prefix ? '/og/en/index.png' : '/og/index.png');
  }
  for (const route of emittedRoutes()) {
    const image = meta(readFileSync(path.join(out, decodeURIComponent(route), 'index.html'), 'utf8'), 'og:image');
    expect(image, route).toBeDefined();
    expect(image, route).not.toMatch(/\.svg$/);
  }
});
