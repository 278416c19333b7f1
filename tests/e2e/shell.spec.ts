import { expect, hydrated, test } from './fixtures';

test.describe('colour mode', () => {
  test('is light by default even when the system prefers dark', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('persists under the "theme" key and applies before hydration', async ({ page, guard }) => {
    await page.goto('/en/about/');
    await hydrated(page);
    await page.getByRole('button', { name: /dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // With every script chunk held back, only the inline boot script can set the theme.
    await page.route('**/_next/static/**/*.js', () => {});
    await page.goto('/en/about/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    guard.assertClean();
  });

  test('syncs across tabs and resets to light when the key is removed', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto('/');
    await b.goto('/about/');
    await hydrated(a);
    await hydrated(b);
    await a.getByRole('button', { name: /浅色\/深色/ }).click();
    await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
    await a.evaluate(() => localStorage.removeItem('theme'));
    await expect(b.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('keeps working when storage is unavailable', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'warning' ? warnings : m.type() === 'error' ? errors : []).push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/en/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(warnings.some((w) => w.includes('localStorage is unavailable'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('locale dropdown', () => {
  test('switches locale keeping path, query and hash', async ({ page }) => {
    await page.goto('/en/about/?x=1#what-i-do');
    await hydrated(page);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/about\/\?x=1#what-i-do$/);
    expect(new URL(page.url()).pathname).toBe('/about/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await hydrated(page);
    await page.getByRole('button', { name: /语言/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about\/\?x=1#what-i-do$/);
  });

  test('opens on hover and on Enter, closes on an outside click and on Escape', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: /Language/ });
    const item = page.getByRole('link', { name: '简体中文' });
    await toggle.hover();
    await expect(item).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(item).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeVisible();
    await page.mouse.click(600, 600);
    await expect(item).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(item).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('mobile navbar', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens the sidebar, closes on back navigation and when the width goes to desktop', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(open).toBeVisible();
    await expect(page.locator('.navbar-items')).toBeHidden();
    await open.click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await page.goto('/en/about/');
    await hydrated(page);
    await open.click();
    await expect(sidebar).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(sidebar).toBeHidden();

    await open.click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar).toBeHidden();
  });
});

test.describe('not found', () => {
  test('unknown paths get status 404 with the zh-CN texts at the root', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到页面');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('under /en/ the same 404.html shows the English texts', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Inkstone');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(
      page.getByText('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('urls', () => {
  test('both spellings reach the page without hydration errors', async ({ page, guard }) => {
    for (const url of ['/en/about', '/en/about/', '/about', '/about/']) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await hydrated(page);
    }
    guard.assertClean();
  });

  test('index.html and .html addresses are normalised to the clean path', async ({ page }) => {
    await page.goto('/en/about/index.html?a=1#what-i-do');
    await expect(page).toHaveURL(/\/en\/about\/\?a=1#what-i-do$/);
    await page.goto('/en/about.html');
    expect(new URL(page.url()).pathname).toBe('/en/about/');
    await page.goto('/index.html');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('page shell', () => {
  test('the first Tab stop is the skip link, which moves focus to main', async ({ page }) => {
    await page.goto('/en/about/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  // Issue 28 item 4: on a doc page <main> opens with the sidebar's links; the skip link goes past
  // them. Issue 41 item 4: the same on blog pages, past the sidebar's counters, icons and recent posts.
  const DOC = ['.docs-main', '.docs-sidebar, .mobile-sidebar'] as const;
  const BLOG = ['.blog-main', '.blog-sidebar'] as const;
  for (const [width, path, [column, sidebar]] of [
    [1280, '/en/docs/skill/database/redis/', DOC], [1280, '/docs/skill/database/redis/', DOC], [390, '/en/docs/skill/database/redis/', DOC],
    [1280, '/blog/grpc-python-ocr-node/', BLOG], [1280, '/en/blog/', BLOG], [390, '/en/blog/grpc-python-ocr-node/', BLOG],
  ] as const) {
    test(`${path} at ${width} px: skip link, then one Tab, lands in the content column, outside the sidebar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator(column)).toBeFocused();
      await page.keyboard.press('Tab');
      const where = await page.evaluate(([column, sidebar]) => {
        const el = document.activeElement!;
        return { inSidebar: !!el.closest(sidebar), inDoc: !!el.closest(column), what: el.outerHTML.slice(0, 80) };
      }, [column, sidebar]);
      expect(where, where.what).toMatchObject({ inSidebar: false, inDoc: true });
    });
  }

  test('the announcement bar stays dismissed until its id changes', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(bar).toBeHidden();
    await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'an-older-bar'));
    await page.reload();
    await expect(bar).toBeVisible();
  });

  test('head carries canonical, hreflang alternates and social cards', async ({ page }) => {
    await page.goto('/en/about/');
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/about\/$/);
    await expect(head.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', /[^n]\/about\/$/);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/about\/$/);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^n]\/about\/$/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'zh_CN');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About me');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    await expect(page).toHaveTitle('About me | Inkstone');
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/en\/blog\/rss\.xml$/);
  });

  test('sitemap and robots are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<priority>0.5</priority>');
    expect(sitemap).toMatch(/hreflang="en" href="[^"]+\/en\/about\/"/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });
  // axe: tests/e2e/a11y.spec.ts, once per page type, locale and theme (home and about included).
});

test.describe('route progress bar', () => {
  test('a route change slower than 200 ms shows the bar, which goes once the page is there', async ({ page, guard }) => {
    // Hold the data of /en/about/ (prefetch included, sent ahead of the router without its _rsc
    // query) until the bar has been seen: the route change is as slow as the machine needs it to
    // be, instead of a fixed 1.5 s that a loaded run could outlast before the bar was checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/en/about/') && (url.search.includes('_rsc') || url.pathname.includes('/__next.')),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/en/blog/');
    await hydrated(page);
    await page.locator('main a[href="/en/about/"]').first().click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    release();
    // The click waits for its own (held) prefetch, at most 6 s (lib/browser/route-ready.ts), then
    // navigates: within the suite's 10 s assertion timeout (playwright.config.ts).
    await expect(page).toHaveURL(/\/en\/about\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    guard.assertClean();
  });

  test('a link within the page does not start it', async ({ page }) => {
    // A fake clock: the bar would show 200 ms after the click, and runFor(1000) fires every timer
    // due by then instead of waiting for them.
    await page.clock.install();
    await page.goto('/en/blog/grpc-python-ocr-node/');
    await hydrated(page);
    const link = page.locator('.toc-column a[href^="#"]').first();
    const hash = await link.getAttribute('href');
    await link.click();
    await expect.poll(() => decodeURI(new URL(page.url()).hash)).toBe(decodeURI(hash!));
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('base path misconfiguration banner', () => {
  test('hidden when the styles load', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('#base-url-issue')).toBeHidden();
  });

  test('shown on the home page when the styles cannot load, with the base path to build with', async ({ page }) => {
    // What a wrong BASE_PATH does: every /_next/ asset 404s.
    await page.route('**/_next/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/');
    const banner = page.locator('#base-url-issue');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your site did not load properly.');
    await expect(page.locator('#base-url-issue-suggestion')).toHaveText('(empty)');
  });
});
