import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { caseStep, expect, hydrated, test, timedAnimationsDone } from './fixtures';

/** The axe-core source @axe-core/playwright's AxeBuilder would send (its own copy, 1.3 MB unminified). */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;
/*
 * AxeBuilder evaluated the 1.3 MB source in the page before every run, twice in legacy mode (once
 * in the page, once per frame): 200 MB a suite run for the browser process to parse. The page gets
 * axe once per document instead, as an init script (each test's pages: `axeInPages`; init scripts
 * run in every frame, so same-origin frames are tested too), and `violations` runs it there.
 */

/** Puts axe-core in every document the page loads from now on (reset after the test with the page's other init scripts). */
async function axeInPages(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE });
}

/** A page of every type, as a zh-CN path (the English one is the same under /en). */
const PAGES = [
  ['home', '/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/grpc-python-ocr-node/'],
  ['blog archive', '/blog/archive/'],
  ['blog tags', '/blog/tags/'],
  ['blog tag', '/blog/tags/grpc/'],
  ['docs root', '/docs/'],
  ['doc', '/docs/skill/database/redis/'],
  ['doc category', '/docs/category/数据库/'],
  ['doc tags', '/docs/tags/'],
  ['doc tag', '/docs/tags/数据库/'],
  ['about', '/about/'],
  ['friends', '/friends/'],
  ['projects', '/project/'],
  ['resources', '/resources/'],
  ['search', '/search/?q=redis'],
  ['not found', '/no-such-page/'],
] as const;

// Four axe runs per page type (two locales, two themes) on a loaded machine.
test.describe.configure({ timeout: 300_000 });

/** The axe rules whose outcome a theme switch can change: a theme changes colours and nothing else. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, rules?: string[]) {
  // One protocol call a run, where AxeBuilder's legacy mode made six (its script, two probes for
  // runPartial, its script again and axe.configure for each frame, then the run). Legacy mode: axe
  // runs in the page itself and reaches same-origin frames (all this site has) by its own
  // messages, where AxeBuilder's default opens a new blank page for every run to merge frames'
  // results. Results of the violations only: axe then keeps one node of each passed, incomplete
  // or inapplicable rule instead of every node, most of its work and of what it sends back.
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe?: typeof import('axe-core') }).axe;
    if (typeof axe?.run !== 'function') throw new Error('axe-core is not in this document: call axeInPages(page) before its page.goto');
    axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
    const results = await axe.run(document, { resultTypes: ['violations'], ...(rules && { runOnly: { type: 'rule', values: rules } }) });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, rules);
}

/** Switches the theme with the navbar's button and waits for the colour transitions it starts (contrast is read after them). */
async function toggleTheme(page: Page, to: 'light' | 'dark') {
  await page.locator('.color-mode-toggle:visible').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await timedAnimationsDone(page);
}

async function settled(page: Page, type: string) {
  await hydrated(page);
  if (type === 'search') await expect(page.locator('.search-page-result').first()).toBeVisible();
}

// axe once per page type, locale and theme. One page per type walks zh-CN light, then the
// theme switch to dark, then the English page (loaded dark from the saved choice), then the
// switch back to light: both themes are seen as first rendered and as switched to, with two
// page loads instead of four. Every rule runs once per locale, on the page as loaded (zh-CN
// light, en dark, so each theme gets every rule); after a switch only the colour rules run
// again, since the switch changes colours only (the toggle's own name is checked by the run
// on the page loaded in the other theme). Every violation is reported with its page and theme.
// The page types in a few tests, not one test each: each walk ends in light, as the next one
// starts, and a test's page, its reset and the axe init script cost more than a page type's
// walk (Playwright's reset between tests loads the origin and about:blank, and each runs axe's
// 1.3 MB init script). Each page type is a step, and every failing one is reported with its name.
const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  const mine = PAGES.filter((_, i) => i % GROUPS === group);
  test(`no axe violations, zh-CN and en, light and dark: the ${mine.map(([type]) => type).join(', ')} pages`, async ({ page }) => {
    test.setTimeout(mine.length * 150_000);
    const found: string[] = [];
    const check = async (url: string, theme: string, rules?: string[]) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const v of await violations(page, rules)) found.push(`${url} ${theme}: ${v}`);
    };
    await axeInPages(page);
    for (const [type, path] of mine) {
      await caseStep(found, `${type} page (${path})`, async () => {
        await page.goto(path);
        await settled(page, type);
        await check(path, 'light');
        await toggleTheme(page, 'dark');
        await check(path, 'dark', COLOUR_RULES);
        const en = `/en${path}`;
        await page.goto(en);
        await settled(page, type);
        await check(en, 'dark');
        await toggleTheme(page, 'light');
        await check(en, 'light', COLOUR_RULES);
      });
    }
    expect(found, 'axe violations').toEqual([]);
  });
}

