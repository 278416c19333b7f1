import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Issue 13 item 5: the English site says what is in Chinese. Entries whose body is Chinese carry
 * a '中文' badge next to their title in English lists (and nowhere on zh-CN pages); English
 * sidebars, breadcrumbs and category pages have English labels; the translated gRPC post has an
 * English diagram.
 */

test.describe.configure({ timeout: 60_000 });

const HAN = /\p{Script=Han}/u;

/** What a reader sees of the badges in `scope`: text, language, accessible text, and whether it sits on its title's line. */
async function badges(scope: Locator) {
  return scope.locator('.zh-badge').evaluateAll((els) =>
    // Rendered badges only (a collapsed sidebar category or the closed drawer holds more).
    els.filter((el) => el.checkVisibility()).map((el) => {
      const r = el.getBoundingClientRect();
      // The title text just before the badge (the previous sibling, or the text of the parent).
      const prev = (el.previousElementSibling ?? el.parentElement)!.getBoundingClientRect();
      const word = el.querySelector('[lang]');
      return {
        text: el.textContent!.replace(/\s+/g, ' ').trim(),
        visible: (word as HTMLElement | null)?.innerText ?? '',
        wordLang: word?.getAttribute('lang') ?? '',
        badgeLang: el.getAttribute('lang'),
        title: el.getAttribute('title'),
        // The badge overlaps its title vertically: it reads as part of the entry, not a stray line.
        besideTitle: r.top < prev.bottom && r.bottom > prev.top,
        shown: r.width > 0 && r.height > 0,
      };
    }),
  );
}

function expectBadgesRight(list: Awaited<ReturnType<typeof badges>>, min: number) {
  expect(list.length, 'badges').toBeGreaterThanOrEqual(min);
  for (const b of list) {
    expect(b).toMatchObject({ visible: '中文', wordLang: 'zh-CN', badgeLang: 'en', title: 'This entry is written in Chinese', shown: true, besideTitle: true });
    expect(b.text).toBe('中文 (in Chinese)');
  }
}

/** Every entry of `entries` has a badge exactly when it is marked Chinese (`chinese`: the entry or an element in it). */
async function expectBadgeWhereChinese(entries: Locator, chinese: string) {
  const rows = await entries.evaluateAll(
    (els, sel) => els.map((el) => ({ name: el.textContent!.trim().slice(0, 40), chinese: el.matches(sel) || !!el.querySelector(sel), badge: !!el.querySelector('.zh-badge') })),
    chinese,
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.chinese !== r.badge)).toEqual([]);
  return rows;
}

