import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteReadiness, FRESH_MS, otherPageFolder, pageFolder, prefetchFile } from '../../lib/browser/route-ready';

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

describe('createRouteReadiness', () => {
  afterEach(() => vi.useRealTimers());

  function setup() {
    let t = 1000;
    let deliver: (url: string, status?: number) => void = () => {};
    const readiness = createRouteReadiness({ now: () => t, observe: (fn) => (deliver = fn) });
    const router = { prefetch: vi.fn() };
    return { readiness, router, deliver: (u: string, status?: number) => deliver(u, status), advance: (ms: number) => (t += ms) };
  }

  it('prefetches once while a prefetch is under way or fresh, again once it is stale', () => {
    const { readiness, router, deliver, advance } = setup();
    readiness.prefetch(router, '/blog/a/', '/blog/a/');
    readiness.prefetch(router, '/blog/a/', '/blog/a/');
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(readiness.isReady('/blog/a/')).toBe(false);
    deliver('https://example.com/blog/a/__next._tree.txt');
    expect(readiness.isReady('/blog/a/'), 'the route tree alone is not enough').toBe(false);
    deliver('https://example.com/blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt?_rsc=1');
    expect(readiness.isReady('/blog/a/')).toBe(true);
    advance(FRESH_MS);
    expect(readiness.isReady('/blog/a/')).toBe(false);
    readiness.prefetch(router, '/blog/a/', '/blog/a/');
    expect(router.prefetch).toHaveBeenCalledTimes(2);
  });

  it('a click waits for its page segment, prefetching it if nothing did', async () => {
    const { readiness, router, deliver } = setup();
    let done: boolean | undefined;
    void readiness.whenReady(router, '/docs/x/#h', '/docs/x/').then((v) => (done = v));
    expect(router.prefetch).toHaveBeenCalledWith('/docs/x/#h');
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBeUndefined();
    deliver('https://example.com/docs/y/__next.!KHpoKQ.docs.$c$slug.__PAGE__.txt');
    await new Promise((r) => setTimeout(r, 20));
    expect(done, 'another page arriving does not count').toBeUndefined();
    deliver('https://example.com/docs/x/__next.!KHpoKQ.docs.$c$slug.__PAGE__.txt');
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(true);
  });

  it('settles at once when the prefetch fails (no connection), and tries again on the next intent', async () => {
    const { readiness, router, deliver } = setup();
    const result = readiness.whenReady(router, '/blog/c/', '/blog/c/');
    deliver('https://example.com/blog/c/__next._tree.txt', 200);
    deliver('https://example.com/blog/c/__next._tree.txt', 0);
    await expect(result).resolves.toBe(false);
    expect(readiness.isReady('/blog/c/')).toBe(false);
    readiness.prefetch(router, '/blog/c/', '/blog/c/');
    expect(router.prefetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the wait, leaving the router its fallback', async () => {
    vi.useFakeTimers();
    const { readiness, router } = setup();
    const result = readiness.whenReady(router, '/blog/b/', '/blog/b/', 500);
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
  });
});
