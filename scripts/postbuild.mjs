// Post-build steps over an exported folder (scripts/lib/postbuild.ts), in order. Any error fails
// the build. Usage: node scripts/postbuild.mjs <dir>   (npm run build passes its staging folder)
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { loadEnvFiles } from './lib/env-files.mjs';

// The feeds render with React's production build: the development one checks and warns as it
// renders (the feeds step: 1.0 to 1.2 s with it, 0.84 to 0.88 s without).
process.env.NODE_ENV ??= 'production';
// The .env files, as the build loads them (a no-op under npm run build: its process did).
loadEnvFiles();
register();
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/postbuild.mjs <exported folder>');
  process.exit(2);
}
const { runPostbuild } = await import('./lib/postbuild.ts');
process.exitCode = await runPostbuild(path.resolve(dir));
