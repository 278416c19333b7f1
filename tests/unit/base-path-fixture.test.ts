import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { BASE_PATH_FIXTURE, writeBasePathContent } from '../../scripts/lib/base-path-content.mjs';

/**
 * npm test's base-path build renders a small content tree (scripts/base-path-build.mjs) and lets
 * its post-build link check prove every link under /notes; that proof covers only the page kinds
 * the tree has. Here the tree's route table must hold every kind of page in both locales, and a
 * page 2 of the blog list and of a tag (their pagination links), so a new kind of page, or a
 * fixture edit that drops one, fails here by name. The content loader reads INKSTONE_CONTENT_DIR
 * when it is first imported, so this file runs in a module graph of its own (vitest.config.ts).
 */
// Inside the repository, as the build's tree is (docs' last-update dates ask git about it).
mkdirSync('.cache', { recursive: true });
const dir = mkdtempSync(path.join('.cache', 'base-path-fixture-'));
const content = path.join(dir, 'content');
writeBasePathContent(content);
process.env.INKSTONE_CONTENT_DIR = content;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test(`the base-path content (${BASE_PATH_FIXTURE}) has every kind of page in both locales, and a page 2 of the lists`, async () => {
  const { getRoutes, ROUTE_KINDS } = await import('@/lib/routes/table');
  const { locales } = await import('@/lib/i18n/locales');
  const routes = getRoutes();
  const has = new Set(routes.map((r) => `${r.locale} ${r.kind}`));
  expect(locales.flatMap((l) => ROUTE_KINDS.map((k) => `${l} ${k}`)).filter((k) => !has.has(k))).toEqual([]);
  const secondPages = routes.filter((r) => r.path.endsWith('/page/2')).map((r) => `${r.locale} ${r.kind}`);
  expect(secondPages.sort()).toEqual(locales.flatMap((l) => [`${l} blogList`, `${l} blogTag`]).sort());
  // Its own limit: the first import of the content loader and the route table in a fresh module
  // graph takes 8 s alone and passed 20 s (the unit default) at load 11-21 on 2 cores.
}, 90_000);
