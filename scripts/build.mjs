// npm run build: content check, `next build` into a staging folder, post-build steps over it, and
// only then the staging folder replaces out/ (scripts/lib/build.ts). Usage:
//   node scripts/build.mjs [--out <dir>]   (default out; a BASE_PATH build for tests may use another)
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { buildSteps, runBuild } = await import('./lib/build.ts');
const i = process.argv.indexOf('--out');
const outDir = path.resolve(i >= 0 ? process.argv[i + 1] : 'out');
process.exitCode = await runBuild(buildSteps(), { outDir });
