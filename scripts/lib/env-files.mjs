// The `.env` files, loaded once per process for every build step, the way `next build` and `next
// dev` load them (Next's own loader, @next/env): `.env.production.local`, `.env.local`,
// `.env.production`, `.env` for a build (`.env.development*` under `npm run dev`); a variable
// already set in the environment wins over every file. scripts/build.mjs loads them before its
// first step, so the content check, `next build` and the post-build steps (feeds, social cards,
// sitemap, search index, workers, link check) all read the same SITE_URL; the scripts that run
// on their own (check-content.mjs, postbuild.mjs) load them too. INKSTONE_ENV_DIR names another
// folder to read them from (npm test's base-path build reads its own, scripts/base-path-build.mjs).
import nextEnv from '@next/env';

/** Loads the env files of `dir` into process.env; returns the names of the files read. */
export function loadEnvFiles(dir = process.env.INKSTONE_ENV_DIR || process.cwd(), { dev = false } = {}) {
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, dev, { info() {}, error: (...args) => console.error(...args) });
  return loadedEnvFiles.map((f) => f.path);
}
