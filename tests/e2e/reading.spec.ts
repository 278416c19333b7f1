import { expect, hydrated, test } from './fixtures';

/** What a reader meets besides overlays: the not-found page, the table of contents, menus without JavaScript. */

test.describe.configure({ timeout: 150_000 });

const NOT_FOUND = {
  zh: { heading: '找不到页面', title: '找不到页面 | Inkstone', search: '搜索', menu: '更多', footer: '文档' },
  en: { heading: 'Page Not Found', title: 'Page Not Found | Inkstone', search: 'Search', menu: 'More', footer: 'Docs' },
};

test.describe('not-found page with the site around it', () => {
  for (const [locale, path] of [
    ['zh', '/no-such-page/'],
    ['en', '/en/no-such-page/'],
  ] as const) {
    const m = NOT_FOUND[locale];
    test(`${path}: navbar with search, language and theme, and the footer, in the reader's locale`, async ({ page, guard }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page).toHaveTitle(m.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.heading);
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCount(1);
      await expect(banner).toHaveAttribute('class', 'navbar');
      await expect(banner.getByRole('button', { name: m.search, exact: true })).toBeVisible();
      await expect(banner.locator('.locale-menu')).toBeVisible();
      await expect(banner.locator('.color-mode-toggle')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      expect(await page.getByRole('contentinfo').evaluate((f) => f.closest('[lang]')!.getAttribute('lang'))).toBe(locale === 'en' ? 'en' : 'zh-CN');
      // The theme switch and the search work here too.
      await banner.getByRole('button', { name: m.search, exact: true }).click();
      await expect(page.getByRole('dialog', { name: m.search })).toBeVisible();
      await page.keyboard.press('Escape');
      // The page's own 404 status is logged by Chromium; nothing else may be.
      expect(guard.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      expect(guard.errors.length).toBeLessThanOrEqual(1);
      expect(guard.foreign).toEqual([]);
    });
  }

  test('404.html links the favicon', async ({ request }) => {
    const html = await (await request.get('/404.html')).text();
    expect(html).toMatch(/<link rel="icon" href="[^"]*\/img\/favicon\.svg"/);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test('under /en/ the English texts show; at the root the Chinese ones', async ({ page }) => {
      await page.goto('/en/no-such-page/');
      await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.locator('header.navbar:visible')).toHaveCount(1);
      await page.goto('/no-such-page/');
      await expect(page.getByRole('heading', { name: '找不到页面' })).toBeVisible();
    });

    test("the navbar 'More' menu opens on hover and on keyboard focus", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/en/');
      const more = page.locator('.navbar-items .dropdown', { has: page.getByRole('button', { name: 'More' }) });
      const item = more.locator('.dropdown-menu a').first();
      await expect(item).toBeHidden();
      await more.getByRole('button', { name: 'More' }).hover();
      await expect(item).toBeVisible();
      await page.mouse.move(640, 700);
      await expect(item).toBeHidden();
      await more.getByRole('button', { name: 'More' }).focus();
      await expect(item).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(item).toBeFocused();
    });
  });
});

