// The author's loop, timed: `next dev` from start to the first post page, then save-to-served for
// edits of that post. Runs on a scratch copy of content/ (scripts/lib/dev-server.ts), so content/ is
// never touched. Usage: npm run bench -- --dev [--port 4193] [--cold] [--edits 3] [--requests 5]
// Also the server's CPU per request of an unchanged post page: each asked with the server idle and
// counted until it is idle again, so the background work the request starts (next dev computes a
// dynamic route's params in a worker process after each request) is in it.
//   --cold   removes the dev server's compile cache (.cache/dev-copy/next) first
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { DEV_COPY_CONTENT, DEV_COPY_NEXT, pollUntil, startDevCopy } = await import('../lib/dev-server.ts');

const POST = `${DEV_COPY_CONTENT}/blog/2030/live-edit.mdx`;
const PAGE = '/blog/live-edit/';

export async function benchDev({ port = 4193, cold = false, edits = 3, requests = 5 } = {}) {
  if (cold) rmSync(DEV_COPY_NEXT, { recursive: true, force: true });
  const server = startDevCopy(port, { add: ['tests/fixtures/live-content-edits'] });
  const result = { firstPageMs: 0, edits: [], cpuPerRequestMs: [] };
  try {
    result.firstPageMs = (await pollUntil(server.base + PAGE, (res) => res.status === 200, { timeoutMs: 600_000 })).ms;
    // The MDX compiler is warmed a few seconds after the first page, while an author reads.
    await server.printed('Live content: ready');
    for (let i = 1; i <= edits; i += 1) {
      const marker = `Edited for the benchmark, pass ${i}.`;
      await server.idle();
      const since = performance.now();
      writeFileSync(POST, readFileSync(POST, 'utf8').replace(/^The body.*$/m, `The body. ${marker}`));
      result.edits.push((await pollUntil(server.base + PAGE, (res) => res.text.includes(marker), { since })).ms);
    }
    for (let i = 0; i < requests; i += 1) {
      await server.idle();
      const before = server.cpuMs();
      await pollUntil(server.base + PAGE, (res) => res.status === 200);
      await server.idle();
      result.cpuPerRequestMs.push(server.cpuMs() - before);
    }
  } finally {
    await server.stop();
  }
  return result;
}

export function printDev({ firstPageMs, edits, cpuPerRequestMs }) {
  console.log('\nnext dev (scratch copy of content/, scripts/lib/dev-server.ts)');
  console.log(`  start to first post page (${PAGE}): ${(firstPageMs / 1000).toFixed(1)} s`);
  console.log(`  save to served (the next response holds the edit): ${edits.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`  server CPU per request of the post page, background work included: ${cpuPerRequestMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  printDev(await benchDev({ port: Number(option('port', 4193)), cold: args.includes('--cold'), edits: Number(option('edits', 3)), requests: Number(option('requests', 5)) }));
}
