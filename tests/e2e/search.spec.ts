import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { bundleEarlyEngine } from '../../scripts/lib/search-early';
import { EARLY_URL_PLACEHOLDER, type EarlyEngine } from '../../lib/search/early-engine';
import { expect, hydrated, layoutSettled, pageIdle, test } from './fixtures';
import { OUT } from './sw-server';

const modal = (page: Page) => page.locator('.search-modal');
const input = (page: Page) => page.locator('.search-input');

async function openModal(page: Page, path = '/en/') {
  await page.goto(path);
  await hydrated(page);
  await page.locator('.search-button').click();
  await expect(modal(page)).toBeVisible();
}

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(modal(page)).toHaveAttribute('data-status', /success|error/);
}

test.describe('search modal', () => {
  test('the modal and index load on intent, not with the page', async ({ page, guard }) => {
    const index: string[] = [];
    page.on('request', (r) => r.url().includes('/search-index/') && index.push(r.url()));
    await page.goto('/en/blog/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(index, 'index requests before any intent').toEqual([]);
    await page.locator('.search-button').hover();
    await expect.poll(() => index.some((u) => u.endsWith('/search-index/en/meta.json'))).toBe(true);
    guard.assertClean();
  });

  test('opens on the button, Ctrl+K and "/", closes on Escape; placeholder and credit', async ({ page, guard }) => {
    await page.goto('/en/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.locator('.search-credit')).toHaveText('Search by the static index');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.search-button')).toHaveAttribute('data-state', 'closed');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('.search-button').click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(0);
    guard.assertClean();
  });

  test('"/" typed into an input does not open the modal', async ({ page, guard }) => {
    await page.goto('/en/search/');
    await hydrated(page);
    await page.locator('.search-page-input').focus();
    await page.keyboard.type('a/b');
    await expect(page.locator('.search-page-input')).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
    guard.assertClean();
  });

  const queries: [string, string, string][] = [
    // locale, query, expected first result (page URL of the first hit)
    ['/', '持久化', '/docs/skill/database/redis/#持久化'],
    ['/', '久化', '/docs/pinia/#订阅与持久化'],
    ['/', 'Docker 部署', '/blog/nextjs-postgres-docker-compose/'],
    ['/', '年终总结', '/blog/2021-year-in-review/'],
    ['/', '双指针', '/docs/algorithm/double-pointer/'],
    ['/', '离线', '/blog/blog-pwa-offline/'],
    ['/', '击穿', '/blog/nestjs-redis-cache/'],
    ['/', 'docker', '/docs/docker/'],
    ['/en/', 'REDIS', '/en/docs/skill/database/redis/'],
    ['/en/', 'redis 客户端', '/en/docs/redis/'],
    ['/en/', 'deploying', '/en/blog/strict-bash-deploy-scripts/'],
    ['/en/', 'grpc', '/en/blog/grpc-python-ocr-node/'],
    ['/en/', 'swagger', '/en/blog/nestjs-swagger-wrapped-response/'],
    ['/en/', 'mkcert', '/en/docs/mkcert/'],
    ['/en/', 'hooks', '/en/docs/skill/web/react/hooks/'],
  ];
  // One page a locale, its modal open, the queries typed one after another into the same input:
  // a query's answer does not depend on the ones before it (the modal keeps only picked results as
  // recent searches, and none is picked here), and a page load with hydration per query cost more
  // than the search. One evaluate a poll reads the answer shown: it is the new query's once its
  // first hit is the one expected, which differs from the first hit shown before it.
  const shown = (page: Page) =>
    page.evaluate(() => {
      const mark = document.querySelector('.search-hit mark');
      const box = mark?.getBoundingClientRect();
      return {
        status: document.querySelector('.search-modal')?.getAttribute('data-status'),
        hrefs: [...document.querySelectorAll('.search-hit-link')].map((a) => a.getAttribute('href')!),
        markVisible: !!mark && !!box && box.width > 0 && box.height > 0 && mark.checkVisibility({ visibilityProperty: true }),
      };
    });
  for (const path of ['/', '/en/']) {
    const ime = path === '/';
    test(`${path}: ${ime ? 'an IME Enter picks no result; ' : ''}each query's first result, highlighted, in the page's locale${ime ? '' : '; no results'}`, async ({ page, guard }) => {
      await openModal(page, path);
      if (ime) {
        await test.step('the Enter that confirms an IME candidate does not pick a result', async () => {
          await search(page, '部署');
          const url = page.url();
          await input(page).evaluate((el) => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true })));
          // A navigation the Enter started would have rendered, or requested its page, by then.
          await pageIdle(page);
          expect(page.url()).toBe(url);
          await expect(modal(page)).toBeVisible();
        });
      }
      let last = await shown(page);
      for (const [, query, expected] of queries.filter(([p]) => p === path)) {
        await test.step(`"${query}" -> ${expected}`, async () => {
          expect(last.hrefs[0], `"${query}": the first result shown before it is another`).not.toBe(expected);
          await input(page).fill(query);
          await expect
            .poll(async () => ((last = await shown(page)), `${last.status} ${last.hrefs[0]}`), { message: `"${query}": status and first result` })
            .toBe(`success ${expected}`);
          expect(last.markVisible, `"${query}": a highlighted term in the hits`).toBe(true);
          // Results stay in the locale of the page.
          for (const h of last.hrefs) expect(h.startsWith('/en/'), `"${query}": ${h}`).toBe(path === '/en/');
        });
      }
      if (!ime) {
        await test.step('no results screen', async () => {
          await input(page).fill('zzqxv');
          const screen = page.locator('.search-no-results-screen');
          await expect(screen).toContainText('No results for "zzqxv"');
          await expect(screen).toContainText('Try searching for');
          await expect(screen).toContainText('Believe this query should return results?');
          await expect(screen.getByRole('link', { name: 'Let us know.' })).toBeVisible();
          await screen.getByRole('button', { name: '“redis”' }).click();
          await expect(input(page)).toHaveValue('redis');
          await expect(page.locator('.search-hit').first()).toBeVisible();
        });
      }
      guard.assertClean();
    });
  }

  test('keyboard selection goes to the section; it becomes a recent search that can be a favourite', async ({ page, guard }) => {
    await openModal(page, '/');
    await search(page, '持久化');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/skill\/database\/redis\/#%E6%8C%81%E4%B9%85%E5%8C%96$/);
    await page.locator('.search-button').click();
    const recent = page.locator('.search-section', { hasText: '最近搜索' });
    await expect(recent.locator('.search-hit-title')).toHaveText(['持久化']);
    await recent.getByRole('button', { name: '收藏此搜索' }).click();
    await expect(page.locator('.search-section', { hasText: '收藏' }).locator('.search-hit-title')).toHaveText(['持久化']);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('search.favorite.zh-CN') ?? '[]'));
    expect(stored[0].url).toBe('/docs/skill/database/redis/#持久化');
    guard.assertClean();
  });

  test('the selection is a link the input points at (aria-activedescendant), not an option wrapping one', async ({ page, guard }) => {
    await openModal(page, '/en/');
    await search(page, 'redis');
    const links = page.locator('.search-hit-link');
    expect(await links.count()).toBeGreaterThan(2);
    await expect(page.locator('.search-modal [role="option"], .search-modal [role="listbox"]')).toHaveCount(0);
    const active = async () => {
      const id = (await input(page).getAttribute('aria-activedescendant'))!;
      const link = page.locator(`[id="${id}"]`);
      await expect(link).toHaveClass(/search-hit-link/);
      // The selected row is marked, shown in the viewport and it is what a click there reaches.
      await expect(page.locator('.search-hit[data-active]')).toHaveCount(1);
      expect(await link.evaluate((el) => el.closest('.search-hit')!.hasAttribute('data-active'))).toBe(true);
      const hit = await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.top >= 0 && r.bottom <= innerHeight && !!at && el.contains(at);
      });
      expect(hit).toBe(true);
      return link.getAttribute('href');
    };
    expect(await active()).toBe(await links.nth(0).getAttribute('href'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const href = await active();
    expect(href).toBe(await links.nth(2).getAttribute('href'));
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => decodeURI(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe(decodeURI(href!));
    guard.assertClean();
  });

  test('error screen when the index cannot load', async ({ page, guard }) => {
    await page.route('**/search-index/**', (r) => r.abort());
    await openModal(page);
    await search(page, 'redis');
    await expect(page.locator('.search-error-screen')).toContainText('Unable to fetch results');
    await expect(page.locator('.search-error-screen')).toContainText('You might want to check your network connection.');
    expect(guard.foreign).toEqual([]);
  });

  test('"See all" carries the count to the search page', async ({ page, guard }) => {
    await openModal(page);
    await search(page, 'docker');
    const seeAll = page.locator('.search-see-all a');
    const text = await seeAll.textContent();
    const count = Number(/See all (\d+) results/.exec(text ?? '')?.[1]);
    expect(count).toBeGreaterThan(8);
    await expect(seeAll).toHaveAttribute('href', '/en/search/?q=docker');
    await seeAll.click();
    await expect(page).toHaveURL(/\/en\/search\/\?q=docker$/);
    await expect(page.locator('.search-page-count')).toHaveText(`${count} documents found`);
    guard.assertClean();
  });
});

