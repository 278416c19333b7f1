import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `next dev` on a scratch copy of content/ (scripts/tools/dev-copy.mjs), for the tests and benchmarks of
 * the author's loop (tests/e2e-dev, npm run bench -- --dev): they edit, add and break files of the
 * copy, never of content/. The server runs in a process group of its own, so `stop` ends next dev
 * and its workers together; its output goes to <dir>/server.log.
 */
export const DEV_COPY_DIR = '.cache/dev-copy';
/** The copy of content/ the server reads (INKSTONE_CONTENT_DIR). */
export const DEV_COPY_CONTENT = `${DEV_COPY_DIR}/content`;
/** The dev server's compile cache: kept between runs (a cold one makes the first page 4x slower). */
export const DEV_COPY_NEXT = `${DEV_COPY_DIR}/next`;

/**
 * The dynamic routes whose params `next dev` has computed since it started: each run of its params
 * worker (a process started for one request to a dynamic route) writes its route into the dev
 * server's prerender manifest, which the server empties at its start. The site serves its dynamic
 * routes under `next dev` through a static page (lib/routes/dev-rewrites.ts), so none should be there.
 */
export function paramsWorkerRoutes(): string[] {
  const manifest = JSON.parse(readFileSync(`${DEV_COPY_NEXT}/dev/prerender-manifest.json`, 'utf8')) as { dynamicRoutes: Record<string, unknown> };
  return Object.keys(manifest.dynamicRoutes);
}
const LOG = `${DEV_COPY_DIR}/server.log`;

export type DevServer = {
  base: string;
  /** The server's process group (dev-copy.mjs, next dev and its workers). */
  pgid: number;
  /** Ends the server's process group and waits for it (SIGKILL after 10 s); removes the copy of content/. */
  stop(): Promise<void>;
  /** The end of the server's output, for a failure's message. */
  logTail(lines?: number): string;
  /** Resolves once the server has printed a line holding `text`. */
  printed(text: string, timeoutMs?: number): Promise<void>;
  /**
   * Resolves once the server's processes have been idle for a moment (under 5% of a core for
   * 400 ms): the background work a request leaves (`next dev` computes a dynamic route's params in
   * a worker process it starts after each request) is over. Linux (/proc); elsewhere at once.
   */
  idle(timeoutMs?: number): Promise<void>;
  /** CPU time the server's processes have used so far, ms (Linux; NaN elsewhere). */
  cpuMs(): number;
};

/**
 * CPU time (ms, user + system) of a process group from /proc: its processes' own and that of the
 * children they waited for (a worker that exited counts through its parent); NaN without /proc.
 */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, … utime, stime, cutime, cstime (12th–15th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) ticks += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

function output(): string {
  try {
    return readFileSync(LOG, 'utf8');
  } catch {
    return '';
  }
}

export function startDevCopy(port: number, { add = [] as string[] } = {}): DevServer {
  mkdirSync(DEV_COPY_DIR, { recursive: true });
  const log = openSync(LOG, 'w');
  const child = spawn(process.execPath, ['scripts/tools/dev-copy.mjs', '--port', String(port), '--dir', DEV_COPY_DIR, ...add.flatMap((a) => ['--add', a])], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is gone already
    }
  };
  // Should the test runner itself be ended, the server goes with it.
  const onExit = () => signal('SIGKILL');
  process.once('exit', onExit);
  return {
    base: `http://127.0.0.1:${port}`,
    pgid: child.pid!,
    async stop() {
      process.off('exit', onExit);
      signal('SIGTERM');
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      // dev-copy.mjs exits with next dev; a worker that outlived them would hold the port.
      signal('SIGKILL');
      rmSync(path.resolve(DEV_COPY_CONTENT), { recursive: true, force: true });
    },
    logTail(lines = 30) {
      return output().trimEnd().split('\n').slice(-lines).join('\n');
    },
    cpuMs: () => groupCpuMs(child.pid!),
    async idle(timeoutMs = 60_000) {
      const since = performance.now();
      let last = groupCpuMs(child.pid!);
      while (!Number.isNaN(last) && performance.now() - since < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const now = groupCpuMs(child.pid!);
        if (now - last < 20) return;
        last = now;
      }
    },
    async printed(text, timeoutMs = 120_000) {
      const since = performance.now();
      while (!output().includes(text)) {
        if (performance.now() - since > timeoutMs) throw new Error(`next dev did not print "${text}" within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** One GET: status 0 while the server does not listen yet. */
export async function get(url: string): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url, { redirect: 'manual' });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/**
 * Asks for `url` until `done` holds for the answer (a request waits while the dev server compiles
 * the route; only a refused connection is retried after a pause). `before`, when given, is awaited
 * before each request: what the answer waits on (such as `DevServer.idle`), so that the server is
 * not asked again while nothing has changed. Returns the milliseconds from `since` to the answer
 * that did and how many requests it took, or throws with the last answer after `timeoutMs` or at
 * a 5xx.
 */
export async function pollUntil(
  url: string,
  done: (res: { status: number; text: string }) => boolean,
  { since = performance.now(), timeoutMs = 30_000, before = async () => {} } = {},
): Promise<{ ms: number; requests: number }> {
  let last = { status: 0, text: '' };
  let requests = 0;
  while (performance.now() - since < timeoutMs) {
    await before();
    last = await get(url);
    if (last.status !== 0) requests += 1;
    if (done(last)) return { ms: Math.round(performance.now() - since), requests };
    // The server's own failure (a 500 page) does not go away by asking again.
    if (last.status >= 500) break;
    if (last.status === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: not as expected after ${Math.round(performance.now() - since)} ms (last answer: ${last.status}, ${last.text.length} bytes)`);
}
