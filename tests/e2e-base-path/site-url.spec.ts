import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_PATH_SITE_URL } from '../../scripts/lib/base-path-content.mjs';
import { PREVIEW_SITE_URL } from '../../lib/site/env';

/**
 * The base-path build sets SITE_URL only in a .env.production file (scripts/base-path-build.mjs),
 * as an author would. Next reads that file inside `next build`; the content check and the
 * post-build steps (feeds, social cards, search index, workers, link check) run in processes of
 * their own, so the value reaches them only because the build loads the files for every step.
 */
const OUT = path.join(process.cwd(), 'out-notes');
const TEXT = /\.(html|xml|json|txt|js|webmanifest|css)$/;

test('SITE_URL set only in .env.production reaches every file of out/, feeds included', () => {
  const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((f) => TEXT.test(f));
  expect(files.length).toBeGreaterThan(100);
  // The preview origin itself (the author's data names hosts under it, such as git.inkstone.example).
  const preview = new RegExp(`${PREVIEW_SITE_URL.replaceAll('.', '\\.')}(?![\\w.-])`);
  expect(files.filter((f) => preview.test(readFileSync(path.join(OUT, f), 'utf8')))).toEqual([]);
  const rss = readFileSync(path.join(OUT, 'blog', 'rss.xml'), 'utf8');
  expect(rss).toContain(`<link>${BASE_PATH_SITE_URL}/notes/blog/</link>`);
  const atom = readFileSync(path.join(OUT, 'en', 'blog', 'atom.xml'), 'utf8');
  expect(atom).toContain(`${BASE_PATH_SITE_URL}/notes/en/blog/`);
  const post = readFileSync(path.join(OUT, 'blog', 'writing-cheatsheet', 'index.html'), 'utf8');
  expect(post).toMatch(new RegExp(`<meta property="og:image" content="${BASE_PATH_SITE_URL}/notes/[^"]+\\.png"`));
});