test.describe('search page', () => {
  test('reads the query from the URL; the input rewrites it; one, many and none', async ({ page, guard }) => {
    await page.goto('/en/search/?q=binarize');
    await hydrated(page);
    await expect(page.locator('.search-page-count')).toHaveText('One document found');
    await expect(page.locator('h1')).toHaveText('Search results for "binarize"');
    const result = page.locator('.search-page-result').first();
    await expect(result.locator('.search-page-result-title a')).toHaveAttribute('href', /^\/en\/blog\/rust-wasm-image-binarize\//);
    await expect(result.locator('.search-page-crumbs')).toContainText('Blog');
    await expect(result.locator('.search-page-snippet mark').first()).toHaveText(/binariz/i);
    await page.locator('.search-page-input').fill('redis');
    await expect(page).toHaveURL(/\/en\/search\/\?q=redis$/);
    await expect(page.locator('.search-page-count')).toHaveText(/^\d+ documents found$/);
    await page.locator('.search-page-input').fill('zzqxv');
    await expect(page.locator('.search-page-count')).toHaveText('No results were found');
    guard.assertClean();
  });

  test('the Chinese page counts in Chinese and keeps to its locale', async ({ page, guard }) => {
    await page.goto('/search/?q=%E6%8C%81%E4%B9%85%E5%8C%96');
    await hydrated(page);
    await expect(page.locator('.search-page-count')).toHaveText(/^找到 \d+ 篇文档$/);
    const hrefs = await page.locator('.search-page-result-title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const h of hrefs) expect(h.startsWith('/en/')).toBe(false);
    guard.assertClean();
  });

  test('a query with markup is shown as text, never run', async ({ page, guard }) => {
    let dialog = false;
    page.on('dialog', (d) => ((dialog = true), d.dismiss()));
    const q = '<img src=x onerror=alert(1)><b>redis</b>';
    await page.goto(`/en/search/?q=${encodeURIComponent(q)}`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(`Search results for "${q}"`);
    await expect(page.locator('.search-page img, h1 b')).toHaveCount(0);
    await page.locator('.search-button').click();
    await input(page).fill(q);
    await expect(modal(page)).toHaveAttribute('data-status', 'success');
    await expect(page.locator('.search-modal img')).toHaveCount(0);
    expect(dialog).toBe(false);
    guard.assertClean();
  });
});

// A phone's screen: the first five results fill more than it and the quarter screen below it,
// where the rest of the list is asked for.
test.describe('search page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a shared link fetches the index head beside the page, its shards, and the text of the results shown: the first five, then the rest as the reader nears it', async ({ page, guard }) => {
    const index: Promise<{ file: string; bytes: number }>[] = [];
    page.on('response', (r) => {
      const m = /\/search-index\/en\/(.+)$/.exec(new URL(r.url()).pathname);
      // Sizes from out/: the early engine's worker fetches them, whose response bodies the test cannot read.
      if (m) index.push(Promise.resolve({ file: m[1], bytes: statSync(path.join(OUT, 'search-index/en', m[1])).size }));
    });
    // The engine's chunk, told by what only the engine says (the search dialog's chunk, which
    // says it too, is not loaded without a reader's intent).
    const engineChunks: Promise<string | null>[] = [];
    page.on('response', (r) => {
      if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(r.url())) engineChunks.push(r.text().then((t) => (t.includes('has an opaque origin') ? r.url() : null), () => null));
    });
    await page.goto('/en/search/?q=docker');
    await hydrated(page);
    const results = page.locator('.search-page-result');
    const rest = page.locator('.search-page-rest');
    await expect(results).toHaveCount(5);
    // The five shown are the early engine's answer (started by the HTML, lib/search/early-engine.ts);
    // the page took that engine instead of fetching the engine's chunk.
    const early = await page.evaluate(() => (window as unknown as { __inkstoneSearch?: EarlyEngine }).__inkstoneSearch?.first?.result.groups.map((g) => g.hits[0].url));
    expect(early).toHaveLength(5);
    expect(await results.locator('.search-page-result-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(early);
    await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
    await expect(page.locator('.search-page-count')).toHaveText(/^\d+ documents found$/);
    await expect(results.first().locator('.search-page-snippet mark').first()).toHaveText(/docker/i);
    // Placeholder rows stand for the other fifteen; their texts are not fetched while nobody scrolls to them.
    await expect(rest.locator('li')).toHaveCount(15);
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(index)).filter((f) => /\.c\d+\.bin$/.test(f.file))).toHaveLength(5);
    await rest.scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(20);
    await expect(rest).toHaveCount(0);
    await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(index);
    const files = fetched.map((f) => f.file);
    // meta.json once: the early engine's worker reads it, and the page's engine the worker's copy.
    expect(files.filter((f) => f === 'meta.json')).toHaveLength(1);
    expect(files.filter((f) => /\.t\d+\.bin$/.test(f)).length).toBeLessThanOrEqual(2);
    expect(files.filter((f) => /\.c\d+\.bin$/.test(f)).length).toBeLessThanOrEqual(20);
    expect(files.every((f) => f === 'meta.json' || /^[0-9a-f]{10}\.[tc]\d+\.bin$/.test(f)), files.join(' ')).toBe(true);
    // As stored (the pieces gzipped, issue 49): the whole index of a locale is 1.5 MB; the 20 results'
    // texts come in chunks of about 2,500 characters of consecutive pages (scripts/lib/search-index.ts
    // PIECE_TARGETS, issue 49: fewer files, each result bringing its neighbours' text), 53 KB here
    // with the shards and the head (90 KB as JSON).
    expect(fetched.reduce((n, f) => n + f.bytes, 0)).toBeLessThan(72 * 1024);
    expect((await Promise.all(engineChunks)).filter(Boolean), 'engine chunks fetched beside the early engine').toEqual([]);
    guard.assertClean();
  });
});

