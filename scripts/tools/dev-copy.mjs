// `next dev` on a scratch copy of content/, so a test or a benchmark can edit, add and break files
// without touching the author's tree. Usage:
//   node scripts/tools/dev-copy.mjs [--port N] [--dir .cache/dev-copy] [--add <fixture folder>]
// Copies content/ to <dir>/content (fresh each start), then copies the files of each --add folder
// over it (same layout as content/), and runs `next dev` with INKSTONE_CONTENT_DIR pointing there.
// Its build folder is <dir>/next, so an author's own `npm run dev` (.next/) can run beside it.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const port = arg('--port', '3001');
const dir = path.resolve(arg('--dir', '.cache/dev-copy'));
const content = path.join(dir, 'content');

rmSync(content, { recursive: true, force: true });
cpSync('content', content, { recursive: true });
process.argv.forEach((a, i) => {
  if (a === '--add') cpSync(path.resolve(process.argv[i + 1]), content, { recursive: true });
});

const child = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'dev', '--port', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    INKSTONE_CONTENT_DIR: path.relative(process.cwd(), content),
    INKSTONE_DEV_DIST_DIR: path.relative(process.cwd(), path.join(dir, 'next')),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
