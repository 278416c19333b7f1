import type { APIRequestContext, Locator } from '@playwright/test';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { expect, hydrated, test } from './fixtures';

/**
 * Issue 13 item 10: posts and docs say previous/next and show tags the same way; 'Read more' sits
 * in one place on every post card; the resources chips come after the h1 on phones; the navbar
 * marks the active docs section (and 'More' when it holds it), on desktop and in the drawer.
 *
 * Which navbar link is the current page, and whether 'More' is marked, is read from the HTML of
 * every docs page type without a browser: the navbar renders both at build time from the page's
 * path (NavLink, Dropdown: usePathname), and hydration that changed them would be a mismatch,
 * which routes.spec.ts fails on every page type. The browser checks, on one page with the mark
 * and one without, what only it can: the same marks after hydration, the active 'More' looking
 * different from a plain link, and the dropdown opening on hover with the marked link tappable.
 */

test.describe.configure({ timeout: 150_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const rect = (l: Locator) => l.evaluate((e) => {
  const r = e.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height, vw: innerWidth };
});

/** The element's centre is inside the viewport and a tap there lands on it. */
async function expectTappable(l: Locator) {
  await l.scrollIntoViewIfNeeded();
  const hit = await l.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inside: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight, hits: !!at && (at === e || e.contains(at)) };
  });
  expect(hit).toEqual({ inside: true, hits: true });
}

const LOCALES = [
  { prefix: '', prev: '←\u00a0上一篇', next: '下一篇\u00a0→', tags: '标签：', notes: '笔记', tools: '工具推荐', more: '更多', open: '打开导航菜单', back: '← 回到主菜单' },
  { prefix: '/en', prev: '←\u00a0Previous', next: 'Next\u00a0→', tags: 'Tags:', notes: 'Notes', tools: 'Recommended Tools', more: 'More', open: 'Open navigation menu', back: '← Back to main menu' },
] as const;

