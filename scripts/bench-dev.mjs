// The author's loop, timed: `next dev` from start to the first post page, then save-to-served for
// edits of that post. Runs on a scratch copy of content/ (scripts/dev-copy.mjs), so content/ is
// never touched. Usage: npm run bench -- --dev [--port 4193] [--cold] [--edits 3]
//   --cold   removes the dev server's compile cache (.cache/dev-copy/next) first
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const POST = '.cache/dev-copy/content/blog/2030/live-edit.mdx';
const PAGE = '/blog/live-edit/';

async function get(url) {
  try {
    const res = await fetch(url);
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

export async function benchDev({ port = 4193, cold = false, edits = 3 } = {}) {
  if (cold) rmSync('.cache/dev-copy/next', { recursive: true, force: true });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, ['scripts/dev-copy.mjs', '--port', String(port), '--add', 'tests/fixtures/live-content-edits'], {
    stdio: 'ignore',
    detached: true,
  });
  const result = { firstPageMs: 0, readyMs: 0, edits: [] };
  try {
    let page;
    do {
      page = await get(base + PAGE);
      if (page.status === 0) await new Promise((r) => setTimeout(r, 100));
    } while (page.status !== 200);
    result.firstPageMs = Math.round(performance.now() - started);
    for (let i = 1; i <= edits; i += 1) {
      const marker = `Edited for the benchmark, pass ${i}.`;
      const saved = performance.now();
      writeFileSync(POST, readFileSync(POST, 'utf8').replace(/^The body.*$/m, `The body. ${marker}`));
      let shown = false;
      while (!shown) shown = (await get(base + PAGE)).text.includes(marker);
      result.edits.push(Math.round(performance.now() - saved));
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
  return result;
}

export function printDev({ firstPageMs, edits }) {
  console.log('\nnext dev (scratch copy of content/, scripts/dev-copy.mjs)');
  console.log(`  start to first post page (${PAGE}): ${(firstPageMs / 1000).toFixed(1)} s`);
  console.log(`  save to served (the next response holds the edit): ${edits.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  printDev(await benchDev({ port: Number(option('port', 4193)), cold: args.includes('--cold'), edits: Number(option('edits', 3)) }));
}
