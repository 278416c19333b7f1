import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOf, chunksOf, createRouteReadiness, FRESH_MS, inflatedSegment, otherPageFolder, pageFolder, prefetchFile } from '../../lib/browser/route-ready';

const here = { href: 'https://example.com/notes/blog/archive/' };

describe('prefetchFile', () => {
  it("names the page folder of a page segment or route tree request, whatever Next's query", () => {
    expect(prefetchFile('https://example.com/blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt?_rsc=x1')).toEqual({ folder: '/blog/a/', file: 'page' });
    expect(prefetchFile('https://example.com/__next.!KHpoKQ.__PAGE__.txt')).toEqual({ folder: '/', file: 'page' });
    expect(prefetchFile('https://example.com/docs/%E4%B8%AD/__next.!KHpoKQ.docs.$c$slug.__PAGE__.txt')).toEqual({ folder: '/docs/%E4%B8%AD/', file: 'page' });
    expect(prefetchFile('https://example.com/blog/a/__next._tree.txt?_rsc=y')).toEqual({ folder: '/blog/a/', file: 'tree' });
  });
  it('ignores index.txt and everything else', () => {
    for (const u of ['https://example.com/blog/a/index.txt', 'https://example.com/img/a.svg', 'not a url']) expect(prefetchFile(u)).toBeNull();
  });
});

describe('pageFolder', () => {
  it('applies the base path to site paths, drops query and hash, ends with a slash', () => {
    expect(pageFolder('/blog/a/#h', '/notes', here)).toBe('/notes/blog/a/');
    expect(pageFolder('/search?q=x', '/notes', here)).toBe('/notes/search/');
    expect(pageFolder('../tags/', '/notes', here)).toBe('/notes/blog/tags/');
  });
});

describe('otherPageFolder', () => {
  const shown = { href: 'https://example.com/notes/blog/a/?x=1#top', pathname: '/notes/blog/a/' };
  it('names the folder of another page', () => {
    expect(otherPageFolder('/blog/b/#h', '/notes', shown)).toBe('/notes/blog/b/');
    expect(otherPageFolder('/blog/b', '/notes', shown)).toBe('/notes/blog/b/');
  });
  it('is null for the page shown: an anchor, its own path with a query or hash', () => {
    for (const href of ['#h', '/blog/a/', '/blog/a/?y=2', '/blog/a#h']) expect(otherPageFolder(href, '/notes', shown), href).toBeNull();
  });
});

describe('chunksOf', () => {
  it("names each script file of a page segment's client components once, base path included", () => {
    const payload = '1:"$Sreact.fragment"\n2:"/_next/static/chunks/3qfy96eoyh-ek.js"\n3:I[39756,["$2"],"default"]\na:"/notes/_next/static/chunks/3zn_y-xl9b__w.js"\nb:I[44995,["$a","/_next/static/chunks/3qfy96eoyh-ek.js"],"X"]\n:HL["/_next/static/chunks/21oo6ukt55dn_.css","style"]\n';
    expect(chunksOf(payload)).toEqual(['/_next/static/chunks/3qfy96eoyh-ek.js', '/notes/_next/static/chunks/3zn_y-xl9b__w.js']);
    expect(chunksOf('0:{"b":"B1"}')).toEqual([]);
  });
});