/** The hamburger's and the drawer's accessible names in each locale. */
const DRAWER = {
  'zh-CN': { open: '打开导航菜单', dialog: '导航菜单' },
  en: { open: 'Open navigation menu', dialog: 'Navigation menu' },
} as const;

/** Opens the drawer on `path` (a phone-sized page) with its hamburger, and returns axe's violations with it open. */
async function drawerViolations(page: Page, path: string, labels: { open: string; dialog: string }) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: labels.open }).click();
  await expect(page.getByRole('dialog', { name: labels.dialog })).toBeVisible();
  return violations(page);
}

test.describe('open overlays on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const theme of ['light', 'dark']) {
    test(`no axe violations with the drawer open (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await axeInPages(page);
      expect(await drawerViolations(page, '/en/docs/skill/database/redis/', DRAWER.en), 'drawer').toEqual([]);
    });

    // Issue 41 item 10: over the home page the drawer's profile card made a second region of the
    // hero card's name (landmark-unique); the warning admonition's heading was 4.32:1.
    test(`no axe violations with the drawer open over the home page, and on a doc with a warning (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await axeInPages(page);
      expect(await drawerViolations(page, '/', DRAWER['zh-CN']), 'drawer over home').toEqual([]);
      await page.goto('/docs/mysql/');
      await hydrated(page);
      await expect(page.locator('.admonition-warning').first()).toBeVisible();
      expect(await violations(page), '/docs/mysql/').toEqual([]);
    });

    test(`no axe violations with an image zoomed (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await axeInPages(page);
      await page.goto('/en/docs/event-loop/');
      await hydrated(page);
      const img = page.locator('.markdown img[data-zoomable]').first();
      await expect(img).toHaveAttribute('role', 'button');
      await img.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('body > .medium-zoom-image--opened')).toHaveAttribute('aria-hidden', 'true');
      expect(await violations(page), 'zoomed image').toEqual([]);
    });

    test(`no axe violations with the search modal open (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await axeInPages(page);
      await page.goto('/en/docs/skill/database/redis/');
      await hydrated(page);
      await page.locator('.search-button').click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('searchbox').fill('redis');
      await expect(dialog.locator('.search-hit').first()).toBeVisible();
      expect(await violations(page), 'search modal').toEqual([]);
    });
  }
});

test.describe('named controls', () => {
  test('the search button is named by its visible text; the page asides are named', async ({ page }) => {
    await page.goto('/en/blog/grpc-python-ocr-node/');
    await hydrated(page);
    const button = page.locator('.search-button');
    await expect(button).toHaveAccessibleName('Search');
    await expect(button.locator('.search-button-text')).toHaveText('Search');
    const asides = page.locator('aside.blog-sidebar, aside.toc-column');
    await expect(asides).toHaveCount(2);
    for (const name of ['Blog sidebar', 'On this page']) await expect(page.getByRole('complementary', { name })).toHaveCount(1);
    await page.goto('/docs/skill/database/redis/');
    for (const name of ['文档侧边栏', '本页目录']) await expect(page.getByRole('complementary', { name })).toHaveCount(1);
  });

  test('friend cards carry the visible name in their accessible name', async ({ page }) => {
    await page.goto('/en/friends/');
    const cards = page.locator('.friend-card');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const name = (await card.locator('.friend-name').textContent())!.trim();
      await expect(card).toHaveAccessibleName(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  test('search results do not repeat a breadcrumbs landmark per hit', async ({ page }) => {
    await page.goto('/en/search/?q=redis');
    await hydrated(page);
    await expect(page.locator('.search-page')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(page.locator('.search-page-result').first()).toBeVisible();
    await expect(page.locator('.search-page-crumbs').first()).toBeVisible();
    await expect(page.locator('main nav[aria-label="breadcrumbs"], main nav[aria-label="Breadcrumbs"]')).toHaveCount(0);
  });

  test('a code block shows its keyboard focus ring inside its box', async ({ page }) => {
    await page.goto('/en/blog/grpc-python-ocr-node/');
    await hydrated(page);
    const pre = page.locator('.code-block pre').first();
    await pre.focus();
    await expect(pre).toBeFocused();
    const ring = await pre.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), offset: parseFloat(s.outlineOffset) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThan(0);
    // The figure clips with overflow: hidden, so the ring must be drawn inside the <pre>.
    expect(ring.offset + ring.width).toBeLessThanOrEqual(0);
  });
});