for (const l of LOCALES) {
  const name = l.prefix || 'zh-CN';
  test.describe(`${name}: posts and docs alike`, () => {
    test('one wording and one place for previous/next; one tags presentation', async ({ page, guard }) => {
      const seen: { prev: string; next: string; tagLabel: string; tagStyle: string; prevLeft: boolean }[] = [];
      for (const path of ['/blog/prisma-practice-notes/', '/docs/skill/database/redis/']) {
        await page.goto(`${l.prefix}${path}`);
        const pager = page.locator('.post-pager');
        const prev = pager.locator('.pager-prev');
        const next = pager.locator('.pager-next');
        const [p, n] = [await rect(prev), await rect(next)];
        const row = page.locator('.tags-row').last();
        const list = row.getByRole('list', { name: l.tags });
        await expect(list.getByRole('link').first()).toBeVisible();
        seen.push({
          prev: (await prev.locator('.pager-label').innerText()).trim(),
          next: (await next.locator('.pager-label').innerText()).trim(),
          tagLabel: (await row.locator('.tags-label').innerText()).trim(),
          tagStyle: await list.getByRole('link').first().evaluate((a) => {
            const s = getComputedStyle(a);
            return [s.fontSize, s.borderRadius, s.borderTopWidth, s.paddingLeft, s.color].join(' ');
          }),
          prevLeft: p.right <= n.left,
        });
      }
      expect(seen[0]).toEqual({ prev: l.prev, next: l.next, tagLabel: l.tags, tagStyle: seen[1].tagStyle, prevLeft: true });
      expect(seen[1]).toEqual(seen[0]);
      guard.assertClean();
    });

    for (const w of [{ name: 'desktop', use: { viewport: { width: 1280, height: 900 } } }, { name: 'phone', use: PHONE }]) {
      test.describe(w.name, () => {
        test.use(w.use);
        test("'Read more' at the bottom right of every post card, with or without a truncate marker", async ({ page, guard }) => {
          // Every English list page: the translated posts without a truncate marker are among them.
          const pages = l.prefix ? ['/', '/page/2/', '/page/3/', '/page/4/', '/page/5/', '/page/6/', '/page/7/', '/page/8/'] : ['/', '/page/8/'];
          let cards = 0;
          for (const p of pages) {
            await page.goto(`${l.prefix}/blog${p}`);
            const bad = await page.locator('.post-card').evaluateAll((els) =>
              els.flatMap((card) => {
                const footer = card.querySelector('.post-card-footer')!;
                const more = footer.querySelector('.read-more');
                if (!more) return [`${card.querySelector('h2')!.textContent}: no read more`];
                const f = footer.getBoundingClientRect();
                const m = more.getBoundingClientRect();
                const tags = footer.querySelector('.tags-row')?.getBoundingClientRect();
                const ok = Math.abs(f.right - m.right) <= 1 && Math.abs(f.bottom - m.bottom) <= 2 && (!tags || tags.right <= m.left) && m.right <= innerWidth;
                return ok ? [] : [`${card.querySelector('h2')!.textContent}: footer ${f.right},${f.bottom} read more ${m.left}-${m.right},${m.bottom} tags ${tags?.right}`];
              }),
            );
            expect(bad, p).toEqual([]);
            cards += await page.locator('.post-card').count();
          }
          expect(cards).toBeGreaterThanOrEqual(pages.length === 2 ? 15 : 75);
          await expectTappable(page.locator('.read-more').first());
          guard.assertClean();
        });
      });
    }

    test.describe('resources on a phone', () => {
      test.use(PHONE);
      test('the section chips sit below the h1 and take a tap', async ({ page, guard }) => {
        await page.goto(`${l.prefix}/resources/`);
        await hydrated(page);
        const h1 = await rect(page.locator('h1'));
        const nav = page.locator('.resources-nav');
        const chips = await rect(nav);
        expect(chips.top).toBeGreaterThanOrEqual(h1.bottom);
        expect(chips.right).toBeLessThanOrEqual(chips.vw);
        const first = nav.getByRole('link').first();
        await expectTappable(first);
        // Chips come before the sections they lead to.
        expect(chips.bottom).toBeLessThanOrEqual((await rect(page.locator('.resource-category').first())).top);
        guard.assertClean();
      });
    });

    test('resources on desktop: the chips are a column left of the h1', async ({ page, guard }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${l.prefix}/resources/`);
      const h1 = await rect(page.locator('h1'));
      const chips = await rect(page.locator('.resources-nav'));
      expect(chips.right).toBeLessThan(h1.left);
      expect(Math.abs(chips.top - h1.top)).toBeLessThan(40);
      guard.assertClean();
    });
  });
}

/** Where each docs page leaves the navbar: which link is the current page, and whether 'More' is marked. */
const ACTIVE: [string, 'notes' | 'tools' | null][] = [
  ['/docs/', 'notes'],
  ['/docs/skill/', 'notes'],
  ['/docs/skill/database/redis/', 'notes'],
  ['/docs/redis/', 'tools'],
  ['/docs/algorithm/two-sum/', 'notes'],
  ['/docs/category/数据库/', 'notes'],
  ['/docs/tags/', 'notes'],
  ['/docs/tags/redis/', 'notes'],
  ['/docs/tools/', 'tools'],
  ['/docs/vscode/', 'tools'],
  ['/docs/homebrew/', 'tools'],
  ['/blog/', null],
];

async function navState(scope: Locator, l: (typeof LOCALES)[number]) {
  // By href: on desktop the links sit in the closed 'More' menu (hidden from role queries).
  const notes = scope.locator(`a[href="${l.prefix}/docs/skill/"]`);
  const tools = scope.locator(`a[href="${l.prefix}/docs/tools/"]`);
  await expect(notes).toHaveText(l.notes);
  await expect(tools).toHaveText(l.tools);
  return {
    notes: await notes.getAttribute('aria-current'),
    tools: await tools.getAttribute('aria-current'),
  };
}

const classes = (e: Element) => (Array.isArray(e.properties.className) ? e.properties.className.map(String) : []);

/** The navbar's docs marks as the page's HTML has them: aria-current of Notes and Tools (with their text), and whether 'More' is marked active. */
async function htmlNavState(request: APIRequestContext, url: string, l: (typeof LOCALES)[number]) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  let items: Element | undefined;
  visit(fromHtml(await res.text()), 'element', (e) => {
    if (!items && classes(e).includes('navbar-items')) items = e;
  });
  expect(items, `${url}: .navbar-items`).toBeDefined();
  const state: Record<string, string | null | boolean> = { notes: null, tools: null, more: false };
  const texts: Record<string, string> = {};
  visit(items!, 'element', (e) => {
    for (const [key, href] of [['notes', `${l.prefix}/docs/skill/`], ['tools', `${l.prefix}/docs/tools/`]] as const) {
      if (e.tagName !== 'a' || e.properties.href !== href) continue;
      state[key] = (e.properties.ariaCurrent as string | undefined) ?? null;
      texts[key] = toString(e).trim();
    }
    if (e.tagName === 'button' && classes(e).includes('dropdown-toggle') && toString(e).trim() === l.more) state.more = classes(e).includes('active');
  });
  expect(texts, url).toEqual({ notes: l.notes, tools: l.tools });
  return state;
}

for (const l of LOCALES) {
  const name = l.prefix || 'zh-CN';
  test.describe(`${name}: the navbar marks the docs section`, () => {
    test('in the HTML of every docs page type: Notes or Recommended Tools is the current page, and More is marked active', async ({ request }) => {
      for (const [path, active] of ACTIVE) {
        expect(await htmlNavState(request, `${l.prefix}${path}`, l), path).toEqual({
          notes: active === 'notes' ? 'page' : null,
          tools: active === 'tools' ? 'page' : null,
          more: !!active,
        });
      }
    });

    test('desktop: Notes or Recommended Tools is the current page, and More is visibly active', async ({ page, guard }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const navbar = page.locator('.navbar-items');
      const more = navbar.getByRole('button', { name: l.more, exact: true });
      const blogs = navbar.locator('> li > .navbar-link').first();
      // One page with the mark and one without (every page type's HTML is read above).
      for (const [path, active] of ACTIVE.filter(([p]) => ['/docs/skill/database/redis/', '/blog/'].includes(p))) {
        await page.goto(`${l.prefix}${path}`);
        await hydrated(page);
        expect(await navState(navbar, l), path).toEqual({ notes: active === 'notes' ? 'page' : null, tools: active === 'tools' ? 'page' : null });
        // The toggle's look: active means the primary colour and a tinted background, like an active top-level link.
        const look = await more.evaluate((b) => `${getComputedStyle(b).color} ${getComputedStyle(b).backgroundColor}`);
        if (active) {
          await expect(more, path).toHaveClass(/\bactive\b/);
          const plain = await blogs.evaluate((a) => `${getComputedStyle(a).color} ${getComputedStyle(a).backgroundColor}`);
          expect(look, path).not.toBe(plain);
        } else {
          await expect(more, path).not.toHaveClass(/\bactive\b/);
        }
      }
      // Open on hover, the active child is the one marked.
      await page.goto(`${l.prefix}/docs/vscode/`);
      await hydrated(page);
      await more.hover();
      const current = navbar.locator('.dropdown-menu [aria-current="page"]');
      await expect(current).toHaveText(l.tools);
      await expectTappable(current);
      guard.assertClean();
    });

    test.describe('drawer', () => {
      test.use(PHONE);
      test('the active docs link is marked in the mobile drawer', async ({ page, guard }) => {
        for (const [path, active] of ACTIVE.filter(([p]) => ['/docs/skill/database/redis/', '/docs/vscode/', '/docs/tags/', '/blog/'].includes(p))) {
          await page.goto(`${l.prefix}${path}`);
          await hydrated(page);
          await page.getByRole('button', { name: l.open, exact: true }).click();
          const dialog = page.getByRole('dialog');
          const back = dialog.getByRole('button', { name: l.back, exact: true });
          if (await back.isVisible()) await back.click();
          const list = dialog.locator('.mobile-menu-list');
          await expect(list).toBeVisible();
          expect(await navState(list, l), path).toEqual({ notes: active === 'notes' ? 'page' : null, tools: active === 'tools' ? 'page' : null });
          if (active) {
            const link = list.getByRole('link', { name: active === 'notes' ? l.notes : l.tools, exact: true });
            await expectTappable(link);
            const [on, off] = await Promise.all([
              link.evaluate((a) => getComputedStyle(a).color),
              list.getByRole('link', { name: active === 'notes' ? l.tools : l.notes, exact: true }).evaluate((a) => getComputedStyle(a).color),
            ]);
            expect(on).not.toBe(off);
          }
        }
        guard.assertClean();
      });
    });
  });
}