describe('createRouteReadiness', () => {
  afterEach(() => vi.useRealTimers());

  const ORIGIN = 'https://example.com';
  const TREE = (build = 'B1') => `:HL["/a.css","style"]\n0:{"b":"${build}","t":{}}\n`;

  /** A readiness over a fake network: every request is logged, answered by `respond` (status 200 by default). */
  function setup(respond: (url: string, method: string) => Response | Promise<Response> = (url) => new Response(url.endsWith('_tree.txt') ? TREE() : 'x'), trees = false, packed = false) {
    let t = 1000;
    const sent: string[] = [];
    const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push(`${method} ${String(input)}`);
      return respond(String(input), method);
    });
    const preload = vi.fn();
    const readiness = createRouteReadiness({ now: () => t, fetcher, origin: () => ORIGIN, base: '', buildId: () => 'B1', preload, trees, packed });
    /** The router's own three requests, in a row as Next 16 sends them. */
    const router = {
      prefetch: vi.fn(async (href: string) => {
        const page = `${ORIGIN}${href}`;
        if (!(await readiness.serve(new URL(page), { method: 'HEAD' })).ok) return;
        const tree = await readiness.serve(new URL(`${page}__next._tree.txt?_rsc=1`), { headers: { RSC: '1' } });
        if (!tree.ok || !(await tree.text()).includes('"b":"B1"')) return;
        await (await readiness.serve(new URL(`${page}__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt?_rsc=2`))).text();
      }),
    };
    return { readiness, router, sent, fetcher, preload, advance: (ms: number) => (t += ms) };
  }

  it("sends the route tree and the page segment at once, no HEAD, and the router's three requests are answered from those", async () => {
    const { readiness, router, sent } = setup();
    const ready = readiness.whenReady(router, '/blog/a/', '/blog/a/');
    expect(sent).toEqual([`GET ${ORIGIN}/blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt`, `GET ${ORIGIN}/blog/a/__next._tree.txt`]);
    await expect(ready).resolves.toBe(true);
    expect(sent, 'nothing more went to the server').toHaveLength(2);
    expect(readiness.isReady('/blog/a/')).toBe(true);
  });

  it('revalidates every route payload it fetches, its own and the router\'s, whatever the host lets the browser cache', async () => {
    const { readiness, fetcher } = setup();
    readiness.prefetch({ prefetch: () => {} }, '/blog/a/', '/blog/a/');
    await readiness.serve(new URL(`${ORIGIN}/blog/b/__next._tree.txt?_rsc=1`), { headers: { RSC: '1' } });
    await readiness.serve(new URL(`${ORIGIN}/img/x.png`));
    expect(fetcher.mock.calls.map(([u, init]) => `${String(u).replace(ORIGIN, '')} ${init?.cache ?? 'default'}`)).toEqual([
      '/blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt no-cache',
      '/blog/a/__next._tree.txt no-cache',
      '/blog/b/__next._tree.txt?_rsc=1 no-cache',
      '/img/x.png default',
    ]);
  });

  it("answers the router's HEAD with the route tree's status", async () => {
    const { readiness, router } = setup((url) => new Response('', { status: url.endsWith('_tree.txt') ? 404 : 200 }));
    readiness.prefetch({ prefetch: () => {} }, '/blog/e/', '/blog/e/');
    expect((await readiness.serve(new URL(`${ORIGIN}/blog/e/`), { method: 'HEAD' })).status).toBe(404);
    await expect(readiness.whenReady(router, '/blog/e/', '/blog/e/')).resolves.toBe(false);
  });

  it('preloads the client chunks the page segment names as their bytes arrive, before the rest of it', async () => {
    let more!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (more = c) });
    const bytes = (s: string) => new TextEncoder().encode(s);
    const { readiness, preload } = setup((url) => new Response(url.endsWith('_tree.txt') ? TREE() : body));
    // No router asks for anything: the preload does not wait for it, nor for the end of the body.
    readiness.prefetch({ prefetch: () => {} }, '/blog/a/', '/blog/a/');
    more.enqueue(bytes('2:"/_next/static/chunks/a1.js"\n3:I[1,["$2"],"default"]\n4:"/_next/static/chu'));
    await vi.waitFor(() => expect(preload.mock.calls.map(([src]) => src)).toEqual(['/_next/static/chunks/a1.js']));
    more.enqueue(bytes('nks/b2.js"\n5:I[2,["$4","$2"],"default"]\n'));
    more.close();
    await vi.waitFor(() => expect(preload.mock.calls.map(([src]) => src)).toEqual(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js']));
  });

  it('prefetches once while a prefetch is under way or fresh, again once it is stale', async () => {
    const { readiness, router, advance } = setup();
    readiness.prefetch(router, '/blog/a/', '/blog/a/');
    readiness.prefetch(router, '/blog/a/', '/blog/a/');
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(readiness.isReady('/blog/a/')).toBe(false);
    await readiness.whenReady(router, '/blog/a/', '/blog/a/');
    expect(readiness.isReady('/blog/a/')).toBe(true);
    advance(FRESH_MS);
    expect(readiness.isReady('/blog/a/')).toBe(false);
    readiness.prefetch(router, '/blog/a/', '/blog/a/');
    expect(router.prefetch).toHaveBeenCalledTimes(2);
  });

  it('settles false at once for a page that is gone or unreachable, and tries again on the next intent', async () => {
    for (const respond of [() => new Response('', { status: 404 }), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const { readiness, router } = setup(respond);
      await expect(readiness.whenReady(router, '/blog/c/', '/blog/c/')).resolves.toBe(false);
      expect(readiness.isReady('/blog/c/')).toBe(false);
      readiness.prefetch(router, '/blog/c/', '/blog/c/');
      expect(router.prefetch).toHaveBeenCalledTimes(2);
    }
  });

  it('settles false at once for a route tree of another build (a deploy since the page loaded)', async () => {
    const { readiness, router } = setup((url) => new Response(url.endsWith('_tree.txt') ? TREE('B2') : 'x'));
    await expect(readiness.whenReady(router, '/blog/d/', '/blog/d/')).resolves.toBe(false);
  });

  it('settles false for a page segment of another build (a deploy between the two payloads), whether the router asks for it or not', async () => {
    const SEGMENT = (build: string) => `1:"$Sreact.fragment"\n0:{"t":{"t":{"s":""}},"a":"$@2","b":"${build}"}\n2:[]\n`;
    for (const [build, expected] of [['B2', false], ['B1', true]] as const) {
      const { readiness, router } = setup((url) => new Response(url.endsWith('_tree.txt') ? TREE() : SEGMENT(build)));
      await expect(readiness.whenReady(router, '/blog/f/', '/blog/f/'), build).resolves.toBe(expected);
    }
    // A router that rejected the page a moment ago asks for nothing.
    const { readiness } = setup((url) => new Response(url.endsWith('_tree.txt') ? TREE() : SEGMENT('B2')));
    await expect(readiness.whenReady({ prefetch: () => {} }, '/blog/f/', '/blog/f/', 60_000)).resolves.toBe(false);
  });

  it('once a payload of another build has come, every link loads in full: nothing more is prefetched, a page that had arrived is not used', async () => {
    const { readiness, router, sent } = setup((url) => new Response(url.endsWith('_tree.txt') ? TREE(url.includes('/blog/b/') ? 'B2' : 'B1') : 'x'));
    await expect(readiness.whenReady(router, '/blog/a/', '/blog/a/')).resolves.toBe(true);
    await expect(readiness.whenReady(router, '/blog/b/', '/blog/b/')).resolves.toBe(false);
    const before = sent.length;
    expect(readiness.isReady('/blog/a/')).toBe(false);
    await expect(readiness.whenReady(router, '/blog/a/', '/blog/a/')).resolves.toBe(false);
    await expect(readiness.whenReady(router, '/blog/c/', '/blog/c/')).resolves.toBe(false);
    expect(sent).toHaveLength(before);
  });

  it("reads the build id from a route tree's first row and a page segment's last field", () => {
    expect(buildOf(TREE('B7'))).toBe('B7');
    expect(buildOf('1:"x"\n0:{"t":{"d":{"b":"not-this"}},"a":"$@2","b":"B8"}\n2:[]\n')).toBe('B8');
    expect(buildOf('1:"x"\n')).toBeUndefined();
  });

  it('gives up after the wait, leaving the router its fallback', async () => {
    vi.useFakeTimers();
    const { readiness } = setup();
    const result = readiness.whenReady({ prefetch: () => {} }, '/blog/b/', '/blog/b/', 500);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
  });

  describe("with the build's route trees (one file a build, lib/routes/route-trees.ts)", () => {
    const SLUG = '"n":"slug","t":"d","k":"x","s":["archive"]';
    const ROUTE_TREE = (k: string) => `:HL["/a.css","style"]\n3:[["children",{"s":{${SLUG.replace('"k":"x"', `"k":"${k}"`)}},"h":1}]]\n0:{"b":"B1","t":{}}\n`;
    const TREES = JSON.stringify({ trees: { '__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt': ROUTE_TREE('') }, files: ['/blog/own/'] });
    const URL_OF_TREES = `${ORIGIN}/_next/static/B1/route-trees.json`;
    const network = (overrides: Record<string, Response> = {}) => (url: string) =>
      overrides[url]?.clone() ?? new Response(url === URL_OF_TREES ? TREES : url.endsWith('_tree.txt') ? TREE() : 'x');

    it("fills a dynamic route's tree with the page's params, fetching the file of trees once and no tree file", async () => {
      const { readiness, router, sent } = setup(network(), true);
      let asked = '';
      const reading = { prefetch: async (href: string) => {
        await readiness.serve(new URL(`${ORIGIN}${href}`), { method: 'HEAD' });
        asked = await (await readiness.serve(new URL(`${ORIGIN}${href}__next._tree.txt?_rsc=1`))).text();
        await (await readiness.serve(new URL(`${ORIGIN}${href}__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt?_rsc=2`))).text();
      } };
      await expect(readiness.whenReady(reading, '/blog/a/', '/blog/a/')).resolves.toBe(true);
      expect(asked).toBe(ROUTE_TREE('a'));
      await expect(readiness.whenReady(router, '/blog/b/', '/blog/b/')).resolves.toBe(true);
      expect(sent).toEqual([
        `GET ${ORIGIN}/blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt`,
        `GET ${URL_OF_TREES}`,
        `GET ${ORIGIN}/blog/b/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt`,
      ]);
    });

    it('fetches its own file for a page listed as keeping it, a static route, a route the file lacks', async () => {
      const { readiness, router, sent } = setup(network(), true);
      for (const page of ['/blog/own/', '/blog/archive/', '/docs/x/']) await expect(readiness.whenReady(router, page, page), page).resolves.toBe(true);
      expect(sent.filter((s) => s.endsWith('__next._tree.txt'))).toEqual(['/blog/own/', '/blog/archive/', '/docs/x/'].map((p) => `GET ${ORIGIN}${p}__next._tree.txt`));
      const fresh = setup(network(), true);
      await fresh.readiness.whenReady(fresh.router, '/blog/archive/', '/blog/archive/');
      expect(fresh.sent, 'a static page does not fetch the route trees').not.toContain(`GET ${URL_OF_TREES}`);
    });

    it("answers with the page segment's status: a page that is not there has no tree either", async () => {
      const missing = `${ORIGIN}/blog/gone/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt`;
      const { readiness, router, sent } = setup(network({ [missing]: new Response('', { status: 404 }) }), true);
      readiness.prefetch({ prefetch: () => {} }, '/blog/gone/', '/blog/gone/');
      expect((await readiness.serve(new URL(`${ORIGIN}/blog/gone/`), { method: 'HEAD' })).status).toBe(404);
      await expect(readiness.whenReady(router, '/blog/gone/', '/blog/gone/')).resolves.toBe(false);
      expect(sent.some((s) => s.endsWith('_tree.txt'))).toBe(false);
    });

    it('falls back to the tree file when the build has no file of trees, and asks again after a failed request', async () => {
      const { readiness, router, sent } = setup(network({ [URL_OF_TREES]: new Response('', { status: 404 }) }), true);
      await expect(readiness.whenReady(router, '/blog/a/', '/blog/a/')).resolves.toBe(true);
      expect(sent).toContain(`GET ${ORIGIN}/blog/a/__next._tree.txt`);
      let offline = true;
      const flaky = setup((url) => (offline && url === URL_OF_TREES ? Promise.reject(new TypeError('Failed to fetch')) : network()(url)), true);
      await flaky.readiness.whenReady(flaky.router, '/blog/a/', '/blog/a/');
      offline = false;
      await expect(flaky.readiness.whenReady(flaky.router, '/blog/b/', '/blog/b/')).resolves.toBe(true);
      expect(flaky.sent.filter((s) => s === `GET ${URL_OF_TREES}`)).toHaveLength(2);
      expect(flaky.sent).not.toContain(`GET ${ORIGIN}/blog/b/__next._tree.txt`);
    });

    it('answers a route tree the router asks for on its own, and keeps the page segment for its next request', async () => {
      const { readiness, sent } = setup(network(), true);
      expect(await (await readiness.serve(new URL(`${ORIGIN}/blog/c/__next._tree.txt?_rsc=1`))).text()).toBe(ROUTE_TREE('c'));
      await readiness.serve(new URL(`${ORIGIN}/blog/c/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt?_rsc=2`));
      expect(sent).toEqual([`GET ${ORIGIN}/blog/c/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt`, `GET ${URL_OF_TREES}`]);
    });
  });

  describe('with page segments stored gzip-compressed (scripts/lib/page-segments.ts)', () => {
    const SEGMENT = (build = 'B1') => `1:"$Sreact.fragment"\n2:"/_next/static/chunks/a1.js"\n0:{"t":{"t":{"s":"中文"}},"a":"$@2","b":"${build}"}\n`;
    const PAGE = `${ORIGIN}/blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt`;
    const gz = (text: string) => new Response(gzipSync(text), { headers: { 'content-type': 'application/octet-stream' } });
    const network = (segment: (url: string) => Response | Promise<Response> = () => gz(SEGMENT())) => (url: string) => (new URL(url).pathname.endsWith('.bin') ? segment(url) : url.endsWith('_tree.txt') ? new Response(TREE()) : new Response('', { status: 404 }));

    it("fetches the .bin file beside the page and answers the router's request for the page segment with its text", async () => {
      const { readiness, sent, preload } = setup(network(), false, true);
      let answered = '';
      let status = 0;
      const reading = { prefetch: async (href: string) => {
        await readiness.serve(new URL(`${ORIGIN}${href}`), { method: 'HEAD' });
        await (await readiness.serve(new URL(`${ORIGIN}${href}__next._tree.txt?_rsc=1`))).text();
        const r = await readiness.serve(new URL(`${PAGE}?_rsc=2`));
        status = r.status;
        answered = await r.text();
      } };
      await expect(readiness.whenReady(reading, '/blog/a/', '/blog/a/')).resolves.toBe(true);
      expect(answered).toBe(SEGMENT());
      expect(status).toBe(200);
      expect(sent).toEqual([`GET ${PAGE}.bin`, `GET ${ORIGIN}/blog/a/__next._tree.txt`]);
      expect(preload.mock.calls.map(([src]) => src), 'the chunks are read from the inflated text').toEqual(['/_next/static/chunks/a1.js']);
    });

    it('inflates a page segment the router asks for on its own, and checks its build', async () => {
      const { readiness, sent } = setup(network(), false, true);
      const r = await readiness.serve(new URL(`${PAGE}?_rsc=2`), { headers: { RSC: '1' } });
      expect(await r.text()).toBe(SEGMENT());
      expect(sent).toEqual([`GET ${PAGE}.bin?_rsc=2`]);
      const other = setup(network(() => gz(SEGMENT('B2'))), false, true);
      await expect(other.readiness.whenReady(other.router, '/blog/a/', '/blog/a/'), 'a page segment of another build').resolves.toBe(false);
    });

    it('keeps a missing page a 404 and a lost connection a failed fetch, and tries again on the next intent', async () => {
      const missing = setup(network(() => new Response('<!doctype html><h1>404</h1>', { status: 404, statusText: 'Not Found' })), false, true);
      const asked = missing.readiness.serve(new URL(`${PAGE}?_rsc=2`));
      expect((await asked).status).toBe(404);
      expect(await (await asked).text(), 'no body to decode').toBe('');
      await expect(missing.readiness.whenReady(missing.router, '/blog/a/', '/blog/a/')).resolves.toBe(false);
      let offline = true;
      const flaky = setup(network(() => (offline ? Promise.reject(new TypeError('Failed to fetch')) : gz(SEGMENT()))), false, true);
      await expect(flaky.readiness.serve(new URL(`${PAGE}?_rsc=2`))).rejects.toThrow('Failed to fetch');
      await expect(flaky.readiness.whenReady(flaky.router, '/blog/a/', '/blog/a/')).resolves.toBe(false);
      offline = false;
      await expect(flaky.readiness.whenReady(flaky.router, '/blog/a/', '/blog/a/')).resolves.toBe(true);
    });

    it('fetches the page segment as the export wrote it when they are not stored compressed (next dev)', async () => {
      const { readiness, router, sent } = setup((url) => new Response(url.endsWith('_tree.txt') ? TREE() : SEGMENT()));
      await expect(readiness.whenReady(router, '/blog/a/', '/blog/a/')).resolves.toBe(true);
      expect(sent).toEqual([`GET ${PAGE}`, `GET ${ORIGIN}/blog/a/__next._tree.txt`]);
    });
  });
});

