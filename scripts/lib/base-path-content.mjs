// The content tree of npm test's base-path build (scripts/base-path-build.mjs says why it is small):
// the author's data files and about pages as they ship, with the posts and docs of the fixture.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The origin of that build, from its .env.production (a name reserved for examples, RFC 2606). */
export const BASE_PATH_SITE_URL = 'https://notes.example.org';

export const BASE_PATH_FIXTURE = 'tests/fixtures/base-path-every-page-type-and-mdx-feature';

/** Writes the tree into `dest` (a content/ folder, emptied first). */
export function writeBasePathContent(dest) {
  rmSync(dest, { recursive: true, force: true });
  for (const dir of ['data', 'pages']) cpSync(path.join('content', dir), path.join(dest, dir), { recursive: true });
  cpSync(BASE_PATH_FIXTURE, dest, { recursive: true });
}
