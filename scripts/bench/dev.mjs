// The author's loop, timed: `next dev` from start to the first post page, then save-to-served for
// edits of that post, then a new post: save to its own URL answering with it. Runs on a scratch
// copy of content/ (scripts/lib/dev-server.ts), so content/ is never touched.
// Usage: npm run bench -- --dev [--port 4193] [--cold] [--edits 3] [--requests 5]
// Also the server's CPU: until the first post page, and per request of an unchanged post page, each
// asked with the server idle and counted until it is idle again, so any background work the request
// starts is in it (next dev's params worker for a dynamic route was: docs/writing.md). The load
// average is printed beside the figures, which depend on it.
//   --cold   removes the dev server's compile cache (.cache/dev-copy/next) first
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { DEV_COPY_CONTENT, DEV_COPY_NEXT, pollUntil, startDevCopy } = await import('../lib/dev-server.ts');

const POST = `${DEV_COPY_CONTENT}/blog/2030/live-edit.mdx`;
const PAGE = '/blog/live-edit/';
const NEW_POST = `${DEV_COPY_CONTENT}/blog/2030/bench-new.mdx`;
const NEW_PAGE = '/blog/bench-new/';

export async function benchDev({ port = 4193, cold = false, edits = 3, requests = 5 } = {}) {
  if (cold) rmSync(DEV_COPY_NEXT, { recursive: true, force: true });
  const server = startDevCopy(port, { add: ['tests/fixtures/live-content-edits'] });
  const result = { firstPageMs: 0, firstPageCpuMs: 0, edits: [], newPostMs: 0, newPostRequests: 0, cpuPerRequestMs: [], load: [loadAverage()] };
  try {
    result.firstPageMs = (await pollUntil(server.base + PAGE, (res) => res.status === 200, { timeoutMs: 600_000 })).ms;
    result.firstPageCpuMs = server.cpuMs();
    // The MDX compiler is warmed a few seconds after the first page, while an author reads.
    await server.printed('Live content: ready');
    for (let i = 1; i <= edits; i += 1) {
      const marker = `Edited for the benchmark, pass ${i}.`;
      await server.idle();
      const since = performance.now();
      writeFileSync(POST, readFileSync(POST, 'utf8').replace(/^The body.*$/m, `The body. ${marker}`));
      result.edits.push((await pollUntil(server.base + PAGE, (res) => res.text.includes(marker), { since })).ms);
    }
    // A new post, asked for at its URL at once and then as an author reloading the tab would, each
    // time the server is idle again (an answer's background work done), until it answers with it.
    await server.idle();
    const since = performance.now();
    writeFileSync(NEW_POST, readFileSync(POST, 'utf8').replace(/^slug: .*$/m, 'slug: bench-new').replace(/^title: .*$/m, 'title: Bench new post'));
    let first = true;
    const before = () => (first ? ((first = false), Promise.resolve()) : server.idle());
    const asked = await pollUntil(server.base + NEW_PAGE, (res) => res.status === 200 && res.text.includes('Bench new post'), { since, before });
    result.newPostMs = asked.ms;
    result.newPostRequests = asked.requests;
    for (let i = 0; i < requests; i += 1) {
      await server.idle();
      const before = server.cpuMs();
      await pollUntil(server.base + PAGE, (res) => res.status === 200);
      await server.idle();
      result.cpuPerRequestMs.push(server.cpuMs() - before);
    }
  } finally {
    result.load.push(loadAverage());
    await server.stop();
  }
  return result;
}

/** The 1-minute load average (Linux). */
function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
}

export function printDev({ firstPageMs, firstPageCpuMs, edits, newPostMs, newPostRequests, cpuPerRequestMs, load }) {
  console.log('\nnext dev (scratch copy of content/, scripts/lib/dev-server.ts)');
  console.log(`  start to first post page (${PAGE}): ${(firstPageMs / 1000).toFixed(1)} s (server CPU ${(firstPageCpuMs / 1000).toFixed(1)} s)`);
  console.log(`  save to served (the next response holds the edit): ${edits.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`  save of a new post to its URL answering with it: ${(newPostMs / 1000).toFixed(2)} s (${newPostRequests} request${newPostRequests === 1 ? '' : 's'})`);
  console.log(`  server CPU per request of the post page, background work included: ${cpuPerRequestMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`  load average (1 min): ${load.join(' at the start, ')} at the end`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  // An unknown option (--help among them) prints the usage instead of running the whole bench.
  const unknown = args.filter((a, i) => a.startsWith('-') && !['--port', '--cold', '--edits', '--requests'].includes(a) && !(i > 0 && ['--port', '--edits', '--requests'].includes(args[i - 1])));
  if (unknown.length) {
    console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\n').filter((l) => l.startsWith('//')).map((l) => l.slice(3)).join('\n'));
    process.exit(unknown.some((a) => a === '--help' || a === '-h') ? 0 : 2);
  }
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  printDev(await benchDev({ port: Number(option('port', 4193)), cold: args.includes('--cold'), edits: Number(option('edits', 3)), requests: Number(option('requests', 5)) }));
}
