import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { formatPlural } from '@/lib/search/backend';
import { createDocSearchBackend, groupDocSearchHits } from '@/lib/search/docsearch';
import { highlight, markPattern, partsFromHtml, snippet } from '@/lib/search/highlight';
import { createLocalBackend } from '@/lib/search/local';
import { pieceText } from '@/lib/search/piece';
import { matchTerm, rank, viewOf } from '@/lib/search/rank';
import { MAX_PREFIX_SHARDS, parseQuery, shardOf, shardsOf, stem, tokenize } from '@/lib/search/tokenize';
import { isPackName, isPieceName, packName, pieceName, readPack, splitPack } from '@/lib/search/pack';
import type { Chunk, Shard } from '@/lib/search/types';
import { decodePiece, encodePiece } from '../../scripts/lib/search-piece';
import { buildLocaleIndex, extractPage, parseHtml, PIECE_COUNTS, PIECE_TARGETS, scaledTargets } from '../../scripts/lib/search-index';

// The ranking, counted: a query answered in steps is ranked once (lib/search/local.ts).
vi.mock('@/lib/search/rank', async (original) => {
  const m = await original<typeof import('@/lib/search/rank')>();
  return { ...m, rank: vi.fn(m.rank) };
});

describe('tokenize', () => {
  it('turns CJK runs into overlapping bigrams whatever a segmenter would do', () => {
    expect(tokenize('离线模式')).toEqual(['离线', '线模', '模式']);
    expect(tokenize('猫')).toEqual(['猫']);
  });
  it('lower-cases, folds full-width letters, stems English and drops stop words', () => {
    expect(tokenize('Deploying the Ｄｏｃｋｅｒ images')).toEqual(['deploy', 'docker', 'imag']);
    expect(tokenize('Docker 部署')).toEqual(['docker', '部署']);
  });
  it('stems the usual suffixes to one form', () => {
    for (const w of ['deploys', 'deployed', 'deploying']) expect(stem(w)).toBe('deploy');
    expect(stem('caches')).toBe(stem('caching'));
    expect(stem('queries')).toBe('query');
    expect(stem('class')).toBe('class');
  });
  it('parses a query: all terms required, the last word a prefix while typing', () => {
    expect(parseQuery('Docker 部署').terms).toEqual([{ term: 'docker', prefix: false }, { term: '部署', prefix: false }]);
    expect(parseQuery('dock').terms).toEqual([{ term: 'dock', prefix: true }]);
    expect(parseQuery('dock ').terms).toEqual([{ term: 'dock', prefix: false }]);
    expect(parseQuery('持久化').terms.map((t) => t.term)).toEqual(['持久', '久化']);
    expect(parseQuery('持').terms).toEqual([{ term: '持', prefix: true }]);
    expect(parseQuery('<img src=x>').terms.map((t) => t.term)).toEqual(['img', 'src', 'x']);
  });
  it('finds a term in the sorted shard ranges, and a prefix in the shards its words run into', () => {
    const keys = ['', 'c', 'dock', 'docker-', 'e', '持'];
    expect(shardOf('a', keys)).toBe(0);
    expect(shardOf('dock', keys)).toBe(2);
    expect(shardOf('docker', keys)).toBe(2);
    expect(shardOf('dockerfile', keys)).toBe(3);
    expect(shardOf('持久', keys)).toBe(5);
    expect(shardsOf({ term: 'docker', prefix: false }, keys)).toEqual([2]);
    expect(shardsOf({ term: 'docker', prefix: true }, keys)).toEqual([2, 3]);
    // A one-letter prefix reads at most MAX_PREFIX_SHARDS shards.
    expect(shardsOf({ term: 'c', prefix: true }, ['', 'c', 'ca', 'cb', 'cc', 'd'])).toHaveLength(MAX_PREFIX_SHARDS);
    // A prefix's stem may sort before it, in another shard: 'deploying' is also 'deploy'.
    expect(shardsOf({ term: 'deploying', prefix: true }, ['', 'deploy', 'deployi'])).toEqual([2, 1]);
  });
});

