import type { Response } from '@playwright/test';
import { parseEnv } from '../../lib/site/env';
import { emittedRoutes, expect, hydrated, markDocument, sameDocument, SITE_TITLE, test } from './fixtures';
import { MDX_PAGES } from './mdx-pages';
import { pageFacts, routeProblems, twinsOf } from './route-html';

/**
 * Route coverage, in two halves drawn by what can fail where.
 *
 * Every route, without a browser (both locales, every out/**\/index.html, so every route content
 * adds later): the page is fetched from the static server and its HTML is read. Status 200, the
 * `<title>` '{page} | Inkstone', exactly one h1, `<html lang>`, the canonical and the zh-CN, en
 * and x-default alternates, and every internal link, stylesheet, script and image answering 200.
 * All of these are in the markup the host sends: the pages are rendered at build time and no
 * script rewrites the head, the h1 or an href after load, so a browser would only read the same
 * bytes slower (the previous version loaded all 748 pages in Chromium, about 10 of a quiet run's
 * 12 minutes). A failure names the route and what is wrong with it.
 *
 * In Chromium, one page of every page type (and the not-found page), in both locales: what only
 * runs after the HTML, i.e. hydration (a mismatch between the server HTML and the first client
 * render is a console error), uncaught exceptions, requests to another host, and one client-side
 * navigation started from that page (the router fetches the next page's payload, which the build
 * prunes: scripts/lib/prune-payloads.ts). Pages of one type share their components, layout and
 * scripts; what differs between them is content, which the HTML half reads on every page. The
 * client navigations are chained so that they land on pages of most types too.
 *
 * In Chromium, the pages that together hold every MDX feature the content uses (admonitions,
 * tables, task lists, code blocks with titles and highlighted lines, zoomable images, details,
 * kbd, blockquotes, localized internal links), in both locales: features with client code (copy
 * and wrap buttons, image zoom, heading anchors) hydrate there without error. The test asserts
 * that each page still holds its feature, so a content edit that removes it fails here instead of
 * silently dropping the coverage. What those features do when used is tested in blog.spec.ts,
 * reading.spec.ts and overlays.spec.ts.
 */

const routes = emittedRoutes();
/**
 * Routes that show another route's page and name it as their canonical (zh-CN paths; the English
 * twin follows): /docs shows the skill introduction (components/pages/docs/DocsRootPage.tsx).
 */
const SAME_AS: Record<string, string> = { '/docs/': '/docs/skill/' };
const { siteUrl, basePath } = parseEnv(process.env);

test('the build emitted pages in both locales', () => {
  expect(routes.length).toBeGreaterThan(2);
  const en = routes.filter((r) => r.startsWith('/en/'));
  const zh = routes.filter((r) => !r.startsWith('/en/'));
  expect(en.map((r) => r.slice(3)).sort()).toEqual(zh.sort());
});

// A few tests, so that the suite's workers share them; each reads its routes a few at a time.
const SHARDS = 4;
const PARALLEL = 4;

/**
 * Uncompressed: the test server gzips what a client accepts gzipped (each file once, even for a
 * HEAD), and fetch() unzips it, 57 MB of HTML a run each way for bytes read on this machine.
 */
const PLAIN = { 'accept-encoding': 'identity' };

/** Status of each internal URL, requested once per worker however many pages link to it. */
const statuses = new Map<string, Promise<number>>();

for (let shard = 0; shard < SHARDS; shard++) {
  const mine = routes.filter((_, i) => i % SHARDS === shard);
  test(`every route's HTML, part ${shard + 1} of ${SHARDS} (${mine.length} routes): status, title, h1, lang, unique ids, canonical, alternates, links`, async ({ baseURL }) => {
    test.setTimeout(mine.length * 1_000);
    const status = (path: string) => {
      let s = statuses.get(path);
      if (!s) statuses.set(path, (s = fetch(new URL(path, baseURL), { method: 'HEAD', redirect: 'manual', headers: PLAIN }).then((r) => r.status)));
      return s;
    };
    const problems: string[] = [];
    const check = async (route: string) => {
      const res = await fetch(new URL(`${basePath}${route}`, baseURL), { redirect: 'manual', headers: PLAIN });
      if (res.status !== 200) return problems.push(`${route}: status ${res.status}`);
      const { locale, twins } = twinsOf(route);
      const same = SAME_AS[twins['zh-CN']];
      const ctx = { siteUrl, basePath, siteTitle: SITE_TITLE, locale, twins: same ? twinsOf(same).twins : twins };
      const { problems: found, links } = routeProblems(pageFacts(await res.text()), ctx);
      const broken = (await Promise.all(links.map(async (l) => [l, await status(l)] as const))).filter(([, s]) => s !== 200);
      for (const p of [...found, ...broken.map(([l, s]) => `broken link ${l} (status ${s})`)]) problems.push(`${route}: ${p}`);
    };
    const queue = [...mine];
    await Promise.all(Array.from({ length: PARALLEL }, async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) await check(route);
    }));
    // Every failing route of the part, each named with what is wrong.
    expect(problems, 'routes whose HTML is wrong').toEqual([]);
  });
}