test.describe('table of contents', () => {
  test('marks the heading being read as the reader scrolls, on posts and docs', async ({ page }) => {
    for (const path of ['/en/blog/grpc-python-ocr-node/', '/docs/skill/database/redis/']) {
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(path);
      await hydrated(page);
      const side = page.locator('.toc-column .toc, .docs-toc .toc').first();
      const links = side.locator('a');
      const n = await links.count();
      expect(n).toBeGreaterThan(2);
      for (const i of [1, n - 2]) {
        const href = (await links.nth(i).getAttribute('href'))!;
        const id = decodeURIComponent(href.slice(1));
        await page.evaluate((h) => {
          const el = document.getElementById(h)!;
          window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70);
        }, id);
        await expect(side.locator('a[aria-current="location"]')).toHaveCount(1);
        await expect(side.locator('a[aria-current="location"]')).toHaveAttribute('href', href);
      }
    }
  });

  for (const width of [390, 768]) {
    test(`below the desktop breakpoint a collapsed 'On this page' sits above the body (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const [path, title] of [
        ['/en/blog/grpc-python-ocr-node/', 'On this page'],
        ['/docs/skill/database/redis/', '本页目录'],
      ] as const) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('.toc-column, .docs-toc')).toBeHidden();
        const box = page.locator('.toc-collapsible');
        const summary = box.locator('summary');
        await expect(summary).toHaveText(title);
        const order = await page.evaluate(() => {
          const c = document.querySelector('.toc-collapsible')!;
          const h1 = document.querySelector('main h1')!;
          const body = document.querySelector('main .markdown')!;
          return {
            afterH1: !!(h1.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING),
            beforeBody: !!(c.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING),
          };
        });
        expect(order).toEqual({ afterH1: true, beforeBody: true });
        const first = box.locator('a').first();
        await expect(first).toBeHidden();
        await summary.click();
        await expect(first).toBeVisible();
        const href = (await first.getAttribute('href'))!;
        await first.click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(href));
        // Following a link folds the list away again.
        await expect(box).not.toHaveAttribute('open', '');
      }
    });
  }
});

test.describe('Chinese typography', () => {
  test('Chinese text takes a CJK-first font stack, on Chinese pages and in Chinese bodies on English pages', async ({ page }) => {
    const font = (sel: string) => page.locator(sel).first().evaluate((el) => getComputedStyle(el).fontFamily);
    await page.goto('/blog/grpc-python-ocr-node/');
    expect(await font('main .markdown p')).toMatch(/^"PingFang SC"/);
    await page.goto('/en/about/');
    expect(await font('main h1')).not.toMatch(/^"PingFang SC"/);
    const zhBody = await page.goto('/en/blog/').then(() => page.locator('main [lang="zh-CN"]').count());
    if (zhBody > 0) expect(await font('main [lang="zh-CN"]')).toMatch(/^"PingFang SC"/);
  });

  test('headings wrap balanced with their own line height, one h1 scale across page types, full-width punctuation in the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const sizes: string[] = [];
    for (const path of ['/blog/', '/blog/grpc-python-ocr-node/', '/docs/skill/database/redis/', '/about/', '/blog/tags/', '/search/?q=redis']) {
      await page.goto(path);
      const h1 = page.locator('main h1');
      const style = await h1.evaluate((el) => {
        const s = getComputedStyle(el);
        return { size: s.fontSize, wrap: `${s.textWrap ?? ''} ${(s as unknown as { textWrapStyle?: string }).textWrapStyle ?? ''}`, line: parseFloat(s.lineHeight) / parseFloat(s.fontSize) };
      });
      expect(style.wrap, path).toContain('balance');
      expect(style.line, path).toBeLessThan(1.5);
      sizes.push(style.size);
    }
    expect(new Set(sizes).size, sizes.join(', ')).toBe(1);
    const body = await page.locator('main p').first().evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize));
    expect(body).toBeGreaterThanOrEqual(1.7);
    await expect(page.locator('.footer-copyright')).toContainText('周砚。');
    await expect(page.locator('.footer-copyright')).not.toContainText('周砚.');
  });
});

test.describe('navbar active item', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("every docs page marks its docs link, and 'More' is marked when one of its links is active", async ({ page }) => {
    for (const path of ['/docs/', '/docs/category/数据库/', '/docs/tags/', '/docs/skill/database/redis/', '/en/docs/tags/数据库/']) {
      await page.goto(path);
      await hydrated(page);
      const prefix = path.startsWith('/en/') ? '/en' : '';
      const more = page.locator('.navbar-items .dropdown-toggle');
      await expect(more, path).toHaveClass(/\bactive\b/);
      await expect(page.locator(`.navbar-items a[href="${prefix}/docs/skill/"]`), path).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.navbar-items a[aria-current="page"]'), path).toHaveCount(1);
    }
    await page.goto('/docs/tools/');
    await hydrated(page);
    await expect(page.locator('.navbar-items a[aria-current="page"]')).toHaveAttribute('href', '/docs/tools/');
    await page.goto('/about/');
    await hydrated(page);
    await expect(page.locator('.navbar-items .dropdown-toggle')).not.toHaveClass(/\bactive\b/);
  });
});

test.describe('blog sidebar and profile card', () => {
  async function cardRow(page: import('@playwright/test').Page, card: import('@playwright/test').Locator) {
    return card.evaluate((c) => {
      const icons = [...c.querySelectorAll('.social-link')].map((a) => a.getBoundingClientRect());
      const counters = [...c.querySelectorAll('.profile-counter')].map((a) => a.getBoundingClientRect());
      const centres = counters.map((r) => r.left + r.width / 2);
      const gaps = centres.slice(1).map((x, i) => x - centres[i]);
      return {
        icons: icons.length,
        rows: new Set(icons.map((r) => Math.round(r.top))).size,
        inside: icons.every((r) => r.left >= c.getBoundingClientRect().left && r.right <= c.getBoundingClientRect().right),
        gapSpread: gaps.length ? Math.max(...gaps) - Math.min(...gaps) : 0,
      };
    });
  }

  test('the recent posts show without an inner scroll box; icons on one row; counters evenly spaced', async ({ page }) => {
    for (const width of [1000, 1280, 1600]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/en/blog/');
      const aside = page.locator('aside.blog-sidebar');
      await expect(aside).toBeVisible();
      const boxes = await aside.evaluate((a) =>
        [a, ...a.querySelectorAll('*')].filter((el) => {
          const s = getComputedStyle(el);
          return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
        }).length,
      );
      expect(boxes, `${width}px: inner scroll boxes`).toBe(0);
      const links = aside.locator('.blog-sidebar-link');
      expect(await links.count()).toBeGreaterThan(3);
      for (const l of await links.all()) await expect(l).toBeVisible();
      const row = await cardRow(page, aside.locator('.profile-card'));
      expect(row.icons).toBeGreaterThan(1);
      expect(row, `${width}px`).toMatchObject({ rows: 1, inside: true });
      expect(row.gapSpread).toBeLessThanOrEqual(1);
    }
  });
});