test.describe('the 中文 badge in English lists', () => {
  test('home, blog list, archive and tag pages: on Chinese posts only, beside the title', async ({ page, guard }) => {
    await page.goto('/en/');
    await hydrated(page);
    // The English home lists English posts first (#41 item 12), so it may show no Chinese post at
    // all: any badge it shows is right; the blog list below holds both kinds.
    expectBadgesRight(await badges(page.locator('.home-posts')), 0);

    await page.goto('/en/blog/');
    const cards = page.locator('.post-list .post-card');
    const rows = await expectBadgeWhereChinese(cards, '.post-card[lang="zh-CN"]');
    expect(rows.some((r) => r.badge) && rows.some((r) => !r.badge)).toBe(true);
    expectBadgesRight(await badges(page.locator('.post-list')), 1);
    // The blog sidebar on blog pages (desktop).
    expectBadgesRight(await badges(page.locator('.blog-sidebar')), 1);

    await page.goto('/en/blog/archive/');
    const archive = page.locator('.archive-list li');
    await expectBadgeWhereChinese(archive, 'a[lang="zh-CN"]');
    // Translated and English posts have none.
    await expect(archive.filter({ has: page.locator('a[href="/en/blog/grpc-python-ocr-node/"]') }).locator('.zh-badge')).toHaveCount(0);
    await expect(archive.filter({ has: page.locator('a[href="/en/blog/typescript-cli-markdown-link-checker/"]') }).locator('.zh-badge')).toHaveCount(0);
    expectBadgesRight(await badges(page.locator('.archive-list').first()), 1);

    await page.goto('/en/blog/tags/docker/');
    await expectBadgeWhereChinese(page.locator('.post-list .post-card'), '.post-card[lang="zh-CN"]');
    guard.assertClean();
  });

  test('post page: prev/next and related posts', async ({ page, guard }) => {
    await page.goto('/en/blog/grpc-python-ocr-node/');
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: 'Blog post page navigation' });
    await expectBadgeWhereChinese(pager.locator('.pager-link'), '.pager-title > span[lang="zh-CN"]');
    await expectBadgeWhereChinese(page.locator('.related-posts li'), 'a[lang="zh-CN"]');
    expectBadgesRight(await badges(page.locator('.related-posts, .post-pager')), 1);
    guard.assertClean();
  });

  test('docs: sidebar, pager and category cards', async ({ page, guard }) => {
    await page.goto('/en/docs/skill/database/redis/');
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Docs sidebar' });
    // Redis, MySQL, MongoDB... are Chinese; Git Submodules (English) and the translated root are not.
    await expect(menu.getByRole('link', { name: 'Redis (in Chinese)', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Skills overview', exact: true })).toBeVisible();
    expectBadgesRight(await badges(menu), 4);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expectBadgesRight(await badges(pager), 2);
    await expect(pager.locator('.pager-prev')).toContainText('MySQL');

    await page.goto('/en/docs/category/数据库/');
    const cards = page.locator('.doc-card');
    await expect(cards).toHaveCount(4);
    expectBadgesRight(await badges(page.locator('.doc-cards')), 4);

    // An English-only doc has no badge in the sidebar.
    await page.goto('/en/docs/skill/git/git-submodule/');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"] .zh-badge')).toHaveCount(0);
    guard.assertClean();
  });

  test('search results say which pages are in Chinese (modal and search page)', async ({ page, guard }) => {
    await page.goto('/en/search/?q=redis');
    await hydrated(page);
    const results = page.locator('.search-page-result');
    await expect(results.first()).toBeVisible({ timeout: 15_000 });
    const redis = results.filter({ has: page.locator('a[href^="/en/docs/skill/database/redis/"]') }).first();
    await expect(redis.locator('.zh-badge')).toHaveText('中文 (in Chinese)');
    await expect(redis.locator('.zh-badge [lang="zh-CN"]')).toHaveText('中文');

    await page.goto('/en/search/?q=asyncio');
    const asyncio = page.locator('.search-page-result').filter({ has: page.locator('a[href^="/en/docs/asyncio/"]') }).first();
    await expect(asyncio).toBeVisible({ timeout: 15_000 });
    await expect(asyncio.locator('.zh-badge')).toHaveCount(0);

    await page.goto('/en/');
    await hydrated(page);
    await page.locator('.search-button').click();
    await page.locator('.search-input').fill('redis');
    await expect(page.locator('.search-modal')).toHaveAttribute('data-status', 'success');
    const section = page.locator('.search-section-title').filter({ hasText: 'Redis' }).first();
    await expect(section.locator('.zh-badge')).toHaveText('中文 (in Chinese)');
    expectBadgesRight(await badges(page.locator('.search-modal')), 1);
    guard.assertClean();
  });

  test('zh-CN pages show no badge anywhere', async ({ page, guard }) => {
    for (const path of ['/', '/blog/', '/blog/archive/', '/blog/grpc-python-ocr-node/', '/docs/skill/database/redis/', '/docs/category/数据库/', '/search/?q=redis']) {
      await page.goto(path);
      if (path.startsWith('/search')) await expect(page.locator('.search-page-result').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.zh-badge'), path).toHaveCount(0);
    }
    guard.assertClean();
  });
});

/** Visible text of the labels a reader navigates by: sidebar categories and root, breadcrumbs but the current page. */
async function chromeLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.checkVisibility()).map((e) => e.innerText.trim());
    const crumbs = [...document.querySelectorAll<HTMLElement>('.breadcrumbs li')].slice(0, -1).map((e) => e.innerText.trim());
    const root = document.querySelector<HTMLElement>('.docs-menu > .menu-list > .menu-item:first-child > .menu-link');
    return [...texts('.docs-menu .menu-category-link, .docs-menu .menu-summary .menu-link'), ...crumbs, root?.innerText.trim() ?? ''];
  });
}

test.describe('English labels on English docs pages', () => {
  // The six pages in one test, a step each: read-only checks of each page as loaded (opening
  // categories changes no label), where a test's own fresh state (Playwright's reset between
  // tests) cost more than the page.
  const paths = ['/en/docs/', '/en/docs/skill/database/redis/', '/en/docs/category/数据库/', '/en/docs/tools/', '/en/docs/vscode/', '/en/docs/algorithm/two-sum/'];
  test(`${paths.join(', ')}: sidebar categories, root and breadcrumbs are English`, async ({ page, guard }) => {
    test.setTimeout(paths.length * 30_000);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await hydrated(page);
        // Every category open, so nested labels are checked too. A closed category renders its items
        // when first opened (a click on its toggle), so open level by level until none is closed
        // and none is still empty.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const closed = [...document.querySelectorAll<HTMLElement>('.docs-menu details:not([open]) > summary')];
              closed.forEach((s) => s.click());
              return closed.length + document.querySelectorAll('.docs-menu details[open] > ul:empty').length;
            }),
            { message: `${path}: categories still closed or empty` },
          )
          .toBe(0);
        const labels = await chromeLabels(page);
        expect(labels.length, `${path}: labels`).toBeGreaterThan(3);
        expect(labels.filter((l) => HAN.test(l)), `${path}: labels in Chinese`).toEqual([]);
        guard.assertClean();
      });
    }
  });

  test('the docs root and the tools root read in English: title, sidebar, no Chinese root label', async ({ page, guard }) => {
    await page.goto('/en/docs/');
    await expect(page.locator('h1')).toHaveText('Skills overview');
    await expect(page.locator('body')).not.toContainText('技能简介');
    await page.goto('/en/docs/tools/');
    await expect(page.locator('h1')).toHaveText('Recommended tools');
    // The desktop sidebar and its copy in the drawer.
    await expect(page.locator('.docs-menu')).toHaveCount(2);
    for (const menu of await page.locator('.docs-menu').all()) await expect(menu).not.toContainText('工具推荐');
    await page.goto('/docs/');
    await expect(page.locator('h1')).toHaveText('技能简介');
    guard.assertClean();
  });
});