// Reads out/ (no browser): the URL the build wrote into the search pages is a file it wrote, named
// by its content, and that content is the early engine of today's sources.
test('each search page names the early engine the build wrote, in its HTML and its router payloads', async () => {
  const engine = await bundleEarlyEngine('');
  for (const dir of ['search', 'en/search']) {
    const html = readFileSync(path.join(OUT, dir, 'index.html'), 'utf8');
    const [, url, hash] = /"(\/_next\/static\/search\/early\.([0-9a-f]{10})\.js)"/.exec(html) ?? [];
    expect(url, `${dir}/index.html names no early engine`).toBeTruthy();
    const code = readFileSync(path.join(OUT, url), 'utf8');
    expect(createHash('sha256').update(code).digest('hex').slice(0, 10)).toBe(hash);
    expect(code === engine, `${url} is not the bundle of lib/search/early.ts`).toBe(true);
    for (const f of readdirSync(path.join(OUT, dir)).filter((n) => /\.(html|txt)$/.test(n))) {
      expect(readFileSync(path.join(OUT, dir, f), 'utf8'), `${dir}/${f}`).not.toContain(EARLY_URL_PLACEHOLDER);
    }
  }
});

// A host that lets the browser reuse nothing (no cache headers, or no-store): the early engine's
// script is still fetched once. The page hands its code to the worker it starts (issue 49: the
// worker's importScripts of the same URL fetched it again, 18.5 KiB with the chunks held back then).
test('a shared search link fetches the early engine once, its worker included, where nothing may be reused', async ({ page, context, guard }) => {
  const requests: string[] = [];
  context.on('request', (r) => r.url().includes('/_next/static/search/') && requests.push(r.url()));
  await context.route('**/_next/static/search/*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });
  await page.goto('/en/search/?q=docker');
  await hydrated(page);
  await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('.search-page-result')).toHaveCount(5);
  // The worker ran (its answer is the early engine's first one), from the one script fetched.
  expect(await page.evaluate(() => (window as unknown as { __inkstoneSearch?: EarlyEngine }).__inkstoneSearch?.first?.result.groups.length)).toBe(5);
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
  guard.assertClean();
});