describe('inflatedSegment', () => {
  const TEXT = '1:"$Sreact.fragment"\n0:{"b":"B1"}\n'.repeat(50) + '中文的段落';
  /** A body that arrives in pieces of `size` bytes (1: the gzip magic split across two reads). */
  const pieces = (bytes: Uint8Array, size: number) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += size) c.enqueue(bytes.slice(i, i + size));
        c.close();
      },
    });

  it('inflates a gzip body, however it arrives, with the status and a text type', async () => {
    for (const size of [1, 7, 1 << 20]) {
      const r = await inflatedSegment(new Response(pieces(gzipSync(TEXT), size), { status: 200, headers: { 'content-type': 'application/gzip' } }));
      expect(await r.text(), `pieces of ${size}`).toBe(TEXT);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('passes on a body a host already inflated (Content-Encoding: gzip), and an empty one', async () => {
    for (const size of [1, 1 << 20]) expect(await (await inflatedSegment(new Response(pieces(new TextEncoder().encode(TEXT), size)))).text()).toBe(TEXT);
    expect(await (await inflatedSegment(new Response(''))).text()).toBe('');
  });

  it('keeps an error status, without the body (the host\'s 404 page)', async () => {
    const r = await inflatedSegment(new Response('<!doctype html>', { status: 404, statusText: 'Not Found' }));
    expect([r.status, r.statusText, r.ok, r.body]).toEqual([404, 'Not Found', false, null]);
  });

  it('fails the body of a file that is cut off, as a cut connection does', async () => {
    const cut = gzipSync(TEXT).slice(0, 40);
    await expect((await inflatedSegment(new Response(cut))).text()).rejects.toThrow();
  });
});
