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

  test('404.html links the favicon, which is served', async ({ request }) => {
    const html = await (await request.get('/404.html')).text();
    // The content-hashed copy the pages link (lib/site/root-metadata.ts), not public/img's.
    const href = /<link rel="icon" href="([^"]*\/_next\/static\/media\/favicon\.[\w-]+\.svg)"/.exec(html)?.[1];
    expect(href, 'a favicon link in 404.html').toBeTruthy();
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(await icon.text()).toContain('<svg');
  });

  // Issue 41 item 13: a 404 page that helps, as Docusaurus' does not: a search box prefilled with the
  // missing path's words, the nearest pages the site's search finds for them, Enter to the search page.
  for (const [locale, path, label, nearest, want, search] of [
    ['zh', '/blog/grpc-python-ocr/', '在本站搜索你要找的内容', '你要找的可能是这些页面', '/blog/grpc-python-ocr-node/', '/search/'],
    ['en', '/en/docs/redis-cluster.html', 'Search the site for what you were looking for', 'Pages that may be what you were looking for', '/en/docs/redis/', '/en/search/'],
  ] as const) {
    test(`${path}: a search for the missing path's words, its nearest pages, Enter opens the search page (${locale})`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      await hydrated(page);
      const box = page.getByRole('searchbox', { name: label });
      await expect(box).toBeVisible();
      const words = path.includes('grpc') ? 'grpc python ocr' : 'redis cluster';
      await expect(box).toHaveValue(words);
      const list = page.getByRole('region', { name: nearest });
      await expect(list).toBeVisible();
      const hrefs = await list.getByRole('link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(5);
      expect(hrefs.map(decodeURI)).toContain(want);
      // The other locale's box is hidden and searched nothing.
      await expect(page.getByRole('searchbox')).toHaveCount(1);
      await box.fill('redis');
      await box.press('Enter');
      await expect(page).toHaveURL((u) => u.pathname === search && u.searchParams.get('q') === 'redis');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('redis');
    });
  }

  test('the 404 page, holding both locales, has each id once', async ({ page }) => {
    for (const path of ['/no-such-page/', '/en/no-such-page/']) {
      await page.goto(path);
      await hydrated(page);
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), path).toEqual([]);
    }
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

  for (const width of [390, 1280] as const) {
    test(`one h1 scale and line height on every page type at ${width} px, headings balanced and tighter than the body`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const seen: string[] = [];
      const types = {
        home: '/',
        post: '/blog/grpc-python-ocr-node/',
        doc: '/docs/skill/database/redis/',
        'blog list': '/blog/',
        'tag list': '/blog/tags/',
        archive: '/en/blog/archive/',
        projects: '/en/project/',
        about: '/about/',
        search: '/search/?q=redis',
        '404': '/no-such-page/',
      };
      for (const [type, path] of Object.entries(types)) {
        await page.goto(path);
        const h1 = page.locator('main h1:visible');
        await expect(h1).toHaveCount(1);
        const style = await h1.evaluate((el) => {
          const s = getComputedStyle(el);
          return { size: s.fontSize, line: s.lineHeight, wrap: `${s.textWrap ?? ''} ${(s as unknown as { textWrapStyle?: string }).textWrapStyle ?? ''}` };
        });
        expect(style.wrap, path).toContain('balance');
        expect(parseFloat(style.line) / parseFloat(style.size), `${type}: heading line height`).toBeLessThan(1.4);
        seen.push(`${type} ${style.size}/${style.line}`);
      }
      const values = new Set(seen.map((v) => v.split(' ').at(-1)));
      expect(values.size, seen.join(', ')).toBe(1);
      // The body keeps its comfortable line height.
      await page.goto('/blog/grpc-python-ocr-node/');
      const body = await page.locator('main .markdown p').first().evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize));
      expect(body).toBeGreaterThanOrEqual(1.7);
    });
  }

  test('“” in a Chinese paragraph take full-width glyphs, one em wide between Chinese characters', async ({ page }) => {
    await page.goto('/blog/grpc-python-ocr-node/');
    const quotes = await page.locator('main .markdown p').evaluateAll((ps) => {
      const found: { text: string; ratio: number }[] = [];
      for (const p of ps) {
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          // An opening quote with a Chinese character on both sides: no punctuation trimming applies.
          for (const m of n.data.matchAll(/[\u4e00-\u9fff]“[\u4e00-\u9fff]/g)) {
            const r = document.createRange();
            r.setStart(n, m.index! + 1);
            r.setEnd(n, m.index! + 2);
            const size = parseFloat(getComputedStyle(n.parentElement!).fontSize);
            found.push({ text: m[0], ratio: r.getBoundingClientRect().width / size });
          }
        }
      }
      return found;
    });
    expect(quotes.length, 'Chinese quotes in the post').toBeGreaterThan(0);
    for (const q of quotes) expect(q.ratio, q.text).toBeGreaterThan(0.9);
  });

  test('inline code and code blocks share one monospace stack', async ({ page }) => {
    await page.goto('/en/blog/grpc-python-ocr-node/');
    const fonts = await page.evaluate(() => {
      const font = (el: Element | null) => (el ? getComputedStyle(el).fontFamily : 'missing');
      return {
        inline: font(document.querySelector('.markdown :not(pre) > code')),
        pre: font(document.querySelector('.code-block pre')),
        code: font(document.querySelector('.code-block pre > code')),
        token: font(document.querySelector('.code-block [data-line] span')),
        title: font(document.querySelector('.code-block figcaption')),
      };
    });
    expect(fonts.inline).toMatch(/^ui-monospace,/);
    expect(fonts).toEqual({ inline: fonts.inline, pre: fonts.inline, code: fonts.inline, token: fonts.inline, title: fonts.inline });
  });

  test('the Chinese footer uses full-width punctuation', async ({ page }) => {
    await page.goto('/');
    const text = (await page.locator('.footer').innerText()).replace(/https?:\S+/g, '');
    await expect(page.locator('.footer-copyright')).toContainText('周砚。');
    // No half-width sentence punctuation after a Chinese character.
    expect(text.match(/[\u4e00-\u9fff][.,:;!?()]/g) ?? []).toEqual([]);
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
  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test('the recent-posts list shows its 10 entries without an inner scroll box, each one reachable', async ({ page }) => {
      for (const path of ['/blog/', '/en/blog/grpc-python-ocr-node/']) {
        await page.goto(path);
        const aside = page.locator('aside.blog-sidebar');
        await expect(aside).toBeVisible();
        const list = aside.locator('nav ul');
        const fits = await list.evaluate((ul) => ({ scroll: ul.scrollHeight, client: ul.clientHeight }));
        expect(fits.scroll, `${path}: list scrollHeight ${fits.scroll} <= clientHeight ${fits.client}`).toBeLessThanOrEqual(fits.client);
        const boxes = await aside.evaluate((a) =>
          [a, ...a.querySelectorAll('*')]
            // Visually hidden text (the 中文 badge's '(in Chinese)') is clipped on purpose.
            .filter((el) => !el.matches('.sr-only') && /(auto|scroll|hidden)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.className || el.tagName),
        );
        expect(boxes, `${path}: clipping or scrolling boxes in the sidebar`).toEqual([]);
        const links = aside.locator('.blog-sidebar-link');
        await expect(links).toHaveCount(10);
        // Scrolled to (the page scrolls, nothing inside the sidebar), every entry lies in the viewport and takes a click
        // (1 px for the sub-pixel edge scrollIntoView leaves at the viewport's bottom).
        const hits = await links.evaluateAll((els) =>
          els.map((el) => {
            el.scrollIntoView({ block: 'nearest' });
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { text: el.textContent, ok: r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1 && !!hit && el.contains(hit) };
          }),
        );
        expect(hits.filter((h) => !h.ok).map((h) => h.text), path).toEqual([]);
      }
    });
  });

  /** Icons of the social list share one top edge; the four counters are evenly spaced across the card. */
  async function expectTidyCard(card: import('@playwright/test').Locator, icons: import('@playwright/test').Locator, where: string) {
    await expect(card, where).toBeVisible();
    const tops = await icons.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(tops.length, `${where}: social icons`).toBeGreaterThan(1);
    expect(Math.max(...tops) - Math.min(...tops), `${where}: icons on one row (tops ${tops.map(Math.round)})`).toBeLessThanOrEqual(1);
    const c = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const rects = [...el.querySelectorAll('.profile-counter')].map((a) => a.getBoundingClientRect());
      const labels = [...el.querySelectorAll<HTMLElement>('.profile-counter-label')].map((l) => l.scrollWidth <= l.clientWidth + 1);
      const centres = rects.map((r) => r.left + r.width / 2);
      return {
        n: rects.length,
        tops: rects.map((r) => r.top),
        gaps: rects.slice(1).map((r, i) => r.left - rects[i].right),
        steps: centres.slice(1).map((x, i) => x - centres[i]),
        inside: rects.every((r) => r.left >= box.left && r.right <= box.right),
        labels,
      };
    });
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    expect(c.n, where).toBe(4);
    expect(spread(c.tops), `${where}: counters on one row`).toBeLessThanOrEqual(1);
    expect(spread(c.gaps), `${where}: equal gaps ${c.gaps.map((g) => g.toFixed(1))}`).toBeLessThanOrEqual(1);
    expect(spread(c.steps), `${where}: evenly spaced centres ${c.steps.map((g) => g.toFixed(1))}`).toBeLessThanOrEqual(1);
    expect(c.inside, `${where}: counters inside the card`).toBe(true);
    expect(c.labels, `${where}: labels not cut`).not.toContain(false);
  }

  for (const width of [390, 768, 1000, 1280, 1600] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
      test('social icons on one row and evenly spaced counters wherever the profile card shows', async ({ page }) => {
        for (const prefix of ['', '/en']) {
          // Home: the card beside (or under) the hero, the social icons in the hero.
          await page.goto(`${prefix}/`);
          await expectTidyCard(page.locator('.hero .profile-card'), page.locator('.hero-text .social-link'), `${prefix}/ at ${width}`);
          await page.goto(`${prefix}/blog/`);
          if (width > 996) {
            const card = page.locator('aside.blog-sidebar .profile-card');
            await expectTidyCard(card, card.locator('.social-link'), `${prefix}/blog/ sidebar at ${width}`);
          } else {
            // Below the desktop breakpoint the card lives in the drawer.
            await hydrated(page);
            await page.locator('.navbar-toggle').click();
            const card = page.locator('.mobile-sidebar .profile-card');
            await expectTidyCard(card, card.locator('.social-link'), `${prefix}/blog/ drawer at ${width}`);
          }
        }
      });
    });
  }
});