test.describe('search page while results load', () => {
  for (const [width, height, mobile] of [[390, 844, true], [1280, 800, false]] as const) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
      for (const path of ['/search/?q=redis', '/en/search/?q=redis']) {
        test(`${path}: no layout shift (CLS under 0.02)`, async ({ page, guard }) => {
          await page.addInitScript(() => {
            const w = window as unknown as { __cls: number; __shifts: string[] };
            w.__cls = 0;
            w.__shifts = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
                if (e.hadRecentInput) continue;
                w.__cls += e.value;
                w.__shifts.push(`${e.value.toFixed(4)} ${(e.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(',')}`);
              }
            }).observe({ type: 'layout-shift', buffered: true });
          });
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
          await expect(page.locator('.search-page-result').first()).toBeVisible();
          await layoutSettled(page);
          // Then the rest of the list, as a reader scrolls to it: it fills the rows kept for it.
          await page.locator('.search-page-rest').scrollIntoViewIfNeeded();
          await expect(page.locator('.search-page-rest')).toHaveCount(0);
          await expect(page.locator('.search-page-result')).toHaveCount(19);
          await layoutSettled(page);
          const { cls, shifts } = await page.evaluate(() => {
            const w = window as unknown as { __cls: number; __shifts: string[] };
            return { cls: w.__cls, shifts: w.__shifts };
          });
          expect(cls, shifts.join('\n')).toBeLessThan(0.02);
          guard.assertClean();
        });
      }
    });
  }
});

