import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { staticHandler } from '../../scripts/serve.mjs';
import { withCsp } from '../../scripts/lib/csp-meta';
import { decodePiece, encodePiece } from '../../scripts/lib/search-piece';
import { isPieceName, packName, pieceName, readPack, splitPack, writePack, type PackHead } from '../../lib/search/pack';
import type { Chunk, IndexMeta } from '../../lib/search/types';
import { isRscPayload } from '../../lib/sw/cache-key';
import type { SaveSize } from '../../lib/sw/config';
import { test } from './fixtures';

export const OUT = path.join(process.cwd(), 'out');

/** A file's text; a page segment stored gzip-compressed (`….__PAGE__.txt.bin`) inflated. */
export const readText = (file: string) => (file.endsWith('.__PAGE__.txt.bin') ? gunzipSync(readFileSync(file)) : readFileSync(file)).toString('utf8');

/** A locale's folder in out/ ('' or 'en/') by its worker's scope. */
const LOCALE_DIRS = ['', 'en/'];

/**
 * The pages a small locale keeps (`smallLocales`), under the locale's folder: the ones the offline
 * specs open, follow or change, and every post the blog's first page lists (a link followed from it
 * opens offline), two tag pages (one a deploy removes).
 */
function smallPages(dir: string): string[] {
  const posts = [...readFileSync(path.join(OUT, dir, 'blog/index.html'), 'utf8').matchAll(/class="post-card-title"><a href="\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]));
  const tags = readdirSync(path.join(OUT, dir, 'blog/tags'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${dir}blog/tags/${e.name}/`).sort().slice(0, 2);
  const own = ['', 'blog/', 'about/', 'search/', 'docs/skill/', 'blog/docker-nestjs-multi-stage/'].map((p) => dir + p);
  return [...new Set([...own, ...posts, ...tags])].filter((p) => existsSync(path.join(OUT, p, 'index.html')));
}

/**
 * Writes into `into` each locale's worker as it would be for a site of a few pages (`smallPages`):
 * its page list (`<dir>offline-pages.<hash>.js`: what offline mode precaches besides the app shell,
 * the search pack and the menu files, all kept) holds only those pages' HTML and route payloads and
 * the images they show; `sw.js` names that list and `offline.json` counts it. For the specs of
 * offline mode's mechanism (save, update, removal, rollback): an install stores ~200 files, not the
 * ~1,200 of the whole locale, which one test saves in full (offline-whole-locale.spec.ts).
 */
function smallLocales(into: string) {
  for (const dir of LOCALE_DIRS) {
    const list = readdirSync(path.join(OUT, dir)).find((f) => /^offline-pages\.[0-9a-f]{10}\.js$/.test(f))!;
    const entries = JSON.parse(/^self\.__SW_PAGES=(.*);$/s.exec(readFileSync(path.join(OUT, dir, list), 'utf8'))![1]) as { url: string; revision: string | null }[];
    const pages = smallPages(dir);
    const html = pages.map((p) => readFileSync(path.join(OUT, p, 'index.html'), 'utf8')).join('\n');
    const folder = (url: string) => decodeURIComponent(url.slice(1, url.lastIndexOf('/') + 1));
    const kept = entries.filter((e) => (/\/index\.html$/.test(e.url) || isRscPayload(e.url) ? pages.includes(folder(e.url)) : html.includes(`"${e.url}"`)));
    const text = `self.__SW_PAGES=${JSON.stringify(kept)};`;
    const name = `offline-pages.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.js`;
    mkdirSync(path.join(into, dir), { recursive: true });
    writeFileSync(path.join(into, dir, name), text);
    const sw = readFileSync(path.join(OUT, dir, 'sw.js'), 'utf8');
    if (!sw.includes(list)) throw new Error(`${dir}sw.js does not name ${list}`);
    writeFileSync(path.join(into, dir, 'sw.js'), sw.replace(list, name));
    const size = JSON.parse(readFileSync(path.join(OUT, dir, 'offline.json'), 'utf8')) as SaveSize;
    const listed = new Set(entries.map((e) => decodeURIComponent(e.url)));
    const keep = new Set(kept.map((e) => decodeURIComponent(e.url)));
    const files = Object.keys(size.sizes).filter((f) => !listed.has(f) || keep.has(f));
    const small: SaveSize = {
      files: files.length,
      bytes: files.reduce((n, f) => n + size.sizes[f], 0),
      gzipBytes: files.reduce((n, f) => n + size.gzipSizes[f], 0),
      pages: files.filter((f) => f.endsWith('/index.html') && keep.has(f)).length,
      sizes: Object.fromEntries(files.map((f) => [f, size.sizes[f]])),
      gzipSizes: Object.fromEntries(files.map((f) => [f, size.gzipSizes[f]])),
    };
    writeFileSync(path.join(into, dir, 'offline.json'), JSON.stringify(small));
  }
}

/**
 * The plain static server over out/, on its own port, with a second "deploy" the test can switch
 * to: a folder of changed files served in front of out/ (the rest of the second build is the same).
 * `small`: both builds with small locales (`smallLocales`).
 */
export async function deployServer({ maxAge, small = false }: { maxAge?: number; small?: boolean } = {}) {
  const next = mkdtempSync(path.join(tmpdir(), 'inkstone-deploy-'));
  const first = small ? [mkdtempSync(path.join(tmpdir(), 'inkstone-small-')), OUT] : [OUT];
  if (small) smallLocales(first[0]);
  let dirs = first;
  /** The first build's copy of a file (relative to out/). */
  const firstFile = (rel: string) => first.map((d) => path.join(d, rel)).find((f) => existsSync(f)) ?? path.join(OUT, rel);
  /** Files of the first build the second no longer has (404 once it is served). */
  const gone = new Set<string>();
  const handler = staticHandler(() => dirs, '');
  /** Requests held unanswered (`hold`), with the test that holds them. */
  const held: { test: (rel: string) => boolean; waiting: (() => void)[] }[] = [];
  /** Files sent piece by piece (`trickle`). */
  const trickled: { test: (rel: string) => boolean; arrived: (res: ServerResponse, body: Buffer) => void }[] = [];
  /** Every request's URL as sent (path and query), in order. */
  const requests: string[] = [];
  /** Every response once sent: the request's URL, the status and whether it had a body (a 304 has none). */
  const responses: { url: string; status: number; body: boolean }[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    let body = false;
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    const sent = (chunk: unknown) => (body ||= chunk !== undefined && chunk !== null && typeof chunk !== 'function' && (chunk as { length: number }).length > 0);
    res.write = ((chunk: unknown, ...rest: unknown[]) => (sent(chunk), write(chunk, ...rest))) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => (sent(chunk), end(chunk, ...rest))) as typeof res.end;
    res.on('finish', () => responses.push({ url: req.url ?? '/', status: res.statusCode, body }));
    // `maxAge`: every file as GitHub or GitLab Pages send it, fresh in the browser's cache for that long.
    if (maxAge !== undefined) {
      const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, string | number>) => ServerResponse;
      res.writeHead = ((status: number, headers?: Record<string, string | number>) => writeHead(status, { ...headers, 'cache-control': `max-age=${maxAge}` })) as typeof res.writeHead;
    }
    const rel = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
    const answer = () => (dirs[0] === next && gone.has(rel) ? res.writeHead(404).end() : handler(req, res));
    const slow = trickled.find((t) => t.test(rel));
    if (slow) return slow.arrived(res, readFileSync(dirs.map((d) => path.join(d, decodeURIComponent(rel))).find((f) => existsSync(f)) ?? path.join(OUT, rel)));
    const hold = held.find((h) => h.test(rel));
    if (hold) hold.waiting.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    responses,
    /**
     * Writes a file of the second build (path relative to out/), derived from the first. A page
     * gets the policy of its new inline scripts, as the build would write it (scripts/lib/csp-meta.ts);
     * a page segment stored gzip-compressed (`.txt.bin`) is edited as text and stored compressed again.
     */
    change(rel: string, edit: (text: string) => string, to = rel) {
      const target = path.join(next, to);
      mkdirSync(path.dirname(target), { recursive: true });
      const text = edit(readText(firstFile(rel)));
      writeFileSync(target, to.endsWith('.html') ? withCsp(text) : to.endsWith('.__PAGE__.txt.bin') ? gzipSync(text) : text);
    },
    /** Writes a file of the second build (path relative to out/) as these bytes. */
    put(to: string, bytes: Uint8Array) {
      const target = path.join(next, to);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    },
    /** A file of the first build the second does not have. */
    remove(rel: string) {
      gone.add(rel);
    },
    copy(rel: string) {
      cpSync(firstFile(rel), path.join(next, rel));
    },
    /** A file of the first build as served (relative to out/). */
    read: (rel: string) => readText(firstFile(rel)),
    /** The same, as bytes. */
    readBytes: (rel: string) => new Uint8Array(readFileSync(firstFile(rel))),
    /**
     * Leaves the requests for matching paths (relative to out/, decoded as sent) unanswered until
     * the function returned is called, which answers them.
     */
    hold(test: (rel: string) => boolean) {
      const hold = { test, waiting: [] as (() => void)[] };
      held.push(hold);
      return () => {
        held.splice(held.indexOf(hold), 1);
        for (const answer of hold.waiting.splice(0)) answer();
      };
    },
    /**
     * Answers the next request for a matching path (relative to out/) with the file's bytes, not
     * compressed, in `pieces` parts of equal size: the headers and first part once `send()` is
     * first called, then one part a call. `requested` resolves when the request has arrived;
     * `send()` resolves with the number of parts sent so far.
     */
    trickle(test: (rel: string) => boolean, pieces: number) {
      let arrived!: (r: { res: ServerResponse; body: Buffer }) => void;
      const requested = new Promise<{ res: ServerResponse; body: Buffer }>((resolve) => (arrived = resolve));
      const entry = { test, arrived: (res: ServerResponse, body: Buffer) => (trickled.splice(trickled.indexOf(entry), 1), arrived({ res, body })) };
      trickled.push(entry);
      let sent = 0;
      return {
        requested: requested.then(({ body }) => body.length),
        async send() {
          const { res, body } = await requested;
          if (sent === 0) res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-cache' });
          const part = body.subarray(Math.floor((body.length * sent) / pieces), Math.floor((body.length * (sent + 1)) / pieces));
          sent++;
          if (sent === pieces) res.end(part);
          else res.write(part);
          return sent;
        },
      };
    },
    serveSecondBuild: () => void (dirs = [next, ...first]),
    serveFirstBuild: () => void (dirs = first),
    close: async () => {
      // The test is over, but its page may still be open on this server (the worker's context is
      // reused, playwright.config.ts) and requesting over a kept-alive connection: close() alone
      // waits for those connections to end, which a live page can put off past the hook's timeout.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      for (const d of [next, ...first.slice(0, -1)]) rmSync(d, { recursive: true, force: true });
    },
  };
}

export type DeployServer = Awaited<ReturnType<typeof deployServer>>;

/**
 * A deploy server for the tests of the calling file (call it at the file's top level or in a
 * describe): started before them and closed after them, or around each test with `each`. The
 * object returned is filled in when the server starts. `maxAge`: see deployServer.
 */
export function useDeployServer({ each = false, maxAge, small }: { each?: boolean; maxAge?: number; small?: boolean } = {}): DeployServer {
  const server = {} as DeployServer;
  (each ? test.beforeEach : test.beforeAll)(async () => void Object.assign(server, await deployServer({ maxAge, small })));
  // The page leaves the server's origin while the server still answers: a navigation the site
  // starts after a test's last step (the reload that follows a deploy) would otherwise fail against
  // the closed server, leave the page on Chromium's error page, and interrupt the reset of the
  // worker's reused page before its next test ("Navigation to about:blank is interrupted by another
  // navigation to chrome-error://chromewebdata/", seen in a CI run at load 20). A navigation in
  // flight may interrupt the first goto; the second then finds the page settled.
  const leave = async (page: Page) => void (await page.goto('about:blank').catch(() => page.goto('about:blank')));
  if (each) {
    test.afterEach(async ({ page }) => {
      await leave(page);
      await server.close();
    });
  } else {
    test.afterEach(async ({ page }) => leave(page));
    test.afterAll(async () => server.close());
  }
  return server;
}

/**
 * A deploy that changes a locale's search index (`dir`: '' or 'en/'), written the way a new build
 * writes it: meta.json names a new hash, the shards and text chunks are under it and in its pack
 * (lib/search/pack.ts), the old hash's files are gone (404), and the locale's worker precaches the
 * new pack (its manifest names it, meta.json's revision and the build id changed; offline.json
 * too). Every page title in the new index ends in `mark`, so a search shows which index answered.
 * Nothing else changes. Call `server.serveSecondBuild()` to deploy it.
 */
export function secondSearchIndex(server: DeployServer, locale: string, dir: string, mark: string) {
  const folder = `search-index/${locale}`;
  const metaText = readFileSync(path.join(OUT, folder, 'meta.json'), 'utf8');
  const before = (JSON.parse(metaText) as IndexMeta).hash;
  const after = createHash('sha1').update(`second ${before}`).digest('hex').slice(0, 10);
  const count = (kind: 't' | 'c') => readdirSync(path.join(OUT, folder)).filter((f) => isPieceName(f) && f.startsWith(`${before}.${kind}`)).length;
  const stored = { t: [] as Uint8Array[], c: [] as Uint8Array[] };
  for (const kind of ['t', 'c'] as const) {
    for (let k = 0, n = count(kind); k < n; k++) {
      const from = `${folder}/${pieceName(before, kind, k)}`;
      const bytes = new Uint8Array(readFileSync(path.join(OUT, from)));
      const chunk = kind === 'c' && (JSON.parse(decodePiece(bytes)) as Chunk);
      if (chunk) for (const head of Object.values(chunk.p)) head[1] += mark;
      stored[kind].push(chunk ? encodePiece(JSON.stringify(chunk)) : bytes);
      server.put(`${folder}/${pieceName(after, kind, k)}`, stored[kind][k]);
      server.remove(from);
    }
  }
  server.put(`${folder}/${packName(after)}`, writePack(after, stored.t, stored.c));
  server.remove(`${folder}/${packName(before)}`);
  const meta = metaText.replace(`"hash":"${before}"`, `"hash":"${after}"`);
  server.change(`${folder}/meta.json`, () => meta);
  const revision = createHash('md5').update(meta).digest('hex');
  const metaEntry = new RegExp(`"revision":"[0-9a-f]+"(,"url":"[^"]*/${folder}/meta\\.json")`);
  server.change(`${dir}sw.js`, (js) => {
    if (!metaEntry.test(js) || !js.includes(packName(before))) throw new Error(`${dir}sw.js: no precache entry for ${folder}/meta.json or its pack`);
    return js.replaceAll(before, after).replace(/buildId:"([^"]+)"/, 'buildId:"$1-2"').replace(metaEntry, `"revision":"${revision}"$1`);
  });
  server.change(`${dir}offline.json`, (json) => json.replaceAll(before, after));
  return { before, after };
}

/** What the worker controlling `page` says of itself (it answers GET_VERSION): its build id and precache name. */
/**
 * A build whose search pack of a locale (`dir`: '' or 'en/') came in `parts` parts, as one over the
 * precache's file size limit does (issue 49): the parts cut by the build's own `splitPack` at a
 * limit of a `parts`-th of the pack, the worker's config and precache naming them in order (as
 * scripts/lib/service-worker.ts writes them), offline.json counting them. Nothing else changes.
 * Call `server.serveSecondBuild()` to serve it. Returns the parts' pieces' names, part by part.
 */
export function splitSearchPack(server: DeployServer, locale: string, dir: string, parts: number): string[][] {
  const folder = `search-index/${locale}`;
  const hash = (JSON.parse(server.read(`${folder}/meta.json`)) as IndexMeta).hash;
  const whole = server.readBytes(`${folder}/${packName(hash)}`);
  const head = packHead(whole);
  const read = readPack(whole);
  const pieces = (kind: 't' | 'c') => head[kind].map((_, k) => read.get(pieceName(hash, kind, k))!);
  const cut = splitPack(hash, pieces('t'), pieces('c'), Math.ceil(whole.length / parts) + 256);
  if (cut.length < parts) throw new Error(`${folder}: the pack cut in ${cut.length} parts, not ${parts}`);
  const urls = cut.map((_, k) => `/${folder}/${packName(hash, k)}`);
  cut.forEach((bytes, k) => server.put(urls[k].slice(1), bytes));
  const entry = (u: string) => `{"revision":null,"url":"${u}"}`;
  server.change(`${dir}sw.js`, (js) => {
    const config = `searchPacks:${JSON.stringify([urls[0]])}`;
    if (!js.includes(config) || !js.includes(entry(urls[0]))) throw new Error(`${dir}sw.js: no ${config} or no precache entry for it`);
    return js.replace(config, `searchPacks:${JSON.stringify(urls)}`).replace(entry(urls[0]), urls.map(entry).join(','));
  });
  server.change(`${dir}offline.json`, (json) => {
    const size = JSON.parse(json) as SaveSize;
    const [raw, gzip] = [size.sizes[urls[0]], size.gzipSizes[urls[0]]];
    cut.forEach((bytes, k) => {
      // As the build counts a pack (scripts/lib/service-worker.ts): sent as stored.
      size.sizes[urls[k]] = size.gzipSizes[urls[k]] = bytes.length;
    });
    size.files += cut.length - 1;
    size.bytes += urls.reduce((n, u) => n + size.sizes[u], 0) - raw;
    size.gzipBytes += urls.reduce((n, u) => n + size.gzipSizes[u], 0) - gzip;
    return JSON.stringify(size);
  });
  return cut.map((bytes) => {
    const h = packHead(bytes);
    return [...h.t.map((_, k) => pieceName(hash, 't', (h.t0 ?? 0) + k)), ...h.c.map((_, k) => pieceName(hash, 'c', (h.c0 ?? 0) + k))];
  });
}

/** A pack part's head line. */
const packHead = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes.subarray(0, bytes.indexOf(0x0a))).toString('utf8')) as PackHead;

export function workerVersion(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ buildId: string; precache: string }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(e.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}
