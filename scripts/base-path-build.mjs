// The site under a sub-path, as npm test builds it: BASE_PATH=/notes into out-notes/ (tests/e2e-base-path
// serves it under /notes/ only), from a small content tree instead of the author's 750 pages.
// Usage: node scripts/base-path-build.mjs [build.mjs options, e.g. --skip type-check]
//
// What a base path can break is in the code, not in the words: a component or the MDX pipeline
// writing a root-relative href, src or URL without the prefix, or a service worker registered
// outside it. Every page of a type comes from the same components, and every post body from the
// same MDX pipeline, so one page of every type with every MDX feature proves what all 750 would.
// The tree is the author's own data files and about pages (content/data, content/pages: the
// home, project, friends and resources pages and the about page exactly as they ship) and the
// posts and docs of tests/fixtures/base-path-every-page-type-and-mdx-feature: a post with every
// MDX feature (code titles, highlighted lines, tables, zoomable image, admonition, details, kbd,
// task list, blockquote, links to a doc, a post and an anchor) in both locales, eleven posts in
// one tag (so the blog list and the tag list have a page 2), the docs' root, a doc with a slug,
// a generated category, doc tags and a second sidebar. The build's post-build link check then
// reads every link, asset and anchor of every page of that tree under the base path;
// tests/unit/base-path-fixture.test.ts fails when a route kind is missing from the tree.
// The tree is written fresh each run into .cache/base-path-content/ (INKSTONE_CONTENT_DIR).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { BASE_PATH_SITE_URL, writeBasePathContent } from './lib/base-path-content.mjs';

const content = path.join('.cache', 'base-path-content', 'content');
writeBasePathContent(content);
// SITE_URL comes from a .env.production file, as an author sets it: tests/e2e-base-path checks that
// it reached every output (the feeds and social cards are written by post-build steps, which do
// not run inside `next build`).
const envDir = path.dirname(content);
writeFileSync(path.join(envDir, '.env.production'), `SITE_URL=${BASE_PATH_SITE_URL}\n`);

const args = process.argv.slice(2);
const child = spawn(process.execPath, ['scripts/build.mjs', '--out', 'out-notes', ...args], {
  stdio: 'inherit',
  // No Turbopack cache on disk: the main build's is of another base path (next.config.ts).
  env: { ...process.env, BASE_PATH: '/notes', INKSTONE_CONTENT_DIR: content, INKSTONE_ENV_DIR: envDir, INKSTONE_TURBOPACK_CACHE: '0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