test.describe('search page paging and locale', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const [path, label] of [['/en/search/?q=the', 'Show more'], ['/search/?q=%E7%9A%84', '显示更多']] as const) {
    test(`${path}: 20 results, then '${label}' reveals 20 more`, async ({ page, guard }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done');
      const total = Number(/\d+/.exec((await page.locator('.search-page-count').textContent()) ?? '')?.[0]);
      expect(total, 'a query with more than 20 results').toBeGreaterThan(20);
      const results = page.locator('.search-page-result');
      // The first five, then the rest of the twenty as the reader scrolls towards them.
      await page.locator('.search-page-rest').scrollIntoViewIfNeeded();
      await expect(results).toHaveCount(20);
      const more = page.getByRole('button', { name: label });
      await more.scrollIntoViewIfNeeded();
      // A tap at the button's centre reaches it.
      expect(
        await more.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.width >= 44 && r.top >= 0 && r.bottom <= innerHeight && !!at && el.contains(at);
        }),
      ).toBe(true);
      const first = await results.nth(0).locator('a').getAttribute('href');
      await more.tap();
      await expect(results).toHaveCount(Math.min(40, total));
      // The first results stay where they were; the new ones follow them.
      expect(await results.nth(0).locator('a').getAttribute('href')).toBe(first);
      if (total <= 40) await expect(more).toHaveCount(0);
      else await expect(more).toBeVisible();
      guard.assertClean();
    });
  }

  test('the language switch keeps the query', async ({ page }) => {
    await page.goto('/en/search/?q=redis');
    await hydrated(page);
    await page.locator('.search-page-input').fill('docker');
    await expect(page).toHaveURL(/\/en\/search\/\?q=docker$/);
    // Clicked, not tapped: Chromium's headless shell (playwright.config.ts) follows a tap's click with
    // a mouseleave, which shuts the menu that hover opened; a phone keeps the hover until the next
    // tap elsewhere. The dropdown's own behaviour is tested in shell.spec.ts and overlays.spec.ts.
    await page.locator('.navbar').getByRole('button', { name: /Language/ }).click();
    await page.locator('.navbar').getByRole('link', { name: '简体中文' }).tap();
    await expect(page).toHaveURL(/\/search\/\?q=docker$/);
    expect(new URL(page.url()).pathname).toBe('/search/');
    await hydrated(page);
    await expect(page.locator('.search-page-input')).toHaveValue('docker');
    await expect(page.locator('h1')).toHaveText('“docker”的搜索结果');
    await expect(page.locator('.search-page-count')).toHaveText(/^找到 \d+ 篇文档$/);
  });
});
