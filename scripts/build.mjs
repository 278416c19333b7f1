// npm run build: content check, `next build` into a staging folder, post-build steps over it, and
// only then the staging folder replaces out/ (scripts/lib/build.ts). Usage:
//   node scripts/build.mjs [--deploy] [--out <dir>] [--skip content-check,type-check,code-tokens]
// The .env files are loaded first (scripts/lib/env-files.mjs), so every step sees the same values.
// --deploy: a build to publish; it fails before the first step when SITE_URL is unset or names a
// reserved or local host. Without it, a build with no SITE_URL is a local preview and says so at
// its start and its end.
// --out: default out; a BASE_PATH build for tests may use another. --skip: leave out checks of the
// sources that the caller has just run on the same sources (scripts/test.sh; see buildSteps).
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { loadEnvFiles } from './lib/env-files.mjs';

const envFiles = loadEnvFiles();
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
const { deployProblems, parseEnv, previewWarning } = await import('../lib/site/env-rules.ts');
if (envFiles.length) console.log(`env files: ${envFiles.join(', ')}`);
const problems = process.argv.includes('--deploy') ? deployProblems(process.env) : [];
try {
  parseEnv(process.env);
} catch (err) {
  problems.push(...err.message.split('\n').slice(1).map((l) => l.trim()));
}
if (problems.length) {
  for (const p of problems) console.error(`error    ${p}`);
  console.error(`\nbuild stopped before its first step (${problems.length === 1 ? 'the variable above' : 'the variables above'}); nothing was changed.`);
  process.exitCode = 1;
} else {
  const preview = previewWarning(process.env);
  if (preview) console.warn(`warning  ${preview}`);
  process.exitCode = await runBuild(buildSteps({ skip }), { outDir });
  if (preview && process.exitCode === 0) console.warn(`warning  ${preview}`);
}