/** One page of every type (zh-CN path; the English one is the same under /en), and a link on it to follow. */
const PAGE_TYPES = [
  { type: 'home', path: '/', to: '/blog/' },
  { type: 'blog list', path: '/blog/', to: '/blog/page/2/' },
  { type: 'blog post', path: '/blog/grpc-python-ocr-node/', to: '/blog/tags/grpc/' },
  { type: 'blog tag', path: '/blog/tags/grpc/', to: '/blog/tags/' },
  { type: 'blog tags', path: '/blog/tags/', to: '/blog/archive/' },
  { type: 'blog archive', path: '/blog/archive/', to: '/docs/skill/' },
  { type: 'docs root', path: '/docs/', to: '/docs/tools/' },
  { type: 'doc', path: '/docs/skill/database/redis/', to: '/docs/category/数据库/' },
  { type: 'doc category', path: '/docs/category/数据库/', to: '/docs/skill/database/mysql/' },
  { type: 'doc tags', path: '/docs/tags/', to: '/docs/tags/数据库/' },
  { type: 'doc tag', path: '/docs/tags/数据库/', to: '/docs/tags/' },
  { type: 'about', path: '/about/', to: '/friends/' },
  { type: 'friends', path: '/friends/', to: '/project/' },
  { type: 'projects', path: '/project/', to: '/resources/' },
  { type: 'resources', path: '/resources/', to: '/' },
  { type: 'search', path: '/search/?q=redis', to: '/blog/' },
  // 404.html is app/global-not-found.tsx, a root layout of its own: leaving it is a full load.
  { type: 'not found', path: '/no-such-page/', to: '/blog/', status: 404 },
] as const;

const LOCALES = [
  { locale: 'zh-CN', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

/** Decoded pathname of the page's URL (Chinese segments as written in the table above). */
const pathnameOf = (url: string) => decodeURI(new URL(url).pathname);

for (const { locale, prefix } of LOCALES) {
  const at = (p: string) => (p === '/' && prefix ? `${prefix}/` : `${prefix}${p}`);

  test(`every page type hydrates without error and navigates on the client (${locale})`, async ({ page, guard }) => {
    test.setTimeout(PAGE_TYPES.length * 30_000);
    const problems: string[] = [];
    for (const { type, path, to, ...rest } of PAGE_TYPES) {
      const url = at(path);
      guard.errors.length = 0;
      guard.foreign.length = 0;
      await test.step(`${type}: ${url} → ${at(to)}`, async () => {
        try {
          const failed: string[] = [];
          const onResponse = (r: Response) => r.status() >= 400 && failed.push(pathnameOf(r.url()));
          page.on('response', onResponse);
          const response = await page.goto(url);
          expect(response?.status(), 'status').toBe('status' in rest ? rest.status : 200);
          await hydrated(page);
          page.off('response', onResponse);
          if ('status' in rest) {
            // The page's own 404 is the one failed request, and Chromium logs it as a console error.
            expect(failed, 'requests that failed').toEqual([url]);
            const i = guard.errors.findIndex((e) => e.startsWith('Failed to load resource: the server responded with a status of 404'));
            if (i >= 0) guard.errors.splice(i, 1);
          } else expect(failed, 'requests that failed').toEqual([]);
          // The one 404.html holds both locales' text and shows the reader's (app/global-not-found.tsx).
          await expect(page.locator(type === 'not found' ? 'h1:visible' : 'h1')).toHaveCount(1);
          if (type === 'search') await expect(page.locator('.search-page-result').first()).toBeVisible();
          guard.assertClean();
          // A marker on window survives a client-side navigation and is gone after a full load.
          await markDocument(page);
          const title = await page.title();
          await page.locator(`a[href="${at(to)}"]:visible`).first().click();
          await expect.poll(() => pathnameOf(page.url()), { message: 'URL after the click' }).toBe(at(to));
          await expect(page).not.toHaveTitle(title);
          await expect(page.locator('h1')).toHaveCount(1);
          const same = await sameDocument(page);
          if (!('status' in rest)) expect(same, 'navigated without a full load').toBe(true);
          else await hydrated(page);
          guard.assertClean();
        } catch (err) {
          problems.push(`${url}: ${(err as Error).message.split('\n').slice(0, 12).join('\n')}`);
        }
      });
    }
    // Every failing page type in one report, each named.
    expect(problems, 'page types that failed').toEqual([]);
  });

  test(`pages holding every MDX feature hydrate without error (${locale})`, async ({ page, guard }) => {
    test.setTimeout(MDX_PAGES.length * 30_000);
    const problems: string[] = [];
    for (const { path, features } of MDX_PAGES) {
      const url = at(path);
      guard.errors.length = 0;
      guard.foreign.length = 0;
      await test.step(`${url}: ${Object.keys(features).join(', ')}`, async () => {
        try {
          expect((await page.goto(url))?.status(), 'status').toBe(200);
          await hydrated(page);
          for (const [feature, selector] of Object.entries(features)) {
            expect(await page.locator(`.markdown ${selector}`).count(), `${feature} (.markdown ${selector})`).toBeGreaterThan(0);
          }
          // Internal links in a body are written without a locale and get the reader's.
          if (path === MDX_PAGES[0].path) {
            expect(await page.locator(`.markdown a[href^="${prefix}/blog/"], .markdown a[href^="${prefix}/docs/"]`).count(), "body links in the reader's locale").toBeGreaterThan(0);
            if (prefix) expect(await page.locator('.markdown a[href^="/blog/"], .markdown a[href^="/docs/"]').count(), 'body links left in zh-CN').toBe(0);
          }
          guard.assertClean();
        } catch (err) {
          problems.push(`${url}: ${(err as Error).message.split('\n').slice(0, 6).join('\n')}`);
        }
      });
    }
    expect(problems, 'pages that failed').toEqual([]);
  });
}
