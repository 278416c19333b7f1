import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_PREFIX, inTree, isRscPayload, pageCacheKey, precacheCacheName } from '@/lib/sw/cache-key';
import { offlineStrategy, type OfflineSignals } from '@/lib/sw/offline-mode';
import { pageAssets } from '@/lib/sw/page-assets';
import { parseWorkerParams, workerScope, workerUrl } from '@/lib/sw/params';
import { writeServiceWorkers } from '@/scripts/lib/service-worker';

const none: OfflineSignals = { search: '', displayStandalone: false, iosStandalone: false, installed: false, saved: false };

describe('offline mode strategies (appInstalled, standalone, queryString)', () => {
  it('is off with no signal', () => expect(offlineStrategy(none)).toBeNull());
  it('turns on when the app was installed', () => expect(offlineStrategy({ ...none, installed: true })).toBe('appInstalled'));
  it('turns on when running standalone, iOS included', () => {
    expect(offlineStrategy({ ...none, displayStandalone: true })).toBe('standalone');
    expect(offlineStrategy({ ...none, iosStandalone: true })).toBe('standalone');
  });
  it('turns on with ?offlineMode=true, and stays on with the choice kept', () => {
    expect(offlineStrategy({ ...none, search: '?a=1&offlineMode=true' })).toBe('queryString');
    expect(offlineStrategy({ ...none, saved: true })).toBe('saved');
    expect(offlineStrategy({ ...none, search: '?offlineMode=1' })).toBeNull();
  });
  it('?offlineMode=false ends the kept choice, not an installed app', () => {
    expect(offlineStrategy({ ...none, saved: true, search: '?offlineMode=false' })).toBeNull();
    expect(offlineStrategy({ ...none, installed: true, search: '?offlineMode=false' })).toBe('appInstalled');
  });
});

describe('worker script URL and params', () => {
  it('zh-CN registers /sw.js in /, English /en/sw.js in /en/, under the base path', () => {
    expect(workerScope('', 'zh-CN')).toBe('/');
    expect(workerScope('', 'en')).toBe('/en/');
    expect(workerScope('/notes', 'en')).toBe('/notes/en/');
    const url = workerUrl('/notes', 'en', { offlineMode: true, debug: false });
    expect(url.startsWith('/notes/en/sw.js?params=')).toBe(true);
    expect(JSON.parse(new URLSearchParams(url.split('?')[1]).get('params')!)).toEqual({ offlineMode: true, debug: false });
  });
  it('the worker reads back what the page encoded; anything malformed is off', () => {
    const url = workerUrl('', 'zh-CN', { offlineMode: false, debug: true });
    expect(parseWorkerParams(url.slice(url.indexOf('?')))).toEqual({ offlineMode: false, debug: true });
    expect(parseWorkerParams('?params=%7Bnot-json')).toEqual({ offlineMode: false, debug: false });
    expect(parseWorkerParams('?params={"offlineMode":"yes"}')).toEqual({ offlineMode: false, debug: false });
    expect(parseWorkerParams('')).toEqual({ offlineMode: false, debug: false });
  });
});

describe('cache keys and locale trees', () => {
  it('one key per static file: no query, no hash, one spelling of a page', () => {
    const k = 'https://x.example/en/about/';
    expect(pageCacheKey('https://x.example/en/about?offlineMode=true#top')).toBe(k);
    expect(pageCacheKey('https://x.example/en/about/index.html')).toBe(k);
    expect(pageCacheKey('https://x.example/en/blog/__next._tree.txt?_rsc=abc')).toBe('https://x.example/en/blog/__next._tree.txt');
  });
  it('zh-CN owns / except /en/; English owns /en/', () => {
    expect(inTree('/blog/x/', '/', ['/en/'])).toBe(true);
    expect(inTree('/en/blog/', '/', ['/en/'])).toBe(false);
    expect(inTree('/en', '/', ['/en/'])).toBe(false);
    expect(inTree('/english/', '/', ['/en/'])).toBe(true);
    expect(inTree('/en/blog/', '/en/', [])).toBe(true);
    expect(inTree('/notes/en/', '/notes/', ['/notes/en/'])).toBe(false);
  });
  it('RSC payloads are the .txt files next to pages, and the page segments stored gzip-compressed', () => {
    expect(isRscPayload('/en/blog/__next.!KGVuKQ.en.blog.__PAGE__.txt')).toBe(true);
    expect(isRscPayload('/en/blog/__next.!KGVuKQ.en.blog.__PAGE__.txt.bin')).toBe(true);
    expect(isRscPayload('/blog/index.txt')).toBe(true);
    expect(isRscPayload('/robots.txt')).toBe(false);
    expect(isRscPayload('/files/archive.txt.bin')).toBe(false);
  });
});