describe('highlight', () => {
  it('marks matches as parts and never interprets markup', () => {
    const parts = highlight('<b>Redis</b> 持久化', markPattern(['redis', '持久化']));
    expect(parts).toEqual(['<b>', 'Redis', '</b> ', '持久化', '']);
  });
  it('marks bigrams of a CJK query when the whole run is not there', () => {
    expect(highlight('离线和在线', markPattern(['离线模式']))).toEqual(['', '离线', '和在线']);
  });
  it('cuts a snippet around the first match', () => {
    const text = `${'前面的文字。'.repeat(30)}这里讲 Redis 持久化。`;
    const parts = snippet(text, markPattern(['持久化']), 40);
    expect(parts[0].startsWith('…')).toBe(true);
    expect(parts).toContain('持久化');
  });
  it('starts a snippet at a sentence in reach of the match', () => {
    const text = `${'Some filler words come first, '.repeat(6)}then it ends. The cache keeps Redis keys warm all day long.`;
    expect(snippet(text, markPattern(['redis']), 80).join('')).toMatch(/^…The cache keeps Redis keys/);
  });
  it('else at a word, never inside one or on stray punctuation', () => {
    const text = `${'alpha beta, gamma delta '.repeat(8)}epsilon redis zeta`;
    const out = snippet(text, markPattern(['redis']), 80).join('');
    expect(out).toMatch(/^…[a-z]/);
    expect(text).toContain(` ${out.slice(1, 12)}`);
    // The reach (10 characters) lands inside "lorem": the snippet starts at the next word.
    const inside = `${'x'.repeat(40)} word, lorem ipsum redis`;
    expect(snippet(inside, markPattern(['redis']), 40).join('')).toBe('…ipsum redis');
  });
  it('skips stray CJK punctuation where a Chinese snippet starts', () => {
    const text = `${'缓存数据'.repeat(10)}，一二三四五六七八九持久化`;
    const out = snippet(text, markPattern(['持久化']), 40).join('');
    expect(out).toMatch(/^…一二三四五六七八九持久化/);
    const sentence = `${'缓存数据'.repeat(10)}。一二三持久化`;
    expect(snippet(sentence, markPattern(['持久化']), 40).join('')).toMatch(/^…一二三持久化/);
  });
  it('reads DocSearch highlight HTML into text parts', () => {
    expect(partsFromHtml('a &lt;b&gt; <mark>Redis</mark> &amp; c')).toEqual(['a <b> ', 'Redis', ' & c']);
  });
});

