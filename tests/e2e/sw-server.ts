import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { staticHandler } from '../../scripts/serve.mjs';
import { test } from './fixtures';

export const OUT = path.join(process.cwd(), 'out');

/**
 * The plain static server over out/, on its own port, with a second "deploy" the test can switch
 * to: a folder of changed files served in front of out/ (the rest of the second build is the same).
 */
export async function deployServer() {
  const next = mkdtempSync(path.join(tmpdir(), 'inkstone-deploy-'));
  let dirs = [OUT];
  /** Files of the first build the second no longer has (404 once it is served). */
  const gone = new Set<string>();
  const handler = staticHandler(() => dirs, '');
  /** Requests held unanswered (`hold`), with the test that holds them. */
  const held: { test: (rel: string) => boolean; waiting: (() => void)[] }[] = [];
  /** Files sent piece by piece (`trickle`). */
  const trickled: { test: (rel: string) => boolean; arrived: (res: ServerResponse, body: Buffer) => void }[] = [];
  /** Every request's URL as sent (path and query), in order. */
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '/');
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
    /** Writes a file of the second build (path relative to out/), derived from the first. */
    change(rel: string, edit: (text: string) => string, to = rel) {
      const target = path.join(next, to);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, edit(readFileSync(path.join(OUT, rel), 'utf8')));
    },
    /** A file of the first build the second does not have. */
    remove(rel: string) {
      gone.add(rel);
    },
    copy(rel: string) {
      cpSync(path.join(OUT, rel), path.join(next, rel));
    },
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
    serveSecondBuild: () => void (dirs = [next, OUT]),
    serveFirstBuild: () => void (dirs = [OUT]),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(next, { recursive: true, force: true });
    },
  };
}

export type DeployServer = Awaited<ReturnType<typeof deployServer>>;

/**
 * A deploy server for the tests of the calling file (call it at the file's top level or in a
 * describe): started before them and closed after them, or around each test with `each`. The
 * object returned is filled in when the server starts.
 */
export function useDeployServer({ each = false } = {}): DeployServer {
  const server = {} as DeployServer;
  (each ? test.beforeEach : test.beforeAll)(async () => void Object.assign(server, await deployServer()));
  (each ? test.afterEach : test.afterAll)(async () => server.close());
  return server;
}

/** What the worker controlling `page` says of itself (it answers GET_VERSION): its build id and precache name. */
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