test.describe('the gRPC post diagram', () => {
  test('the English post shows an English diagram of the same call chain; the Chinese post keeps its own', async ({ page, request, guard }) => {
    await page.goto('/en/blog/grpc-python-ocr-node/');
    const img = page.locator('.markdown img[src*="/architecture"]');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /architecture\.en\.svg$/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(760);
    const svg = await (await request.get((await img.getAttribute('src'))!)).text();
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts.filter((t) => HAN.test(t))).toEqual([]);
    for (const t of ['Caller', 'Node gateway', 'Python gRPC', ':50051', 'ThreadPoolExecutor(10)', 'POST /ocr/character  { image: "base64..." }', '→ { result: "a3x9", consumedTime: 12 }']) {
      expect(texts).toContain(t);
    }
    expect(texts.some((t) => /HTTP in, gRPC out/.test(t))).toBe(true);

    await page.goto('/blog/grpc-python-ocr-node/');
    await expect(page.locator('.markdown img[src*="/architecture"]')).toHaveAttribute('src', /architecture\.svg$/);
    guard.assertClean();
  });
});

// Issue 28 item 6: where a label is the site's own, the English site shows it in English.
test.describe('English labels for the site’s own words', () => {
  for (const [path, from] of [['/en/blog/tags/', '/en/blog/tags/'], ['/en/docs/tags/', '/en/docs/tags/']] as const) {
    test(`${path}: no Chinese in any tag label; a tag keeps its URL`, async ({ page }) => {
      await page.goto(path);
      const tags = await page.locator('.tag-cloud .tag').evaluateAll((els) => els.map((a) => ({ label: a.firstChild!.textContent!.trim(), href: a.getAttribute('href')! })));
      expect(tags.length).toBeGreaterThan(30);
      expect(tags.filter((t) => HAN.test(t.label))).toEqual([]);
      // Chinese tags keep their Chinese slug: the URL is the same in both locales.
      const tools = tags.find((t) => t.label === 'Tools')!;
      expect(decodeURIComponent(tools.href)).toBe(`${from}工具/`);
      await page.goto(tools.href);
      await expect(page.locator('h1')).toContainText('Tools');
      await expect(page.locator('h1')).not.toContainText(HAN);
    });
  }

  test('a post’s tags and the Resources page are in English', async ({ page }) => {
    await page.goto('/en/resources/');
    const names = await page.locator('.resource-name').allInnerTexts();
    expect(names).toContain('Node.js API docs');
    expect(names.filter((n) => HAN.test(n))).toEqual([]);
    await page.goto('/resources/');
    expect(await page.locator('.resource-name').allInnerTexts()).toContain('Node.js 文档');
  });

  test('the English archive can show only the posts written in English', async ({ page }) => {
    await page.goto('/en/blog/archive/');
    await hydrated(page);
    const all = page.locator('.archive-list li');
    const visible = () => all.evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => ({ chinese: !!el.querySelector('.zh-badge') })));
    const before = await visible();
    const english = before.filter((p) => !p.chinese).length;
    expect(english).toBeGreaterThan(0);
    const toggle = page.getByRole('checkbox', { name: `Only the ${english} of ${before.length} posts written in English` });
    await toggle.check();
    const after = await visible();
    expect(after.length).toBe(english);
    expect(after.every((p) => !p.chinese)).toBe(true);
    // Years with no English post are gone with their posts.
    for (const year of await page.locator('.archive-year').all()) {
      if (await year.isVisible()) expect(await year.locator('li').evaluateAll((els) => els.some((el) => el.checkVisibility()))).toBe(true);
    }
    await toggle.uncheck();
    expect((await visible()).length).toBe(before.length);
    // The Chinese archive offers no such filter.
    await page.goto('/blog/archive/');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});