describe('the files a kept page loads (pageAssets)', () => {
  it('lists its scripts and stylesheets under the base path, once each, without the nomodule polyfill, preloads or other hosts', () => {
    const html = [
      '<link rel="preload" href="/notes/_next/static/media/logo.1.svg" as="image"/>',
      '<link rel="stylesheet" href="/notes/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/notes/_next/static/chunks/late.js"/>',
      '<script src="/notes/_next/static/chunks/b.js" async=""></script>',
      '<script src="/notes/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script src="https://cdn.example.com/_next/static/chunks/c.js"></script>',
      '<script src="/notes/_next/static/chunks/late.js" async=""></script>',
      '<script src="/notes/_next/static/chunks/b.js" async=""></script>',
    ].join('');
    expect(pageAssets(html, '/notes')).toEqual(['/notes/_next/static/chunks/a.css', '/notes/_next/static/chunks/b.js', '/notes/_next/static/chunks/late.js']);
    expect(pageAssets(html, '')).toEqual([]);
  });
});

describe('precache names', () => {
  // Serwist's cleanupOutdatedCaches deletes a cache when its name has '-precache-' and the running
  // worker's scope URL in it, and is not the worker's own precache (serwist/src/utils/cleanupOutdatedCaches).
  const outdated = (name: string, scope: string, own: string) => name.includes('-precache-') && name.includes(scope) && name !== own;
  it("no locale's worker can take another locale's precache for its own outdated one", () => {
    for (const origin of ['http://127.0.0.1:3000', 'https://x.example']) {
      for (const base of ['', '/notes']) {
        const workers = (['zh-CN', 'en'] as const).map((l) => ({ scope: `${origin}${workerScope(base, l)}`, cache: precacheCacheName(CACHE_PREFIX, l) }));
        for (const w of workers) for (const other of workers) if (other !== w) expect(outdated(other.cache, w.scope, w.cache)).toBe(false);
      }
    }
  });
});

