import type { Page } from '@playwright/test';
import { categoryOf, expect, hydrated, requestsReported, test, timedAnimationsDone } from './fixtures';

/** The paths of the docs menu files the page requests from now on. */
function menuRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => r.url().includes('/docs-menu/') && paths.push(new URL(r.url()).pathname));
  return paths;
}

test.describe('doc page', () => {
  test('sidebar, breadcrumbs, TOC, tags and prev/next', async ({ page, guard }) => {
    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Redis');

    const sidebar = page.getByRole('navigation', { name: '文档侧边栏' });
    const active = sidebar.locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText('Redis');
    await expect(active).toBeInViewport();

    const crumbs = page.getByRole('navigation', { name: '页面路径' });
    await expect(crumbs.locator('ol > li')).toHaveCount(4);
    await expect(crumbs.getByRole('link', { name: '数据库' })).toHaveAttribute('href', '/docs/category/数据库/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Redis');

    const toc = page.locator('.docs-toc').getByRole('navigation');
    const first = toc.getByRole('link').first();
    const hash = (await first.getAttribute('href'))!;
    expect(hash.startsWith('#')).toBe(true);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(hash.slice(1)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();

    await expect(page.locator('.doc-footer .tags-row').getByRole('link', { name: 'redis' })).toHaveAttribute('href', '/docs/tags/redis/');
    const pager = page.getByRole('navigation', { name: '文档分页导航' });
    await expect(pager.locator('.pager-prev .pager-title')).toHaveText('MySQL');
    await expect(pager.locator('.pager-next .pager-title')).toHaveText('MongoDB');
    guard.assertClean();
  });

  test('categories collapse and expand; the active trail starts open', async ({ page, guard }) => {
    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    const sidebar = page.locator('.docs-menu');
    // A category with a page: the link, then its <details> whose <summary> is only the toggle.
    const category = (name: string) => categoryOf(page, name);
    const db = category('数据库');
    await expect(db).toHaveAttribute('open', '');
    const git = category('Git');
    await expect(git.locator('> summary a')).toHaveCount(0);
    await expect(git.locator('> summary')).toHaveAccessibleName('展开/收起分类“Git”');
    await expect(git).not.toHaveAttribute('open', '');
    await expect(git.getByRole('link', { name: 'Git 分支' })).toBeHidden();
    await git.locator('> summary').click();
    await expect(git).toHaveAttribute('open', '');
    await expect(git.getByRole('link', { name: 'Git 分支' })).toBeVisible();
    await db.locator('> summary .menu-caret').click();
    await expect(sidebar.getByRole('link', { name: 'MySQL' })).toBeHidden();
    guard.assertClean();
  });

  test("a closed category's items are rendered when it first opens; with JavaScript off its page lists them", async ({ page, browser, baseURL, guard }) => {
    // As served: the active trail's items are in the markup, a closed category's are not.
    const html = await (await page.request.get('/docs/skill/database/redis/')).text();
    const menu = /<nav class="docs-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(menu).toContain('href="/docs/skill/database/mysql/"');
    expect(menu).toContain('href="/docs/category/git/"');
    expect(menu).not.toContain('href="/docs/skill/git/git-branch/"');
    // Nor in the page's data: the sidebar's menu file has them, fetched when the reader reaches for the sidebar.
    expect(html).not.toContain('/docs/skill/git/git-branch');
    const menuFiles = menuRequests(page);

    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    expect(menuFiles).toEqual([]);
    const git = categoryOf(page, 'Git');
    // Not hidden but absent: no link in the DOM until the category opens.
    await expect(git.locator('a')).toHaveCount(0);
    await git.locator('> summary').press('Enter');
    await expect(git.getByRole('link', { name: 'Git 分支' })).toBeVisible();
    // Shut again, the items stay rendered (they animate out) and open at once the next time.
    await git.locator('> summary').click();
    await expect(git).not.toHaveAttribute('open', '');
    await expect(git.locator('a', { hasText: 'Git 分支' })).toHaveCount(1);
    await expect(git.getByRole('link', { name: 'Git 分支' })).toBeHidden();
    expect(menuFiles).toHaveLength(1);
    expect(menuFiles[0]).toMatch(/^\/docs-menu\/skill\.[0-9a-f]{10}\.json$/);
    guard.assertClean();

    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noJs.newPage();
    await plain.goto('/docs/skill/database/redis/');
    await plain.locator('.docs-sidebar .docs-menu').getByRole('link', { name: 'Git', exact: true }).click();
    await expect(plain.locator('h1')).toHaveText('Git');
    await expect(plain.locator('main').getByRole('link', { name: /Git 分支/ }).first()).toBeVisible();
    await noJs.close();
  });

  test("a category without a page of its own: closed, its items come from the menu file; with JavaScript off the sidebar's root page lists them", async ({ page, browser, baseURL, guard }) => {
    // As served: the page's own category (editors) has its items, a closed one (database tools) only its label, in the markup and in the page's data.
    const html = await (await page.request.get('/docs/vscode/')).text();
    const menu = /<nav class="docs-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(menu).toContain('href="/docs/jetbrains/"');
    expect(menu).toContain('数据库工具');
    // (The navbar's data names the tools pages' paths, for its active link; not their titles.)
    expect(html).not.toContain('href="/docs/mysql/"');
    expect(html).not.toContain('MySQL 安装与客户端');
    const pageless = (p: Page, name: string) => p.locator('.docs-sidebar .docs-menu details').filter({ has: p.locator('> summary', { hasText: name }) });
    const menuFiles = menuRequests(page);

    await page.goto('/docs/vscode/');
    await hydrated(page);
    const db = pageless(page, '数据库工具');
    await expect(db).not.toHaveAttribute('open', '');
    await db.locator('> summary').press('Enter');
    await expect(db.getByRole('link', { name: 'MySQL' })).toBeVisible();
    expect(menuFiles).toHaveLength(1);
    expect(menuFiles[0]).toMatch(/^\/docs-menu\/tools\.[0-9a-f]{10}\.json$/);
    guard.assertClean();

    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noJs.newPage();
    await plain.goto('/docs/vscode/');
    await pageless(plain, '数据库工具').locator('> summary').click();
    // In its place, the sidebar's root page, where every such category comes with its items.
    await pageless(plain, '数据库工具').getByRole('link', { name: '工具推荐' }).click();
    await expect(plain).toHaveURL(/\/docs\/tools\/$/);
    await pageless(plain, '数据库工具').locator('> summary').click();
    await pageless(plain, '数据库工具').getByRole('link', { name: 'MySQL' }).click();
    await expect(plain.locator('h1')).toHaveText(/MySQL/);
    await noJs.close();
  });

  test('a closed category whose items cannot be loaded opens its own page instead', async ({ page }) => {
    await page.route('**/docs-menu/**', (route) => route.abort());
    await page.goto('/en/docs/skill/database/redis/');
    await hydrated(page);
    const git = categoryOf(page, 'Git');
    await git.locator('> summary').click();
    await expect(page).toHaveURL(/\/en\/docs\/category\/git\/$/);
    await expect(page.locator('h1')).toHaveText('Git');
  });

  test('with data saver on, pointing at the sidebar loads nothing; opening a category loads its items', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} } }),
    );
    const menuFiles = menuRequests(page);
    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    await page.locator('.docs-sidebar .docs-menu').hover();
    // The sidebar preloads its menu file in the pointerenter/focus handler itself (no timer).
    await requestsReported(page);
    expect(menuFiles).toEqual([]);
    const docker = categoryOf(page.locator('.docs-sidebar'), 'Docker');
    await docker.locator('> summary').click();
    await expect(docker.getByRole('link', { name: 'Dockerfile 写法' })).toBeVisible();
    expect(menuFiles).toHaveLength(1);
  });

  test('a sidebar whose categories all come with the page fetches no menu file', async ({ page }) => {
    const menuFiles = menuRequests(page);
    await page.goto('/docs/tools/');
    await hydrated(page);
    await page.locator('.docs-sidebar .docs-menu').hover();
    await page.locator('.docs-sidebar .docs-menu a').first().focus();
    // The sidebar preloads its menu file in the pointerenter/focus handler itself (no timer).
    await requestsReported(page);
    expect(menuFiles).toEqual([]);
    // On a skill doc the same gesture fetches its sidebar's file.
    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    await page.locator('.docs-sidebar .docs-menu').hover();
    await expect.poll(() => menuFiles.length).toBe(1);
  });

  test('categories animate open and shut over a time that grows with their height; 1 ms with reduced motion', async ({ page }) => {
    // Record the duration of every animation the page starts.
    await page.addInitScript(() => {
      const w = window as unknown as { durations: number[] };
      w.durations = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        if (typeof options === 'object' && options && typeof options.duration === 'number') w.durations.push(options.duration);
        return animate.call(this, keyframes, options);
      };
    });
    const durations = () => page.evaluate(() => (window as unknown as { durations: number[] }).durations);
    const caret = (name: string) => categoryOf(page, name).locator('> summary .menu-caret');
    // The duration of the animation a click on the category's caret starts. A category whose docs
    // are not in the page animates once its menu file has arrived, after the click has returned.
    const animationOf = async (name: string) => {
      const before = (await durations()).length;
      await caret(name).click();
      await expect.poll(async () => (await durations()).length).toBeGreaterThan(before);
      return (await durations()).at(-1)!;
    };
    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    const git = await animationOf('Git');
    expect(git).toBeGreaterThan(100);
    // Docker holds fewer docs than Git: a shorter list, a shorter animation.
    expect(await animationOf('Docker')).toBeLessThan(git);

    // A second click during the closing animation reverses it: the category stays open.
    await caret('数据库').click();
    await caret('数据库').click();
    await expect.poll(() => timedAnimationsDone(page)).toBe(0);
    await expect(page.locator('.docs-menu').getByRole('link', { name: 'MySQL' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationOf('安卓')).toBe(1);
    await expect(categoryOf(page, '安卓')).toHaveAttribute('open', '');
  });

  test('the sidebar hides and comes back, and the choice persists', async ({ page, guard }) => {
    await page.goto('/en/docs/skill/database/redis/');
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docs-sidebar-hidden'))).toBe('true');
    await page.reload();
    await hydrated(page);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docs-sidebar-hidden'))).toBe('false');
    guard.assertClean();
  });

  test('English page of an untranslated doc says so; the hash table page belongs to no sidebar (SPEC §2)', async ({ page, guard }) => {
    await page.goto('/en/docs/algorithm/hash-table/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('哈希表');
    await expect(page.locator('.notice-info')).toContainText('not been translated');
    // No docs sidebar, nor its toggle or pager: the main column takes the full width.
    await expect(page.locator('.docs-layout')).not.toHaveClass(/has-sidebar/);
    await expect(page.locator('.docs-sidebar, .docs-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
    await expect(page.locator('.doc-pager')).toHaveCount(0);
    guard.assertClean();
  });

  test('/docs shows the skill introduction with its canonical URL', async ({ page, guard }) => {
    await page.goto('/docs/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('技能简介');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/skill\/$/);
    await expect(page.locator('.docs-sidebar .docs-menu [aria-current="page"]')).toHaveText('技能简介');
    guard.assertClean();
  });
});

test('a generated category page lists its docs as cards', async ({ page, guard }) => {
  await page.goto('/en/docs/category/数据库/');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Databases');
  await expect(page.locator('.generated-index-description')).toContainText('MySQL, Redis');
  const cards = page.locator('.doc-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toHaveAttribute('href', '/en/docs/skill/database/mysql/');
  await expect(page.locator('.docs-sidebar .docs-menu [aria-current="page"]')).toHaveText('Databases');
  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/en\/docs\/skill\/database\/redis\/$/);
  await expect(page.locator('h1')).toHaveText('Redis');
  guard.assertClean();
});

test.describe('doc tags', () => {
  test('the tag index links every tag with its count', async ({ page, guard }) => {
    await page.goto('/en/docs/tags/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Tags');
    const tags = page.locator('.tag-cloud .tag');
    expect(await tags.count()).toBeGreaterThanOrEqual(60);
    await page.locator('.tag-cloud').getByRole('link', { name: /^redis \d+$/ }).click();
    await expect(page).toHaveURL(/\/en\/docs\/tags\/redis\/$/);
    await expect(page.locator('h1')).toHaveText(/^(One doc|\d+ docs) tagged with "redis"$/);
    guard.assertClean();
  });

  test('a tag page lists its docs (zh-CN wording)', async ({ page, guard }) => {
    await page.goto('/docs/tags/数据库/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(/^\d+ 篇文档含有标签「数据库」$/);
    const n = Number((await page.locator('h1').textContent())!.match(/^\d+/)![0]);
    await expect(page.locator('.doc-tag-list > li')).toHaveCount(n);
    await expect(page.getByRole('link', { name: 'Redis', exact: true })).toHaveAttribute('href', '/docs/skill/database/redis/');
    guard.assertClean();
  });
});

test.describe('docs on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the docs sidebar is the secondary menu of the mobile navbar, with a way back to the main menu', async ({ page }) => {
    await page.goto('/en/docs/skill/database/redis/');
    await hydrated(page);
    await expect(page.locator('.docs-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const dialog = page.getByRole('dialog');
    const active = dialog.locator('#mobile-secondary-slot a[aria-current="page"]');
    await expect(active).toBeVisible();
    await expect(active).toHaveAttribute('href', '/en/docs/skill/database/redis/');
    await dialog.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(active).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Blogs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/en/about/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(dialog.getByRole('button', { name: '← Back to main menu' })).toBeHidden();
  });
});

test.describe('preferred docs version', () => {
  const KEY = 'docs-preferred-version-default';
  const stored = (page: import('@playwright/test').Page) => page.evaluate((k) => localStorage.getItem(k), KEY);

  test('one version today: no version menu or banner, and a stale preference is cleared on a doc page', async ({ page, guard }) => {
    await page.goto('/en/about/');
    await page.evaluate((k) => localStorage.setItem(k, '1.0.0'), KEY);
    await page.goto('/en/docs/skill/database/redis/');
    await hydrated(page);
    await expect(page.locator('.version-menu, .version-banner')).toHaveCount(0);
    await expect.poll(() => stored(page)).toBeNull();
    guard.assertClean();
  });

  test('a preference for a version that exists is kept; following a version link saves it', async ({ page, guard }) => {
    await page.goto('/about/');
    await page.evaluate((k) => localStorage.setItem(k, 'current'), KEY);
    await page.goto('/docs/skill/database/redis/');
    await hydrated(page);
    expect(await stored(page)).toBe('current');

    // The build has one version, so no page carries a version link yet: add one the way the
    // version menu renders it and follow it (the listener is the shipped one).
    await page.evaluate((k) => {
      localStorage.removeItem(k);
      const a = Object.assign(document.createElement('a'), { href: '#top', textContent: 'Next' });
      a.dataset.docsVersion = 'current';
      a.id = 'version-link';
      document.querySelector('.docs-main')!.prepend(a);
    }, KEY);
    await page.locator('#version-link').click();
    expect(await stored(page)).toBe('current');
    guard.assertClean();
  });

  test('search off the docs drops a stale preference and still finds the docs of the latest version', async ({ page, guard }) => {
    await page.goto('/en/');
    await page.evaluate((k) => localStorage.setItem(k, 'gone'), KEY);
    await hydrated(page);
    await page.locator('.search-button').click();
    await page.locator('.search-input').fill('mkcert');
    await expect(page.locator('.search-modal')).toHaveAttribute('data-status', 'success');
    await expect(page.locator('.search-hit-link').first()).toHaveAttribute('href', '/en/docs/mkcert/');
    expect(await stored(page)).toBeNull();
    guard.assertClean();
  });
});
