// npm run build: content check, `next build` into a staging folder, post-build steps over it, and
// only then the staging folder replaces out/ (scripts/lib/build.ts). Usage:
//   node scripts/build.mjs [--out <dir>] [--skip content-check,type-check,code-tokens]
// --out: default out; a BASE_PATH build for tests may use another. --skip: leave out checks of the
// sources that the caller has just run on the same sources (scripts/test.sh; see buildSteps).
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { buildSteps, runBuild, SKIPPABLE } = await import('./lib/build.ts');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const outDir = path.resolve(arg('--out') ?? 'out');
const skip = (arg('--skip') ?? '').split(',').filter(Boolean);
const unknown = skip.filter((s) => !SKIPPABLE.includes(s));
if (unknown.length) {
  console.error(`--skip: unknown ${unknown.join(', ')} (known: ${SKIPPABLE.join(', ')})`);
  process.exit(2);
}
process.exitCode = await runBuild(buildSteps({ skip }), { outDir });
