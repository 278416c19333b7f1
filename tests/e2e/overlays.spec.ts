import type { Locator, Page } from '@playwright/test';
import { caseStep, expect, hydrated, test } from './fixtures';

// The search index and a full sweep of the drawer's links take a while on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Overlays and popovers checked where a reader meets them: every target lies inside the viewport
 * and `document.elementFromPoint` at its centre returns it (a tap lands on it), not only
 * "is visible".
 */

type Hit = { name: string; inside: boolean; hits: boolean; rect: string; hit: string };

/** Scrolls each rendered element of `targets` into view (inside its own scroller) and hit-tests its centre. */
async function hitTest(targets: Locator): Promise<Hit[]> {
  return targets.evaluateAll((els) =>
    els
      .filter((el) => el.checkVisibility())
      .map((el) => {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        const slack = 0.5;
        return {
          name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40),
          inside: r.width > 0 && r.height > 0 && r.left >= -slack && r.top >= -slack && r.right <= innerWidth + slack && r.bottom <= innerHeight + slack,
          hits: !!hit && (hit === el || el.contains(hit)),
          rect: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} in ${innerWidth}x${innerHeight}`,
          hit: hit ? hit.outerHTML.slice(0, 80) : 'nothing',
        };
      }),
  );
}

function expectReachable(hits: Hit[], min = 1) {
  expect(hits.length, 'targets found').toBeGreaterThanOrEqual(min);
  const bad = hits.filter((h) => !h.inside || !h.hits).map((h) => `${h.name} @ ${h.rect} -> ${h.hit}`);
  expect(bad).toEqual([]);
}

type ViewportBox = { left: number; top: number; right: number; bottom: number; vw: number; vh: number };

/** A box read in the page, with the viewport's size, covers the whole viewport. */
function expectBoxCovers(box: ViewportBox) {
  expect(box.left).toBeLessThanOrEqual(0);
  expect(box.top).toBeLessThanOrEqual(0);
  expect(box.right).toBeGreaterThanOrEqual(box.vw);
  expect(box.bottom).toBeGreaterThanOrEqual(box.vh);
}

/** The element covers the whole viewport. */
async function expectCoversViewport(el: Locator) {
  expectBoxCovers(
    await el.evaluate((e): ViewportBox => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, vw: innerWidth, vh: innerHeight };
    }),
  );
}

/**
 * An open overlay, read in one call: the page's scroll is locked, the one `backdrop` element covers
 * the whole viewport, and each element of `under` (announcement bar, navbar) is beneath it: the
 * point 4 px inside its left edge hits the backdrop, not the element.
 */
async function expectOverlayOpen(page: Page, backdrop: string, under: string[] = []) {
  const f = await page.evaluate(
    ([backdrop, under]) => {
      const b = document.querySelectorAll(backdrop);
      const r = b[0]?.getBoundingClientRect();
      return {
        locked: getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden',
        backdrops: b.length,
        box: r && { left: r.left, top: r.top, right: r.right, bottom: r.bottom, vw: innerWidth, vh: innerHeight },
        covered: under.map((sel) => {
          const els = document.querySelectorAll(sel);
          if (els.length !== 1) return `${sel}: ${els.length} elements`;
          const e = els[0].getBoundingClientRect();
          const hit = document.elementFromPoint(e.left + 4, e.top + e.height / 2);
          return !!hit && !els[0].contains(hit) && !!hit.closest(backdrop);
        }),
      };
    },
    [backdrop, under] as const,
  );
  expect(f.locked, 'scroll locked').toBe(true);
  expect(f.backdrops, backdrop).toBe(1);
  expectBoxCovers(f.box!);
  expect(f.covered, `${under.join(', ')} under the overlay`).toEqual(under.map(() => true));
}

const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden');

/** From the dialog's last tab stop Tab wraps to its first, and Shift+Tab from the first to the last. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const mark = (edge: 'first' | 'last') =>
    dialog.evaluate((d, e) => {
      const stops = [...d.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
        (el) => el.checkVisibility(),
      );
      const el = e === 'first' ? stops[0] : stops[stops.length - 1];
      el.focus();
      return stops.length;
    }, edge);
  const where = () => dialog.evaluate((d) => ({ inside: d.contains(document.activeElement), text: document.activeElement?.outerHTML.slice(0, 60) }));
  expect(await mark('last')).toBeGreaterThan(1);
  await page.keyboard.press('Tab');
  expect((await where()).inside, 'Tab from the last stop stays in the dialog').toBe(true);
  await mark('first');
  await page.keyboard.press('Shift+Tab');
  expect((await where()).inside, 'Shift+Tab from the first stop stays in the dialog').toBe(true);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect((await where()).inside).toBe(true);
  }
}

const LOCALES = [
  { prefix: '', menu: '导航菜单', open: '打开导航菜单', close: '关闭导航菜单', back: '← 回到主菜单', search: '搜索', cancel: '取消' },
  { prefix: '/en', menu: 'Navigation menu', open: 'Open navigation menu', close: 'Close navigation menu', back: '← Back to main menu', search: 'Search', cancel: 'Cancel' },
] as const;
const PAGES = [
  { name: 'home', path: '/', docs: false },
  { name: 'a doc', path: '/docs/skill/database/redis/', docs: true },
] as const;
/**
 * One test per width, `title` checked on each locale and page in turn (a step each). Not a test
 * per case: a test's fresh state costs more than a case (Playwright's reset between tests loads
 * the origin and about:blank and clears the cache), and every case starts with its own page load
 * and ends with the overlay closed. Every failing case is reported with its locale and page.
 */
function eachCase<W extends { name: string; use: object }>(
  widths: readonly W[],
  describe: (w: W) => string,
  title: string,
  body: (args: { page: Page; guard: { assertClean: () => void } }, w: W, l: (typeof LOCALES)[number], p: (typeof PAGES)[number]) => Promise<void>,
) {
  for (const w of widths) {
    test.describe(describe(w), () => {
      test.use(w.use);
      test(`zh-CN and en, ${PAGES.map((p) => p.name).join(' and ')}: ${title}`, async ({ page, guard }) => {
        test.setTimeout(LOCALES.length * PAGES.length * 60_000);
        const failed: string[] = [];
        for (const l of LOCALES) {
          for (const p of PAGES) {
            await caseStep(failed, `${l.prefix || 'zh-CN'} ${p.name}`, async () => {
              guard.errors.length = 0;
              guard.foreign.length = 0;
              await body({ page, guard }, w, l, p);
            });
          }
        }
        expect(failed, 'cases that failed').toEqual([]);
      });
    });
  }
}

const NARROW = [
  { name: 'phone 390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'tablet 768 px', use: { viewport: { width: 768, height: 1024 } } },
] as const;

eachCase(
  NARROW,
  (w) => `mobile drawer on a ${w.name}`,
  'covers the viewport, every link takes a tap, scroll locked only while open, focus trapped',
  async ({ page, guard }, _width, l, p) => {
    await page.goto(`${l.prefix}${p.path}`);
    await hydrated(page);
    expect(await scrollLocked(page)).toBe(false);
    const toggle = page.getByRole('button', { name: l.open, exact: true });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: l.menu, exact: true });
    await expect(dialog).toBeVisible();
    await expectOverlayOpen(page, '.sidebar-backdrop');
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(0);
    expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);

    if (p.docs) {
      // The docs sidebar is the secondary menu; its links, then the way back.
      const secondary = dialog.locator('#mobile-secondary-slot a');
      expectReachable(await hitTest(secondary), 5);
      await expect(dialog.locator('#mobile-secondary-slot a[aria-current="page"]')).toHaveCount(1);
      const back = dialog.getByRole('button', { name: l.back });
      expectReachable(await hitTest(back));
      await back.click();
    }
    // Main menu and profile card.
    expectReachable(await hitTest(dialog.locator('.mobile-menu-list a')), 6);
    expectReachable(await hitTest(dialog.locator('.profile-card a')), 2);
    expectReachable(await hitTest(dialog.getByRole('button', { name: l.close, exact: true })));

    await expectFocusTrapped(page, dialog);

    // A tap on the backdrop (right of the drawer) closes it and unlocks the page.
    const vp = page.viewportSize()!;
    await page.mouse.click(vp.width - 10, vp.height / 2);
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    guard.assertClean();
  },
);

const SEARCH_WIDTHS = [
  ...NARROW,
  { name: 'desktop 1280 px', use: { viewport: { width: 1280, height: 800 } } },
] as const;

eachCase(
  SEARCH_WIDTHS,
  (w) => `search modal on a ${w.name}`,
  'input and Cancel inside the viewport, the overlay over everything',
  async ({ page, guard }, width, l, p) => {
    await page.goto(`${l.prefix}${p.path}`);
    await hydrated(page);
    await page.locator('.search-button').click();
    const dialog = page.getByRole('dialog', { name: l.search });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox');
    await expect(input).toBeFocused();
    expectReachable(await hitTest(input));
    const cancel = dialog.getByRole('button', { name: l.cancel, exact: true });
    if (width.use.viewport.width <= 768) {
      expectReachable(await hitTest(cancel));
      // Whole text, not cut: its content fits its box.
      expect(await cancel.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      const modal = (await dialog.boundingBox())!;
      expect(modal.y).toBeLessThanOrEqual(0);
      expect(modal.y + modal.height).toBeLessThanOrEqual(width.use.viewport.height + 0.5);
    } else {
      await expect(cancel).toBeHidden();
    }
    // Nothing of the page (announcement bar, navbar) stays above the overlay.
    await expectOverlayOpen(page, '.search-backdrop', ['.announcement', '.navbar-brand']);
    await input.fill('redis');
    await expect(dialog.locator('.search-hit').first()).toBeVisible({ timeout: 20_000 });
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    guard.assertClean();
  },
);

test.describe('navbar dropdowns on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const l of LOCALES) {
    test(`${l.prefix || 'zh-CN'}: the items of 'More' and of the language menu are inside the viewport and take a click`, async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await hydrated(page);
      const dropdowns = page.locator('.navbar .dropdown');
      const n = await dropdowns.count();
      expect(n).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < n; i++) {
        const d = dropdowns.nth(i);
        await d.locator('.dropdown-toggle').hover();
        await expect(d.locator('.dropdown-menu')).toBeVisible();
        await expect(d.locator('.dropdown-menu')).toHaveCSS('opacity', '1');
        expectReachable(await hitTest(d.locator('.dropdown-menu a')), 2);
        await page.mouse.move(640, 700);
        await expect(d.locator('.dropdown-menu')).toBeHidden();
      }
    });
  }
});

const SHOWCASE_TAGS = '.project-card .showcase-tag';

/** True once no tooltip is left in the page, and then showcase tag `focus` (if one) is focused; false while one is. */
function noTipThenFocus(page: Page, focus: number | null) {
  return page.evaluate(
    ([sel, i]) => {
      if (document.querySelector('[role="tooltip"]')) return false;
      if (i !== null) document.querySelectorAll<HTMLElement>(sel)[i].focus();
      return true;
    },
    [SHOWCASE_TAGS, focus] as const,
  );
}

/**
 * The shown tooltip's facts, or null while none is visible or placed yet: how many tooltips there
 * are, its id and the `aria-describedby` of showcase tag `i`, whether it lies inside the viewport,
 * and which ancestors with overflow other than visible would clip it. Once it has read them, it
 * blurs the tag if `blur`.
 */
function tipFacts(page: Page, i: number, blur: boolean) {
  return page.evaluate(([sel, i, blur]) => {
    const tips = document.querySelectorAll<HTMLElement>('[role="tooltip"]');
    const t = tips[0];
    const r = t?.getBoundingClientRect();
    if (!t || !r.width || !r.height || !t.checkVisibility({ visibilityProperty: true })) return null;
    const inside = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
    const clippers: string[] = [];
    for (let a = t.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflow === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left || r.top < b.top || r.right > b.right || r.bottom > b.bottom) clippers.push(a.className || a.tagName);
    }
    const tag = document.querySelectorAll<HTMLElement>(sel)[i];
    const describedBy = tag?.getAttribute('aria-describedby') ?? null;
    if (blur) tag?.blur();
    return { tips: tips.length, id: t.id, describedBy, inside, clippers, text: t.textContent };
  }, [SHOWCASE_TAGS, i, blur] as const);
}

for (const width of [
  { name: 'phone 390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop 1280 px', use: { viewport: { width: 1280, height: 800 } } },
] as const) {
  test.describe(`popovers on a ${width.name}`, () => {
    test.use(width.use);

    // Both showcases (every tag of the English one) and the home page's featured cards; on the
    // desktop by the pointer too.
    for (const [path, limit] of [['/en/project/', Infinity], ['/project/', 12], ['/', Infinity]] as const) {
      test(`${path}: every showcase tag tooltip lies inside the viewport and no ancestor clips it`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        // A tip shows 300 ms after hover or focus (components/site/Tooltip.client.tsx). The page's
        // clock is moved on by that much for each tag instead of waiting it out: 110 tags on the
        // English showcase were 33 s of waiting.
        await page.clock.install();
        const tags = page.locator(SHOWCASE_TAGS);
        const n = Math.min(await tags.count(), limit);
        expect(n).toBeGreaterThan(2);
        const hover = !('hasTouch' in width.use);
        // A tag is focused and blurred in the page, within the calls that check what came before
        // (no tip left) and what came after (its tip): three protocol calls a tag instead of five.
        for (let i = 0; i < n; i++) {
          const byPointer = hover && i % 2 === 1;
          await expect
            .poll(() => noTipThenFocus(page, byPointer ? null : i), { message: i ? `tag ${i - 1}: its tooltip gone on blur or leave` : 'no tooltip yet' })
            .toBe(true);
          if (byPointer) await tags.nth(i).hover();
          await page.clock.runFor(300);
          // Repeated until the tip is shown and placed (it is measured hidden first): the facts
          // toBeVisible, aria-describedby and the geometry checks need, in one call instead of five.
          let shown = null as Awaited<ReturnType<typeof tipFacts>>;
          await expect
            .poll(async () => (shown = await tipFacts(page, i, !byPointer)), { message: `tag ${i}: its tooltip shows and is placed` })
            .not.toBeNull();
          const check = shown!;
          expect(check.tips, 'one tooltip').toBe(1);
          expect(check.describedBy, `tag ${i} described by its tooltip`).toBe(check.id);
          expect(check.inside, `tooltip "${check.text}" inside the viewport`).toBe(true);
          expect(check.clippers).toEqual([]);
          if (byPointer) await page.mouse.move(1, 1);
        }
        await expect.poll(() => noTipThenFocus(page, null), { message: `tag ${n - 1}: its tooltip gone on blur or leave` }).toBe(true);
      });
    }

    test('a zoomed image fills the viewport and a tap closes it', async ({ page }) => {
      await page.goto('/en/blog/grpc-python-ocr-node/');
      await hydrated(page);
      const img = page.locator('.markdown img[data-zoomable]').first();
      await img.scrollIntoViewIfNeeded();
      await expect(page.locator('.medium-zoom-image')).not.toHaveCount(0, { timeout: 5000 });
      // medium-zoom dispatches 'medium-zoom:opened' on the image when its zoom transition has ended.
      const opened = img.evaluate((el) => new Promise<void>((resolve) => el.addEventListener('medium-zoom:opened', () => resolve(), { once: true })));
      await img.click();
      const zoomed = page.locator('.medium-zoom-image--opened');
      await expect(zoomed).toBeVisible();
      await expectCoversViewport(page.locator('.medium-zoom-overlay'));
      // Once the zoom transition has ended, the image lies inside the viewport and is on top.
      await opened;
      expectReachable(await hitTest(zoomed));
      await zoomed.click();
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });
  });
}

// Issue 28 item 2: with a query typed, the clear button appears beside the input; the input
// shrinks for it, so Cancel stays on screen ('Cance' at 390 px, 'Ca' at 360 px before).
for (const width of [360, 390]) {
  test.describe(`search modal with a query on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    for (const l of LOCALES) {
      test(`${l.prefix || 'zh-CN'}: the input, ✕ and ${l.cancel} lie inside the viewport and take a tap`, async ({ page }) => {
        await page.goto(`${l.prefix}/`);
        await hydrated(page);
        await page.locator('.navbar .search-button').click();
        const dialog = page.getByRole('dialog', { name: l.search, exact: true });
        await dialog.getByRole('searchbox').fill('typescript generics');
        await expect(dialog.locator('.search-reset')).toBeVisible();
        const bar = dialog.locator('.search-bar').locator('input, button');
        expect(await bar.count()).toBe(3);
        // Measured where they are (no scrollIntoView: the modal clips with overflow: hidden, and
        // scrolling it sideways would bring a cut-off Cancel back into view).
        const boxes = await bar.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { name: el.getAttribute('aria-label') || el.textContent, left: Math.round(r.left), right: Math.round(r.right), width: innerWidth, hits: !!hit && (hit === el || el.contains(hit)) };
          }),
        );
        for (const b of boxes) expect(b, JSON.stringify(b)).toMatchObject({ hits: true });
        for (const b of boxes) expect(b.left >= 0 && b.right <= b.width, JSON.stringify(b)).toBe(true);
        expect(await dialog.evaluate((m) => m.scrollLeft)).toBe(0);
        // The whole label shows: Cancel is not cut by its own box either.
        const cancel = dialog.getByRole('button', { name: l.cancel, exact: true });
        expect(await cancel.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      });
    }
  });
}