const page = (title: string, sections: [string, string][], intro = '') =>
  `<html><head><meta name="description" content="${title} desc"></head><body><main><article><h1>${title}</h1><div class="markdown"><p>${intro}</p>${sections
    .map(([h, t]) => `<h2 id="${h}">${h}<a href="#${h}" class="hash-link">#</a></h2><p>${t}</p>`)
    .join('')}</div></article><script>self.__next_f.push([1,"持久化"])</script></main></body></html>`;

describe('index build', () => {
  it('extracts title, description and one record per heading with its anchor', () => {
    const p = extractPage(page('Redis 笔记', [['持久化', 'RDB 和 AOF 两种方式'], ['集群', '哨兵与分片']], '简介'))!;
    expect(p.title).toBe('Redis 笔记');
    expect(p.records.map((r) => [r.anchor, r.headings, r.text])).toEqual([
      ['', [], 'Redis 笔记 desc 简介'],
      ['持久化', ['持久化'], 'RDB 和 AOF 两种方式'],
      ['集群', ['集群'], '哨兵与分片'],
    ]);
  });
  it('leaves out what a page marks data-nosnippet (the home page’s hidden base-path banner)', () => {
    // A page without a .markdown body (the home page): its whole <main> is read.
    const html = '<html><head><meta name="description" content="首页 desc"></head><body><main><div id="base-url-issue" data-nosnippet=""><p>Your site did not load properly.</p></div><h1>首页</h1><p>你好</p></main></body></html>';
    const p = extractPage(html)!;
    expect(p.records.map((r) => r.text).join(' ')).not.toContain('did not load');
    expect(p.records[0].text).toBe('首页 desc 你好');
  });
  it('parses React markup with entities, void elements and nested headings', () => {
    const tree = parseHtml('<main><p>a &amp; b<br/>c &#x27;d&#39;</p></main>');
    expect(JSON.stringify(tree)).toContain(`"c 'd'"`);
  });
});

/** A backend over index files held in memory that logs the files it fetches (names under /idx/), in order. */
function loggedBackend(files: [string, string][]) {
  const store = new Map(files);
  const fetched: string[] = [];
  const backend = createLocalBackend('/idx', {
    versions: ['', 'current'],
    fetcher: (async (u: string) => {
      fetched.push(u.replace('/idx/', ''));
      return new Response(store.get(u.replace('/idx/', ''))!);
    }) as unknown as typeof fetch,
  });
  return { backend, fetched };
}

/** A file's body: its JSON, or its bytes as stored (a piece gzipped). */
type Body = string | Uint8Array;

/** The local search backend over index files held in memory (served under /idx/). */
function backendOver(files: [string, Body][]) {
  const store = new Map<string, Body>(files);
  const fetcher = (async (u: string) => {
    const body = store.get(u.replace('/idx/', ''));
    return body ? new Response(body as BodyInit) : new Response(null, { status: 404 });
  }) as unknown as typeof fetch;
  return { store, backend: createLocalBackend('/idx', { fetcher, versions: ['', 'current'] }) };
}

function fixtureBackend() {
  const pages = [
    { url: '/docs/redis/', kind: 'doc' as const, version: 'current', page: extractPage(page('Redis 安装', [['持久化', 'RDB 快照和 AOF 日志'], ['deploying', 'Deploying Redis with Docker 部署']]))! },
    { url: '/docs/pinia/', kind: 'doc' as const, version: 'current', page: extractPage(page('Pinia', [['订阅与持久化', '插件把状态写进 localStorage']]))! },
    { url: '/blog/docker/', kind: 'blog' as const, version: '', page: extractPage(page('Docker 部署笔记', [['镜像', 'docker build 的缓存']]))! },
    { url: '/docs/old/', kind: 'doc' as const, version: '1.0', page: extractPage(page('旧版 Docker', [['部署', 'docker 部署']]))! },
  ];
  // A text chunk per section (the index's default packs these four pages into one): the tests of a
  // deploy below need texts a query has not fetched yet.
  const built = buildLocaleIndex('zh-CN', pages, { ...PIECE_TARGETS, chunk: 1 });
  return { meta: built.meta, ...backendOver(shipped(built)) };
}

/** An index's files as the build writes them: meta.json, then each piece as stored (gzipped). */
const shipped = (built: ReturnType<typeof buildLocaleIndex>): [string, Body][] => [built.files[0], ...built.stored];

describe('ranking', () => {
  it('finds a heading by any two consecutive characters and lands on its anchor, exact heading first', async () => {
    const { backend } = fixtureBackend();
    const r = await backend.search('持久化');
    expect(r.groups.map((g) => g.hits[0].url)).toEqual(['/docs/redis/#持久化', '/docs/pinia/#订阅与持久化']);
    expect(r.count).toBe(2);
    expect((await backend.search('久化')).count).toBe(2);
  });
  it('matches mixed queries across title and section, title hits first', async () => {
    const { backend } = fixtureBackend();
    const r = await backend.search('Docker 部署');
    expect(r.groups[0].url).toBe('/blog/docker/');
    expect(r.groups.map((g) => g.url)).toContain('/docs/redis/');
  });
  it('puts the page whose title is the query before pages whose title only contains it', async () => {
    const pages = [
      { url: '/docs/redis-setup/', kind: 'doc' as const, version: 'current', page: extractPage(page('Redis 安装与客户端', [['redis-cli', 'redis redis redis 的客户端'], ['配置', 'redis.conf 与 redis 用户']]))! },
      { url: '/docs/redis/', kind: 'doc' as const, version: 'current', page: extractPage(page('Redis', [['数据结构', '字符串、哈希、列表']]))! },
    ];
    const { files } = buildLocaleIndex('zh-CN', pages);
    const { backend } = backendOver(files);
    expect((await backend.search('REDIS')).groups.map((g) => g.url)).toEqual(['/docs/redis/', '/docs/redis-setup/']);
    expect((await backend.search('redis 客户端')).groups.map((g) => g.url)).toEqual(['/docs/redis-setup/']);
  });
  it("records the body's language of an untranslated page and hands it to the results", async () => {
    const zhBody = (title: string) => page(title, [['persistence', 'RDB and AOF']]).replace('<article>', '<article class="doc" lang="zh-CN">');
    const pages = [
      { url: '/en/docs/redis/', kind: 'doc' as const, version: 'current', page: extractPage(zhBody('Redis'))! },
      { url: '/en/docs/asyncio/', kind: 'doc' as const, version: 'current', page: extractPage(page('asyncio', [['persistence', 'not really']]).replace('<article>', '<article class="doc">'))! },
    ];
    expect(pages[0].page.lang).toBe('zh-CN');
    expect(pages[1].page.lang).toBeUndefined();
    const { files } = buildLocaleIndex('en', pages);
    const chunks = files.filter(([name]) => /\.c\d+\.bin$/.test(name)).map(([, body]) => JSON.parse(body) as Chunk);
    expect([...new Set(chunks.flatMap((c) => Object.values(c.p).map((p) => `${p[0]} ${p[4]}`)))]).toEqual(['/en/docs/redis/ zh-CN', '/en/docs/asyncio/ ']);
    const { backend } = backendOver(files);
    const r = await backend.search('persistence');
    expect(Object.fromEntries(r.groups.map((g) => [g.url, g.lang]))).toEqual({ '/en/docs/redis/': 'zh-CN', '/en/docs/asyncio/': undefined });
  });
  it('filters out other docs versions', async () => {
    const { backend } = fixtureBackend();
    const r = await backend.search('旧版');
    expect(r.count).toBe(0);
  });
  it('searches the version asked for: its docs and every page that is not a doc', async () => {
    const { backend } = fixtureBackend();
    expect((await backend.search('旧版', { version: '1.0' })).groups.map((g) => g.url)).toEqual(['/docs/old/']);
    expect((await backend.search('docker', { version: '1.0' })).groups.map((g) => g.url).sort()).toEqual(['/blog/docker/', '/docs/old/']);
  });
  it('stems and prefixes English words', async () => {
    const { backend } = fixtureBackend();
    expect((await backend.search('deploys ')).groups[0].hits[0].url).toBe('/docs/redis/#deploying');
    expect((await backend.search('Pin')).groups[0].url).toBe('/docs/pinia/');
  });
  it('rejects when a file of the index cannot load', async () => {
    const backend = createLocalBackend('/missing', { fetcher: (async () => ({ ok: false, status: 404 })) as unknown as typeof fetch });
    await expect(backend.search('redis')).rejects.toThrow(/404/);
  });
  it('answers from a new index once a deploy replaced the one whose head it read (its pieces gone)', async () => {
    const { store, backend } = fixtureBackend();
    expect((await backend.search('持久化')).count).toBe(2);
    const second = buildLocaleIndex('zh-CN', [{ url: '/docs/redis/', kind: 'doc' as const, version: 'current', page: extractPage(page('Redis 新版', [['持久化', 'AOF']]))! }]);
    store.clear();
    for (const [name, body] of shipped(second)) store.set(name, body);
    // The old docker post's text was never fetched: gone, so the new index answers (it has no such post).
    expect((await backend.search('镜像')).count).toBe(0);
    const now = await backend.search('持久化');
    expect(now.groups.map((g) => g.title.join(''))).toEqual(['Redis 新版']);
    // A piece missing beside the same head stays a failure (the error state), after one more look at the head.
    const broken = fixtureBackend();
    for (const name of [...broken.store.keys()]) if (/\.c\d+\.bin$/.test(name)) broken.store.delete(name);
    await expect(broken.backend.search('持久化')).rejects.toThrow(/404/);
  });
  it('behind a host that lets the browser cache every file (max-age=600), a deploy is seen: the head is revalidated', async () => {
    const { store } = fixtureBackend();
    // The browser's HTTP cache: a file read once is answered from it unless the request revalidates.
    const httpCache = new Map<string, Body>();
    const modes: string[] = [];
    const fetcher = (async (u: string, init?: RequestInit) => {
      const name = u.replace('/idx/', '');
      modes.push(`${name.endsWith('meta.json') ? 'head' : 'piece'} ${init?.cache ?? 'default'}`);
      const body = init?.cache === 'no-cache' || !httpCache.has(name) ? store.get(name) : httpCache.get(name);
      if (body === undefined) return new Response(null, { status: 404 });
      httpCache.set(name, body);
      return new Response(body as BodyInit);
    }) as unknown as typeof fetch;
    const backend = createLocalBackend('/idx', { fetcher, versions: ['', 'current'] });
    expect((await backend.search('持久化')).count).toBe(2);
    const second = buildLocaleIndex('zh-CN', [{ url: '/docs/redis/', kind: 'doc' as const, version: 'current', page: extractPage(page('Redis 新版', [['持久化', 'AOF']]))! }]);
    store.clear();
    for (const [name, body] of shipped(second)) store.set(name, body);
    expect((await backend.search('镜像')).count).toBe(0);
    expect((await backend.search('持久化')).groups.map((g) => g.title.join(''))).toEqual(['Redis 新版']);
    expect(new Set(modes)).toEqual(new Set(['head no-cache', 'piece default']));
  });
  it('rank() requires every term', () => {
    const { meta, store } = fixtureBackend();
    const parsed = parseQuery('快照 镜像');
    const view = viewOf(meta);
    const shards = parsed.terms.map((t) => JSON.parse(decodePiece(store.get(pieceName(meta.hash, 't', shardOf(t.term, meta.shards))) as Uint8Array)) as Shard);
    const terms = { t: Object.assign({}, ...shards.map((s) => s.t)), f: Object.assign({}, ...shards.map((s) => s.f)) };
    expect(parsed.terms.map((t) => matchTerm(view, t, terms).records.size).every((n) => n > 0)).toBe(true);
    expect(rank(view, parsed, parsed.terms.map((t) => matchTerm(view, t, terms)), terms.f)).toEqual([]);
  });
});

describe('a piece as fetched (lib/search/piece.ts)', () => {
  const json = JSON.stringify({ t: { docker: Array.from({ length: 400 }, (_, i) => i) }, f: { 3: 'Docker 部署笔记' } });
  const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  it('inflates a gzipped piece, and takes one already inflated (a host that sent it with Content-Encoding: gzip) as it is', async () => {
    expect(await pieceText(buffer(gzipSync(json, { level: 9 })))).toBe(json);
    expect(await pieceText(buffer(Buffer.from(json)))).toBe(json);
    expect(await pieceText(new ArrayBuffer(0))).toBe('');
  });
  it('a corrupt or cut-off piece rejects, and a search needing it fails naming the file (the error state), without waiting', async () => {
    const gz = gzipSync(json, { level: 9 });
    const corrupt = Uint8Array.from(gz);
    corrupt.fill(0xff, 12, 40);
    await expect(pieceText(buffer(corrupt))).rejects.toThrow();
    await expect(pieceText(buffer(gz.subarray(0, gz.length >> 1)))).rejects.toThrow();
    // Through the engine: each chunk cut in half, as a download broken off would leave it in a cache.
    const { store, backend } = fixtureBackend();
    for (const [name, body] of [...store]) if (/\.c\d+\.bin$/.test(name)) store.set(name, (body as Uint8Array).subarray(0, (body as Uint8Array).length >> 1));
    await expect(backend.search('持久化')).rejects.toThrow(/search index: \/idx\/[0-9a-f]{10}\.c\d+\.bin could not be read/);
    // A piece that is neither gzip nor JSON (a host's error page) says so too.
    const html = fixtureBackend();
    for (const name of [...html.store.keys()]) if (/\.t\d+\.bin$/.test(name)) html.store.set(name, '<!doctype html><title>Not here</title>');
    await expect(html.backend.search('持久化')).rejects.toThrow(/search index: \/idx\/[0-9a-f]{10}\.t\d+\.bin could not be read \(.*JSON/);
  });
});

describe('index layout: a query fetches what it needs', () => {
  // 60 pages, each with a word of its own and sections long enough to make many shards and chunks.
  const words = Array.from({ length: 60 }, (_, i) => `w${String(i).padStart(2, '0')}${'abcdefghij'[i % 10]}x`);
  const pages = words.map((w, i) => ({
    url: `/docs/p${i}/`,
    kind: 'doc' as const,
    version: 'current',
    page: extractPage(page(`Page ${w}`, Array.from({ length: 4 }, (_, j) => [`s${j}`, `${w} ${words.map((o) => `${o}${j}`).join(' ')} ${'共享文字'.repeat(40)}`] as [string, string]), `intro ${w}`))!,
  }));
  // Chunks of 3,000 characters: each page here is about 2,000, so a chunk runs on into the next.
  const built = buildLocaleIndex('en', pages, { ...PIECE_TARGETS, chunk: 3000 });

  it('stores each piece gzipped (level 9), the same JSON inflated, unless gzip would not shrink it', () => {
    const { files, stored } = built;
    expect(stored.map(([name]) => name)).toEqual(files.slice(1).map(([name]) => name));
    for (const [k, [name, bytes]] of stored.entries()) {
      const text = files[k + 1][1];
      expect([bytes[0], bytes[1]], name).toEqual([0x1f, 0x8b]);
      expect(bytes.length, name).toBeLessThan(Buffer.byteLength(text) / 2);
      expect(decodePiece(bytes), name).toBe(text);
      expect(Buffer.from(gunzipSync(bytes)).equals(Buffer.from(text)), name).toBe(true);
    }
    // A piece of a few bytes stays as it is: gzip's header and trailer (18 bytes) would make it larger.
    const tiny = encodePiece('{"t":{},"f":{}}');
    expect(Buffer.from(tiny).toString()).toBe('{"t":{},"f":{}}');
    expect(decodePiece(tiny)).toBe('{"t":{},"f":{}}');
  });

  it("packs every stored piece into one file for offline mode, each read back byte for byte, and nothing else", async () => {
    const { meta, files, stored, packs } = built;
    expect(packs.map(([name]) => name)).toEqual([packName(meta.hash)]);
    const pack = packs[0];
    const read = readPack(pack[1]);
    expect(read.hash).toBe(meta.hash);
    expect(stored.length).toBe(meta.shards.length + meta.chunks.length);
    for (const [name, bytes] of stored) expect(Buffer.from(read.get(name)!).equals(Buffer.from(bytes)), name).toBe(true);
    // As small as the stored pieces, with its head line.
    expect(pack[1].length).toBeLessThan(stored.reduce((n, [, b]) => n + b.length, 0) + 100 + 8 * stored.length);
    // The worker answers from the pack the names it recognises as pieces: every piece, nothing else.
    expect(stored.filter(([name]) => !isPieceName(name))).toEqual([]);
    expect([packName(meta.hash), 'meta.json', `${meta.hash}.t1.bin.map`, `${meta.hash}.t1.json`].filter(isPieceName)).toEqual([]);
    expect(read.get('meta.json')).toBeUndefined();
    expect(read.get(pieceName(meta.hash, 't', meta.shards.length))).toBeUndefined();
    expect(read.get(`0000000000.t0.bin`)).toBeUndefined();
    // A cut-off pack is refused.
    expect(() => readPack(pack[1].subarray(0, -1))).toThrow(/1 bytes unaccounted/);
    expect(() => readPack(new Uint8Array([0x7b, 0x7d]))).toThrow(/no head line/);
    // A search served from the pack finds what one served from the files finds, and what one over the JSON finds.
    const fromPack = backendOver([files[0], ...stored.map(([name]) => [name, read.get(name)!] as [string, Body])]).backend;
    const fromFiles = await backendOver(shipped(built)).backend.search('w07hx');
    expect(fromFiles.count).toBeGreaterThan(0);
    expect(await fromPack.search('w07hx')).toEqual(fromFiles);
    expect(await backendOver(files).backend.search('w07hx')).toEqual(fromFiles);
  });

  it('past the precache limit the pack is cut into parts, each under it, that together hold every piece once (issue 49: 10.8 MB at 4x content)', () => {
    const { meta, stored, packs } = built;
    const whole = packs[0][1];
    const shards = stored.filter(([n]) => /\.t\d+\.bin$/.test(n)).map(([, b]) => b);
    const chunks = stored.filter(([n]) => /\.c\d+\.bin$/.test(n)).map(([, b]) => b);
    const limit = Math.ceil(whole.length / 4);
    const parts = splitPack(meta.hash, shards, chunks, limit);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(limit);
    // Every piece is in exactly one part, read back byte for byte (shards and chunks numbered on
    // from part to part).
    const read = parts.map(readPack);
    for (const [name, bytes] of stored) {
      const holders = read.filter((r) => r.get(name) !== undefined);
      expect(holders.length, name).toBe(1);
      expect(Buffer.from(holders[0].get(name)!).equals(Buffer.from(bytes)), name).toBe(true);
    }
    expect(read.every((r) => r.hash === meta.hash)).toBe(true);
    // Under the limit (with room for the offsets a part's head may carry): the one part is the whole pack as before.
    const one = splitPack(meta.hash, shards, chunks, whole.length + 32);
    expect(one.length).toBe(1);
    expect(Buffer.from(one[0]).equals(Buffer.from(whole))).toBe(true);
    // Named `<hash>.pack.bin`, `<hash>.pack1.bin`, …; no piece is taken for a part.
    expect(parts.map((_, k) => packName(meta.hash, k)).slice(0, 2)).toEqual([`${meta.hash}.pack.bin`, `${meta.hash}.pack1.bin`]);
    expect(parts.map((_, k) => packName(meta.hash, k)).every((n) => isPackName(n) && !isPieceName(n))).toBe(true);
    expect([`${meta.hash}.pack0.bin`, `${meta.hash}.pack.txt`, `${meta.hash}.t1.bin`, 'meta.json'].filter(isPackName)).toEqual([]);
  });

  it('a piece that fits no part fails with its name: the build stops rather than ship a worker without offline search', () => {
    const { meta, stored } = built;
    const chunks = stored.filter(([n]) => /\.c\d+\.bin$/.test(n)).map(([, b]) => b);
    const largest = Math.max(...chunks.map((c) => c.length));
    // The first piece that fits no part with its head (the largest, or one a few bytes under it).
    const k = chunks.findIndex((c) => c.length > largest - 64);
    expect(() => splitPack(meta.hash, [], chunks, largest)).toThrow(new RegExp(`${meta.hash}\\.c${k}\\.bin is \\d+ bytes, more than a precached file may have`));
  });

  it('cuts the terms into sorted ranges and the texts into chunks of consecutive pages, each page with its head', () => {
    const { meta, files } = built;
    expect(meta.format).toBe(3);
    expect(meta.shards.length).toBeGreaterThan(1);
    expect(meta.shards[0]).toBe('');
    expect([...meta.shards].sort()).toEqual(meta.shards);
    const chunks = files.filter(([n]) => /\.c\d+\.bin$/.test(n)).map(([, b]) => JSON.parse(b) as Chunk);
    expect(chunks.length).toBe(meta.chunks.length);
    // Packed: a chunk runs on into the next page; every record in exactly one, in record order.
    expect(chunks.length).toBeLessThanOrEqual(pages.length);
    expect(chunks.filter((c) => Object.keys(c.p).length > 1).length).toBeGreaterThan(pages.length / 2);
    const recs = chunks.flatMap((c) => Object.keys(c.r).map(Number));
    expect(recs).toEqual(Array.from({ length: meta.records }, (_, i) => i));
    // Each chunk names the pages of the records it holds, by their first record.
    const first = viewOf(meta).first;
    for (const c of chunks) {
      const own = [...new Set(Object.keys(c.r).map((r) => first[viewOf(meta).pageOf(Number(r))]))];
      expect(Object.keys(c.p).map(Number)).toEqual(own);
      for (const [at, head] of Object.entries(c.p)) expect(head[0]).toBe(pages[first.indexOf(Number(at))].url);
    }
    // Every shard holds only terms of its range.
    files.filter(([n]) => /\.t\d+\.bin$/.test(n)).forEach(([n, b]) => {
      const k = Number(/\.t(\d+)\./.exec(n)![1]);
      for (const t of Object.keys((JSON.parse(b) as Shard).t)) expect(shardOf(t, meta.shards)).toBe(k);
    });
  });

  it("packs pieces to their targets: a query's terms resolve to the shard that holds them, in a handful of files", () => {
    // A site the size of today's locale in one index: 360 pages of 4 sections.
    const many = Array.from({ length: 360 }, (_, i) => ({
      url: `/docs/q${i}/`,
      kind: 'doc' as const,
      version: 'current',
      page: extractPage(page(`Topic ${i} t${i}z`, Array.from({ length: 4 }, (_, j) => [`h${j}`, `t${i}z word${(i * 7 + j) % 500} ${'词语'.repeat(30 + j)} s${j}`] as [string, string])))!,
    }));
    const { meta, files } = buildLocaleIndex('en', many);
    const sizes = (kind: 't' | 'c') => files.filter(([n]) => new RegExp(`\\.${kind}\\d+\\.bin$`).test(n)).map(([, b]) => Buffer.byteLength(b));
    // Pieces near their targets (the last of each kind may be short; the cut follows multiples of
    // the target, measured before a shard's titles are shared): far fewer files than pages.
    for (const n of sizes('t').slice(0, -1)) expect(n).toBeGreaterThan(PIECE_TARGETS.shard * 0.3);
    for (const n of sizes('c').slice(0, -1)) expect(n).toBeGreaterThan(PIECE_TARGETS.chunk * 0.5);
    expect(files.length).toBeLessThan(many.length / 2);
    const shardTexts = new Map(files.filter(([n]) => /\.t\d+\.bin$/.test(n)).map(([n, b]) => [Number(/\.t(\d+)\./.exec(n)![1]), JSON.parse(b) as Shard]));
    for (const query of ['t123z', 'word42', '词语', 't359z s3', 'topic']) {
      for (const term of parseQuery(query).terms) {
        const wanted = shardsOf(term, meta.shards);
        expect(wanted.length, query).toBeLessThanOrEqual(MAX_PREFIX_SHARDS + 1);
        // The shard a whole word resolves to holds it; a prefix's shards hold every word it starts.
        const holding = [...shardTexts].filter(([, sh]) => Object.keys(sh.t).some((t) => t === term.term || (term.prefix && t.startsWith(term.term)))).map(([k]) => k);
        expect(holding.length, query).toBeGreaterThan(0);
        expect(holding.every((k) => wanted.includes(k)) || wanted.length === MAX_PREFIX_SHARDS + 1, `${query}: ${term.term} in ${holding} but reads ${wanted}`).toBe(true);
        expect(wanted).toContain(shardOf(term.term, meta.shards));
      }
    }
  });

  it('grows its pieces in size, not in number, as the site grows: four times the pages, the same files, the same results (issue 49)', async () => {
    // A site of n pages of 4 sections; counts small enough that the one-time site already reaches them.
    const site = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        url: `/docs/s${i}/`,
        kind: 'doc' as const,
        version: 'current',
        page: extractPage(page(`Topic ${i} t${i}z`, Array.from({ length: 4 }, (_, j) => [`h${j}`, `t${i}z word${(i * 7 + j) % 500} ${'词语'.repeat(30 + j)} s${j}`] as [string, string])))!,
      }));
    const counts = { shards: 4, chunks: 10 };
    const pieces = (files: [string, string][], kind: 't' | 'c') => files.filter(([n]) => new RegExp(`\\.${kind}\\d+\\.bin$`).test(n));
    const once = buildLocaleIndex('en', site(100), PIECE_TARGETS, counts);
    const four = buildLocaleIndex('en', site(400), PIECE_TARGETS, counts);
    for (const built of [once, four]) {
      expect(pieces(built.files, 't').length).toBeLessThanOrEqual(counts.shards);
      expect(pieces(built.files, 'c').length).toBeLessThanOrEqual(counts.chunks);
    }
    // Four times the pages: no more than a few files more, pieces about four times the size.
    expect(four.files.length - once.files.length).toBeLessThanOrEqual(2);
    expect(four.targets.chunk).toBeGreaterThan(3.5 * once.targets.chunk);
    // The same answers as an index cut at the base targets, whatever pieces they come from.
    const uncapped = buildLocaleIndex('en', site(400), PIECE_TARGETS, { shards: Infinity, chunks: Infinity });
    expect(pieces(uncapped.files, 'c').length).toBeGreaterThan(4 * counts.chunks);
    for (const q of ['t123z', 'word42 s3', '词语', 'topic t399z']) expect(await backendOver(four.files).backend.search(q, { limit: 20 }), q).toEqual(await backendOver(uncapped.files).backend.search(q, { limit: 20 }));
  });

  it("keeps the base targets for a site under the counts, and raises them just enough for one over", () => {
    expect(scaledTargets(1000, 1000)).toEqual(PIECE_TARGETS);
    const big = scaledTargets(PIECE_COUNTS.chunks * 12_000, PIECE_COUNTS.shards * 40_000);
    expect([big.chunk, big.shard]).toEqual([12_000, 40_000]);
  });

  it('fetches the head, the shard of each term and the chunks of the hits shown, nothing else', async () => {
    const { backend } = backendOver(built.files);
    const { backend: logged, fetched } = loggedBackend(built.files);
    const r = await logged.search(`${words[7]} ${words[9]}0`, { limit: 5, hitsPerGroup: 1 });
    expect(r.groups.map((g) => g.url)).toEqual(['/docs/p7/']);
    expect(r.groups[0].hits[0].snippet.join('')).toContain(words[7]);
    // meta.json, at most one shard per term, one chunk for the one hit.
    expect(fetched[0]).toBe('meta.json');
    expect(fetched.filter((f) => /\.t\d+\./.test(f)).length).toBeLessThanOrEqual(2);
    expect(fetched.filter((f) => /\.c\d+\./.test(f))).toHaveLength(1);
    expect(fetched.length).toBeLessThanOrEqual(4);
    // The same results as a backend that reads everything.
    expect(await backend.search(`${words[7]} ${words[9]}0`, { limit: 5, hitsPerGroup: 1 })).toEqual(r);
  });

  it('answers a query in steps with one ranking: the top first, then the rest reads only the texts it adds', async () => {
    const { backend: logged, fetched } = loggedBackend(built.files);
    const ranked = vi.mocked(rank).mock.calls.length;
    const [top, again] = await Promise.all([logged.search('共享', { limit: 5, hitsPerGroup: 1 }), logged.search('共享', { limit: 5, hitsPerGroup: 1 })]);
    const topFiles = fetched.length;
    const all = await logged.search('共享', { limit: 20, hitsPerGroup: 1 });
    expect(vi.mocked(rank).mock.calls.length - ranked).toBe(1);
    expect(again).toEqual(top);
    expect(all.groups.slice(0, 5)).toEqual(top.groups);
    expect(all.groups).toHaveLength(20);
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched.slice(topFiles).every((f) => /\.c\d+\./.test(f))).toBe(true);
    // Another query is ranked on its own.
    await logged.search('共享文字', { limit: 5, hitsPerGroup: 1 });
    expect(vi.mocked(rank).mock.calls.length - ranked).toBe(2);
  });

  it('shows many results from a few files: a word on every page', async () => {
    const { backend: logged, fetched } = loggedBackend(built.files);
    const r = await logged.search('共享', { limit: 20, hitsPerGroup: 1 });
    expect(r.count).toBe(60);
    expect(r.groups).toHaveLength(20);
    expect(fetched.filter((f) => /\.c\d+\./.test(f)).length).toBeLessThanOrEqual(20);
    expect(fetched.length).toBeLessThanOrEqual(22);
  });
});

describe('texts and hosted results', () => {
  it('asks DocSearch for the page language and the docs version', async () => {
    const bodies: string[] = [];
    const fetcher = (async (_u: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return { ok: true, status: 200, json: async () => ({ results: [{ hits: [], nbHits: 0 }] }) };
    }) as unknown as typeof fetch;
    const ds = createDocSearchBackend({ appId: 'APP', apiKey: 'KEY', indexName: 'idx' }, 'en', fetcher);
    await ds.search('redis');
    await ds.search('redis', { version: '1.0' });
    const filters = bodies.map((b) => new URLSearchParams(JSON.parse(b).requests[0].params).get('facetFilters'));
    expect(filters).toEqual([
      JSON.stringify(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
      JSON.stringify(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]),
    ]);
  });
  it('formats the plural of the search page count', () => {
    const msg = '{count, plural, =1 {One document found} other {# documents found}}';
    expect(formatPlural(msg, 1)).toBe('One document found');
    expect(formatPlural(msg, 12)).toBe('12 documents found');
  });
  it('groups DocSearch hits by page', () => {
    const groups = groupDocSearchHits(
      [
        { url: 'https://x.dev/docs/redis/#a', hierarchy: { lvl0: 'Docs', lvl1: 'Redis', lvl2: 'A' }, _highlightResult: { hierarchy: { lvl1: { value: '<mark>Redis</mark>' } } } },
        { url: 'https://x.dev/docs/redis/#b', hierarchy: { lvl0: 'Docs', lvl1: 'Redis', lvl2: 'B' }, _snippetResult: { content: { value: '&lt;<mark>x</mark>' } } },
      ],
      3,
      8,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].title).toEqual(['', 'Redis', '']);
    expect(groups[0].hits[1].snippet).toEqual(['<', 'x', '']);
  });
});

describe('search errors and long queries', () => {
  it('rejects (the error state) on an opaque origin without fetching, and on a failed fetch', async () => {
    const { createLocalBackend } = await import('@/lib/search/local');
    let fetched = 0;
    const fetcher = (async () => {
      fetched += 1;
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createLocalBackend('/search-index/en', { fetcher }).search('redis')).rejects.toThrow(/could not be fetched \(Failed to fetch\)/);
    expect(fetched).toBe(1);
    const g = globalThis as { self?: unknown };
    const before = g.self;
    g.self = { origin: 'null' };
    try {
      await expect(createLocalBackend('/search-index/en', { fetcher }).search('redis')).rejects.toThrow(/opaque origin/);
      expect(fetched).toBe(1);
    } finally {
      g.self = before;
    }
  });

  it('truncates a long query for headings by characters, never inside a surrogate pair', async () => {
    const { truncateQuery, HEADING_QUERY_MAX } = await import('@/lib/search/backend');
    expect(truncateQuery('redis')).toBe('redis');
    const long = 'x'.repeat(10_000);
    expect(truncateQuery(long)).toBe(`${'x'.repeat(HEADING_QUERY_MAX - 1)}…`);
    expect(Array.from(truncateQuery('😀'.repeat(100))).length).toBe(HEADING_QUERY_MAX);
    expect(truncateQuery('😀'.repeat(100)).endsWith('😀…')).toBe(true);
  });
});
