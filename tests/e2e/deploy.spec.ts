import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { type DeployServer, OUT, secondSearchIndex, useDeployServer } from './sw-server';

const CHUNKS = '_next/static/chunks';
const NEW_BUILD = 'second-build-of-the-test';

/**
 * A second build behind the open tab, as a deploy that changed code writes it: the search
 * dialog's chunk, and every chunk that names it, get new file names (the old ones 404), and the
 * given pages (HTML, route tree, page segment) carry the new names and a new build id.
 */
function deploySecondBuild(server: DeployServer, pages: string[]) {
  const files = readdirSync(path.join(OUT, CHUNKS)).filter((f) => f.endsWith('.js'));
  const text = new Map(files.map((f) => [f, readFileSync(path.join(OUT, CHUNKS, f), 'utf8')]));
  const renamed = new Map(files.filter((f) => text.get(f)!.includes('"SearchModal"')).map((f) => [f, f.replace(/\.js$/, 'v2.js')]));
  expect(renamed.size, "the search dialog's chunk").toBeGreaterThan(0);
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of files) {
      if (!renamed.has(f) && [...renamed.keys()].some((old) => text.get(f)!.includes(old))) {
        renamed.set(f, f.replace(/\.js$/, 'v2.js'));
        grew = true;
      }
    }
  }
  const oldBuild = /(?:^|\n)0:\{"b":"([^"]+)"/.exec(readFileSync(path.join(OUT, '__next._tree.txt'), 'utf8'))![1];
  const rewrite = (t: string) => [...renamed].reduce((s, [old, now]) => s.replaceAll(old, now), t).replaceAll(oldBuild, NEW_BUILD);
  for (const [old, now] of renamed) {
    server.change(`${CHUNKS}/${old}`, rewrite, `${CHUNKS}/${now}`);
    server.remove(`${CHUNKS}/${old}`);
  }
  for (const folder of pages) {
    for (const f of readdirSync(path.join(OUT, folder)).filter((n) => n === 'index.html' || /^__next\..*\.txt(?:\.bin)?$/.test(n))) {
      server.change(path.join(folder, f), rewrite);
    }
  }
  server.serveSecondBuild();
}

// Twice: behind the plain static server (no-cache on every page), and behind a host that lets the
// browser keep every file for ten minutes (GitHub and GitLab Pages send max-age=600), where only
// what the site asks to revalidate shows the deploy.
for (const maxAge of [undefined, 600]) {
test.describe(`after a deploy${maxAge ? `, every file sent with max-age=${maxAge}` : ''}, a tab opened before it`, () => {
  const server = useDeployServer({ each: true, maxAge });

  test('opens search: the missing chunk reloads the page once, and the reloaded page opens the dialog (one click)', async ({ page }) => {
    // Three page loads and the dialog's chunks: 34 s at load 26 on 2 cores (the default is 30).
    test.setTimeout(60_000);
    await page.goto(`${server.origin}/blog/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    deploySecondBuild(server, ['blog']);
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: '搜索' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await page.content(), 'the page of the second build').toContain(NEW_BUILD);
    // The reader's one click: the dialog opens on the reloaded page, its input focused.
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('.search-input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Once: a later reload of the page does not open it again.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('button', { name: '搜索' })).toHaveAttribute('data-state', 'closed');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  (maxAge ? test.skip : test)('opens search offline: no reload, the button says search is unavailable', async ({ page, context }) => {
    await page.goto(`${server.origin}/blog/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    deploySecondBuild(server, ['blog']);
    await context.setOffline(true);
    let navigated = false;
    page.on('framenavigated', () => (navigated = true));
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '搜索' })).toHaveText('搜索暂时无法加载：请检查网络连接后再试。');
    await expect(page.getByRole('button', { name: '搜索' })).toHaveAttribute('data-state', 'error');
    expect(navigated).toBe(false);
  });

  // Twice: a link followed after the deploy, and one whose prefetch (on pointing at it) straddles
  // the deploy: its route tree comes from the old build, its page segment from the new one.
  for (const straddled of [false, true]) {
    test(`follows a link${straddled ? ' prefetched across the deploy' : ''}: the page of the new build loads in full at once, with no request for index.txt`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await page.goto(`${server.origin}/blog/archive/`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const link = page.locator('main a[href^="/blog/"]:not([href^="/blog/tags/"]):not([href*="#"])').first();
      const href = (await link.getAttribute('href'))!;
      const segment = (rel: string) => rel.startsWith(href.slice(1)) && rel.endsWith('.__PAGE__.txt.bin');
      const release = straddled ? server.hold((rel) => segment(decodeURIComponent(rel))) : () => {};
      if (straddled) {
        await link.hover();
        await expect.poll(() => server.requests.some((u) => segment(decodeURIComponent(new URL(u, server.origin).pathname.slice(1))))).toBe(true);
      }
      deploySecondBuild(server, ['blog/archive', href.slice(1, -1)]);
      release();
      const loaded = page.waitForEvent('load');
      await link.click();
      await loaded;
      await expect(page).toHaveURL(`${server.origin}${href}`);
      expect(await page.content(), 'the page of the second build').toContain(NEW_BUILD);
      expect(asked.filter((p) => p.endsWith('/index.txt'))).toEqual([]);
    });
  }

  (maxAge ? test : test.skip)('searches a new index, and so does a new tab opened from a search link', async ({ page, context }) => {
    test.setTimeout(90_000);
    const MARK = ' (v2)';
    const modal = page.locator('.search-modal');
    await page.goto(`${server.origin}/blog/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.locator('.search-input').fill('docker');
    await expect(modal).toHaveAttribute('data-status', 'success');
    await expect(modal.locator('.search-hit').first()).toBeVisible();
    expect(await modal.textContent()).not.toContain(MARK);
    secondSearchIndex(server, 'zh-CN', '', MARK);
    server.serveSecondBuild();
    // The tab's index head (read before the deploy) names pieces that are gone: it reads the head again.
    await page.locator('.search-input').fill('frida');
    await expect(modal).toHaveAttribute('data-status', 'success');
    await expect(modal.locator('.search-hit').filter({ hasText: MARK }).first()).toBeVisible();
    // A new tab from a shared search link: the head it reads is the new one, not the cached copy.
    const tab = await context.newPage();
    await tab.goto(`${server.origin}/search/?q=git`);
    await expect(tab.locator('.search-page')).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    const titles = await tab.locator('.search-page-result-title a').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => !t.endsWith(MARK))).toEqual([]);
    await tab.close();
  });
});
}