describe('precache list per locale', () => {
  const fixture = path.join(process.cwd(), 'tests/fixtures/sw-precache-per-locale');
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  async function build(basePath: string) {
    const out = mkdtempSync(path.join(tmpdir(), 'sw-out-'));
    dirs.push(out);
    cpSync(fixture, out, { recursive: true });
    if (basePath) {
      for (const f of ['index.html', 'blog/post/index.html', 'search/index.html', 'en/index.html', 'en/blog/post/index.html', 'en/search/index.html']) {
        const p = path.join(out, f);
        writeFileSync(p, readFileSync(p, 'utf8').replaceAll('"/_next/', `"${basePath}/_next/`));
      }
    }
    const report = await writeServiceWorkers(out, { basePath });
    return { out, report, byLocale: Object.fromEntries(report.locales.map((l) => [l.locale, l])) };
  }
  /** A locale's worker and its page list (offline mode imports it), as text. */
  function workerText(out: string, dir: string) {
    const sw = readFileSync(path.join(out, dir, 'sw.js'), 'utf8');
    const list = /pageList:"(?:\/[^/"]+)*\/(offline-pages\.[0-9a-f]{10}\.js)"/.exec(sw)?.[1];
    if (!list) throw new Error(`${dir}sw.js names no page list`);
    return { sw, list: readFileSync(path.join(out, dir, list), 'utf8') };
  }
  const entriesOf = (text: string) => [...text.matchAll(/\{"revision":(null|"[0-9a-f]+"),"url":"([^"]+)"\}/g)].map((m) => ({ revision: m[1], url: m[2] }));

  it('every entry exists in out/, is same-origin, and no source map is listed', async () => {
    const { out, report } = await build('');
    for (const l of report.locales) {
      const { sw: worker, list } = workerText(out, l.worker.replace(/sw\.js$/, ''));
      const sw = worker + list;
      expect(l.precache.urls.length).toBe(l.precache.files);
      for (const u of l.precache.urls) {
        expect(u.startsWith('/'), u).toBe(true);
        expect(u).not.toMatch(/^\/\/|^https?:|\.map$/);
        expect(existsSync(path.join(out, decodeURIComponent(u))), u).toBe(true);
        expect(sw).toContain(`"${u}"`);
      }
    }
  });

  it('hashed files carry no revision (the precache takes them from the HTTP cache); the default mode keeps the on-demand scripts', async () => {
    for (const base of ['', '/notes']) {
      const { out } = await build(base);
      const { sw, list } = workerText(out, 'en/');
      const entries = [...entriesOf(sw), ...entriesOf(list)];
      expect(entries.length).toBeGreaterThan(0);
      for (const e of entries) expect(e.revision === 'null', e.url).toBe(e.url.startsWith(`${base}/_next/static/`) || /\.pack\d*\.bin$/.test(e.url));
      // lazy.js is referenced by no page: a control's on-demand code, precached in both modes.
      expect(sw).toMatch(new RegExp(`core:\\[[^\\]]*"${base}/_next/static/chunks/lazy\\.js"`));
      const size = JSON.parse(readFileSync(path.join(out, 'en/offline.json'), 'utf8'));
      expect(size.files).toBe(entries.length);
      expect(Object.keys(size.sizes)).toHaveLength(entries.length);
      // Each file's gzip size too: the panel's progress counts up to the download's size shown before.
      expect(Object.keys(size.gzipSizes).sort()).toEqual(Object.keys(size.sizes).sort());
      expect(Object.values<number>(size.gzipSizes).reduce((a, b) => a + b, 0)).toBe(size.gzipBytes);
    }
  });

  it("each locale: its own search index and offline page, not the other locale's page chunks", async () => {
    const { out, byLocale } = await build('');
    const zh = byLocale['zh-CN'].precache.urls;
    const en = byLocale.en.precache.urls;
    expect(zh).toEqual(expect.arrayContaining(['/search-index/zh-CN/meta.json', '/offline.html', '/_next/static/chunks/zh-page.js', '/_next/static/chunks/shared.js', '/_next/static/chunks/lazy.js', '/manifest.webmanifest']));
    expect(zh).not.toContain('/_next/static/chunks/en-page.js');
    expect(zh.some((u) => u.startsWith('/search-index/en/'))).toBe(false);
    expect(en).toEqual(expect.arrayContaining(['/search-index/en/meta.json', '/en/offline.html', '/_next/static/chunks/en-page.js', '/en/manifest.webmanifest', '/img/icons/icon-192.png']));
    expect(en).not.toContain('/_next/static/chunks/zh-page.js');
    expect(en).not.toContain('/offline.html');
    expect(en.some((u) => u.startsWith('/search-index/zh-CN/'))).toBe(false);
    // The index's pieces come as one pack a locale, which the worker is told of (it answers the pieces from it).
    expect(zh).toContain('/search-index/zh-CN/b1b1b1b1b1.pack.bin');
    expect(en).toContain('/search-index/en/a0a0a0a0a0.pack.bin');
    expect([...zh, ...en].filter((u) => /\.[tc]\d+\.bin$/.test(u))).toEqual([]);
    expect(readFileSync(path.join(out, 'en/sw.js'), 'utf8')).toContain('searchPacks:["/search-index/en/a0a0a0a0a0.pack.bin"]');
    // Offline mode keeps the whole locale: every page, its payloads and the images its pages show
    // (not another host's), in the page list (revisioned), never in sw.js, never the other locale's.
    const pagesOf = (dir: string) => entriesOf(workerText(out, dir).list).map((e) => e.url).sort();
    expect(pagesOf('')).toEqual(['/__next.!x.txt', '/blog/post/__next.!x.txt', '/blog/post/index.html', '/index.html', '/search/__next.!x.txt', '/search/index.html']);
    expect(pagesOf('en/')).toEqual(['/en/__next.!y.txt', '/en/blog/post/__next.!y.txt', '/en/blog/post/index.html', '/en/index.html', '/en/search/__next.!y.txt', '/en/search/index.html', '/img/blog/post/stages.svg']);
    for (const dir of ['', 'en/']) {
      expect(entriesOf(workerText(out, dir).sw).filter((e) => /index\.html$|\.txt$|stages\.svg$/.test(e.url))).toEqual([]);
      expect(entriesOf(workerText(out, dir).list).every((e) => e.revision !== 'null')).toBe(true);
      expect(JSON.parse(readFileSync(path.join(out, dir, 'offline.json'), 'utf8')).pages).toBe(3);
    }
  });

  it('a page segment stored gzip-compressed is kept with its page, counted as sent: as stored', async () => {
    const { out } = await build('');
    const segment = 'en/blog/post/__next.!KGVuKQ.en.blog.$d$slug.__PAGE__.txt.bin';
    const body = gzipSync('0:{"b":"B1"}\n'.repeat(200));
    writeFileSync(path.join(out, segment), body);
    await writeServiceWorkers(out, { basePath: '' });
    const listed = entriesOf(workerText(out, 'en/').list).find((e) => e.url === `/${segment}`);
    expect(listed?.revision, 'in the page list, revisioned').toMatch(/^"[0-9a-f]+"$/);
    expect(entriesOf(workerText(out, '').list).map((e) => e.url), "not in the other locale's").not.toContain(`/${segment}`);
    const size = JSON.parse(readFileSync(path.join(out, 'en/offline.json'), 'utf8'));
    expect([size.sizes[`/${segment}`], size.gzipSizes[`/${segment}`]]).toEqual([body.length, body.length]);
  });

  it('a page changed changes the page list\'s name and so sw.js: the browser finds the new worker', async () => {
    const { out } = await build('');
    const before = workerText(out, 'en/');
    writeFileSync(path.join(out, 'en/blog/post/index.html'), readFileSync(path.join(out, 'en/blog/post/index.html'), 'utf8').replace('<body>en', '<body>en, edited'));
    await writeServiceWorkers(out, { basePath: '' });
    const after = workerText(out, 'en/');
    expect(after.sw).not.toBe(before.sw);
    const changed = entriesOf(after.list).filter((e) => !entriesOf(before.list).some((b) => b.url === e.url && b.revision === e.revision));
    expect(changed.map((e) => e.url)).toEqual(['/en/blog/post/index.html']);
    // The old list is gone: one list a locale.
    expect(readdirSync(path.join(out, 'en')).filter((f) => f.startsWith('offline-pages.'))).toHaveLength(1);
  });

  it('a file over the precache limit (the search pack) fails the step with its name: no worker that silently lacks it', async () => {
    const { out } = await build('');
    writeFileSync(path.join(out, 'search-index/en/a0a0a0a0a0.pack.bin'), 'x'.repeat(9 * 1024 * 1024));
    await expect(writeServiceWorkers(out, { basePath: '' })).rejects.toThrow(/service worker \(en\):.*a0a0a0a0a0\.pack\.bin/);
  });

  it('a search pack in parts: every part precached without a revision, in order in the worker, and a gap in their numbers fails the step', async () => {
    const { out } = await build('');
    const dir = path.join(out, 'search-index/en');
    const whole = readFileSync(path.join(dir, 'a0a0a0a0a0.pack.bin'), 'utf8');
    writeFileSync(path.join(dir, 'a0a0a0a0a0.pack1.bin'), whole);
    writeFileSync(path.join(dir, 'a0a0a0a0a0.pack2.bin'), whole);
    const report = await writeServiceWorkers(out, { basePath: '' });
    const en = report.locales.find((l) => l.locale === 'en')!;
    const parts = ['/search-index/en/a0a0a0a0a0.pack.bin', '/search-index/en/a0a0a0a0a0.pack1.bin', '/search-index/en/a0a0a0a0a0.pack2.bin'];
    expect(en.precache.urls).toEqual(expect.arrayContaining(parts));
    const { sw } = workerText(out, 'en/');
    expect(sw).toContain(`searchPacks:${JSON.stringify(parts)}`);
    expect(entriesOf(sw).filter((e) => parts.includes(e.url)).map((e) => e.revision)).toEqual(['null', 'null', 'null']);
    rmSync(path.join(dir, 'a0a0a0a0a0.pack1.bin'));
    await expect(writeServiceWorkers(out, { basePath: '' })).rejects.toThrow(/search-index\/en: the pack of index a0a0a0a0a0 is not numbered from 0 without gaps/);
  });

  it('writes the offline pages and manifests in the locale, and honours the base path', async () => {
    const { out, byLocale } = await build('/notes');
    expect(byLocale.en.precache.urls).toContain('/notes/_next/static/chunks/en-page.js');
    expect(byLocale.en.precache.urls).not.toContain('/notes/_next/static/chunks/zh-page.js');
    const enOffline = readFileSync(path.join(out, 'en/offline.html'), 'utf8');
    expect(enOffline).toContain('<html lang="en"');
    expect(enOffline).toContain('You are offline | Inkstone');
    expect(enOffline).toContain('href="/notes/en/"');
    expect(readFileSync(path.join(out, 'offline.html'), 'utf8')).toContain('你已离线');
    const manifest = JSON.parse(readFileSync(path.join(out, 'en/manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ start_url: '/notes/en/', scope: '/notes/en/', display: 'standalone', lang: 'en' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const sw = readFileSync(path.join(out, 'en/sw.js'), 'utf8');
    expect(sw).toContain('"/notes/en/offline.html"');
    // The pages' favicon and logo are their content-hashed copies, precached without a revision (so from
    // the HTTP cache the page filled); the public/img copies the pages never load are not listed.
    expect(enOffline).toContain('<link rel="icon" href="/notes/_next/static/media/favicon.0c1d2e3f.svg">');
    expect(sw).toContain('{"revision":null,"url":"/notes/_next/static/media/logo.4a5b6c7d.svg"}');
    expect(byLocale.en.precache.urls.filter((u) => /\/img\/[^/]+\.svg$/.test(u))).toEqual([]);
  });
});
