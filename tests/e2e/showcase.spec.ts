import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * The project grids (showcase and home) as a reader sees them: rows that fill the width at every
 * breakpoint, a preview on every card, tag colours that stay visible, one tab stop for the tags.
 */

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [390, 768, 996, 1280] as const;
// The filtered showcase leaves a group of two (web): hidden cards must not count.
const PAGES = ['/project/', '/en/project/', '/en/project/?tags=opensource', '/', '/en/'] as const;

type Row = { widths: number[]; left: number; right: number; gaps: number[]; covers: { h: number; w: number; card: number; kind: string }[] };
type Grid = { container: { left: number; right: number }; rows: Row[] };

/** The visible cards of every project grid, grouped into rows by their top edge. */
function measureGrids(page: Page): Promise<Grid[]> {
  return page.locator('.project-grid').evaluateAll((grids) =>
    grids
      .filter((g) => g.checkVisibility())
      .map((g) => {
        const c = g.getBoundingClientRect();
        const cards = [...g.querySelectorAll<HTMLElement>(':scope > .project-card')].filter((card) => card.checkVisibility());
        const rows = new Map<number, HTMLElement[]>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, [...(rows.get(top) ?? []), card]);
        }
        return {
          container: { left: c.left, right: c.right },
          rows: [...rows.keys()]
            .sort((a, b) => a - b)
            .map((top) => {
              const rects = rows.get(top)!.map((card) => card.getBoundingClientRect()).sort((a, b) => a.left - b.left);
              return {
                widths: rects.map((r) => r.width),
                left: rects[0].left,
                right: rects.at(-1)!.right,
                gaps: rects.slice(1).map((r, i) => r.left - rects[i].right),
                covers: rows.get(top)!.map((card) => {
                  const cover = card.querySelector<HTMLElement>('.project-preview');
                  const r = cover?.getBoundingClientRect();
                  return { h: r?.height ?? 0, w: r?.width ?? 0, card: card.getBoundingClientRect().width, kind: cover?.tagName ?? 'none' };
                }),
              };
            }),
        };
      }),
  );
}

for (const width of WIDTHS) {
  test.describe(`project grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });

    test('every row fills the grid: cards of a row are equally wide and span it edge to edge; every card has a 16:9 cover', async ({ page, guard }) => {
      for (const path of PAGES) {
        await page.goto(path);
        await hydrated(page);
        const grids = await measureGrids(page);
        expect(grids.length, path).toBeGreaterThan(0);
        const columns = new Set<number>();
        for (const grid of grids) {
          grid.rows.forEach((row, i) => {
            const where = `${path} row ${i + 1} of ${grid.rows.length}: ${row.widths.map(Math.round).join(' + ')} in ${Math.round(grid.container.right - grid.container.left)}`;
            expect(Math.max(...row.widths) - Math.min(...row.widths), `${where}: equal widths`).toBeLessThanOrEqual(1);
            expect(Math.abs(row.left - grid.container.left), `${where}: starts at the left edge`).toBeLessThanOrEqual(1);
            expect(Math.abs(row.right - grid.container.right), `${where}: reaches the right edge`).toBeLessThanOrEqual(1);
            if (row.gaps.length) expect(Math.max(...row.gaps) - Math.min(...row.gaps), `${where}: even gaps`).toBeLessThanOrEqual(1);
            for (const cover of row.covers) {
              expect(cover.kind, `${where}: a cover on every card`).not.toBe('none');
              expect(cover.card - cover.w, `${where}: the cover spans its card`).toBeLessThanOrEqual(2.5);
              expect(Math.abs(cover.h - (cover.w * 9) / 16), `${where}: ${cover.kind} cover ${cover.w}x${cover.h} is 16:9`).toBeLessThanOrEqual(1.5);
            }
            const heights = row.covers.map((c) => c.h);
            expect(Math.max(...heights) - Math.min(...heights), `${where}: covers of a row equally high`).toBeLessThanOrEqual(1);
          });
          columns.add(grid.rows[0].widths.length);
        }
        // Phones get one column, wider screens three to a row (a group of three is one full row).
        if (width === 390) expect([...columns], path).toEqual([1]);
        else expect(Math.max(...columns), path).toBe(3);
      }
      guard.assertClean();
    });
  });
}

test.describe('project covers and tags', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`every tag colour dot stands out from the card at 3:1 and its text at 4.5:1 (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/en/project/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const pairs = await page.locator('.project-card .showcase-tag').evaluateAll((tags) => {
        const rgb = (c: string) => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a: string, b: string) => {
          const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
          return (hi + 0.05) / (lo + 0.05);
        };
        /** The first opaque background behind an element. */
        const behind = (el: Element) => {
          for (let a: Element | null = el; a; a = a.parentElement) {
            const bg = getComputedStyle(a).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
          }
          return 'rgb(255, 255, 255)';
        };
        return tags.map((tag) => {
          const dot = tag.querySelector('.showcase-tag-dot')!;
          const card = behind(tag);
          return { label: tag.textContent, dot: ratio(getComputedStyle(dot).backgroundColor, card), text: ratio(getComputedStyle(tag).color, card) };
        });
      });
      expect(pairs.map((p) => p.label)).toContain('Large');
      const weak = pairs.filter((p) => p.dot < 3 || p.text < 4.5).map((p) => `${p.label}: dot ${p.dot.toFixed(2)}, text ${p.text.toFixed(2)}`);
      expect(weak).toEqual([]);
    });
  }

  test('the tags of a card are one tab stop; the arrow keys move between them, each showing its tooltip', async ({ page }) => {
    await page.goto('/en/project/');
    await hydrated(page);
    const cards = page.locator('.project-card');
    const n = await cards.count();
    // Tab from the last filter button through every card, noting where the focus lands.
    await page.locator('.filter-chip').last().focus();
    const stops: { card: number; tag: boolean }[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const el = document.activeElement!;
        const card = el.closest('.project-card');
        return { card: card ? [...document.querySelectorAll('.project-card')].indexOf(card) : -1, tag: el.classList.contains('showcase-tag') };
      });
      if (at.card < 0) break;
      stops.push(at);
    }
    const visited = new Set(stops.map((s) => s.card));
    expect(visited.size, 'Tab reaches every card').toBe(n);
    for (let c = 0; c < n; c++) expect(stops.filter((s) => s.card === c && s.tag).length, `card ${c + 1}: tag tab stops`).toBe(1);

    // Arrow keys inside the first card with several tags.
    const card = page.locator('.project-card').filter({ has: page.locator('.project-title', { hasText: /^mantou-admin$/ }) });
    const tags = card.locator('.showcase-tag');
    expect(await tags.count()).toBe(3);
    await tags.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tags.nth(1)).toBeFocused();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(tags.nth(1)).toHaveAttribute('aria-describedby', (await page.getByRole('tooltip').getAttribute('id'))!);
    await page.keyboard.press('End');
    await expect(tags.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tags.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tags.nth(2)).toBeFocused();
    // The last tag focused is the card's tab stop now; still only one.
    expect(await tags.evaluateAll((els) => els.filter((e) => (e as HTMLElement).tabIndex === 0).length)).toBe(1);
  });
});

// Issue 28 item 7: every project has a preview drawn for it, and none glares in dark mode.
test.describe('project previews', () => {
  for (const path of ['/project/', '/en/project/']) {
    test(`${path}: every project shows its own preview image, dimmed in dark mode`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const cards = page.locator('.project-card');
      const n = await cards.count();
      expect(n).toBe(13);
      await expect(page.locator('.project-cover')).toHaveCount(0);
      const previews = page.locator('.project-card img.project-preview');
      await expect(previews).toHaveCount(n);
      const loaded = async () =>
        previews.evaluateAll(async (imgs) =>
          Promise.all(
            (imgs as HTMLImageElement[]).map(async (img) => {
              img.loading = 'eager';
              await img.decode().catch(() => {});
              return { src: img.getAttribute('src')!, width: img.naturalWidth, filter: getComputedStyle(img).filter };
            }),
          ),
        );
      const light = await loaded();
      expect(light.filter((p) => p.width === 0), 'previews that did not load').toEqual([]);
      expect(new Set(light.map((p) => p.src)).size, 'one preview per project').toBe(n);
      expect(light.every((p) => p.filter === 'none')).toBe(true);
      await page.locator('.navbar .color-mode-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const dark = await loaded();
      expect(dark.every((p) => /brightness\(0\.\d+\)/.test(p.filter)), JSON.stringify(dark[0])).toBe(true);
    });
  }
});

// Issue 49 item 4: the showcase's largest paint on a phone is the first project's preview; a lazy
// image waits for layout before it is fetched, so that one is fetched at once, first.
test.describe('the showcase on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const path of ['/project/', '/en/project/']) {
    test(`${path}: the largest paint is not a lazy image`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; priority: string | null; first: boolean }>((resolve) =>
            new PerformanceObserver((list) => {
              const el = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }).element;
              resolve({ tag: el?.localName ?? '', loading: el?.getAttribute('loading') ?? null, priority: el?.getAttribute('fetchpriority') ?? null, first: el === document.querySelector('.project-preview') });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
      expect(lcp).toEqual({ tag: 'img', loading: 'eager', priority: 'high', first: true });
      // The others still wait until they near the viewport.
      expect(await page.locator('.project-preview[loading="lazy"]').count()).toBe((await page.locator('.project-preview').count()) - 1);
    });
  }
});

// Issue 41 item 12: the English showcase shows English drawings. A drawing's words are its SVG
// `<text>`; the alt of a preview (decorative, empty today) is checked too.
test.describe('the English showcase speaks English', () => {
  test('no preview on /en/project/ writes Chinese, and each differs from the Chinese page’s where that one has words', async ({ page, request }) => {
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    const previews = async (path: string) => {
      await page.goto(path);
      return page.locator('.project-card img.project-preview').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ title: img.closest('.project-card')!.querySelector('.project-title')!.textContent!, src: img.getAttribute('src')!, alt: img.alt })),
      );
    };
    const words = async (src: string) => {
      const svg = await (await request.get(src)).text();
      return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1].replace(/<[^>]+>/g, ' ')).join(' ');
    };
    const en = await previews('/en/project/');
    const zh = await previews('/project/');
    expect(en).toHaveLength(13);
    const chinese: string[] = [];
    for (const p of en) {
      const text = await words(p.src);
      if (cjk.test(text) || cjk.test(p.alt)) chinese.push(`${p.title}: ${p.src} "${text.match(new RegExp(cjk.source + '+', 'gu'))?.slice(0, 3).join(' ')}"`);
    }
    expect(chinese, 'English previews with Chinese words').toEqual([]);
    // The Chinese page keeps its Chinese drawings: only a drawing without words serves both.
    for (const p of zh) {
      const other = en.find((e) => e.title === p.title)!;
      if (cjk.test(await words(p.src))) expect(other.src, p.title).not.toBe(p.src);
    }
  });
});

// Issue 41 item 12: the "other" group is a list of small cards, not tiles with a full-width preview.
for (const width of [390, 1280] as const) {
  test.describe(`the “other” projects at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, ...(width === 390 ? { isMobile: true, hasTouch: true } : {}) });
    for (const path of ['/project/', '/en/project/']) {
      test(`${path}: small cards, a thumbnail beside the title, ${width === 390 ? 'one' : 'two'} to a row`, async ({ page, guard }) => {
        await page.goto(path);
        await hydrated(page);
        const cards = await page.locator('#type-other ~ * .project-card').evaluateAll((els) =>
          els.map((card) => {
            const r = card.getBoundingClientRect();
            const img = card.querySelector('.project-preview')!.getBoundingClientRect();
            const title = card.querySelector('.project-title')!.getBoundingClientRect();
            return { top: Math.round(r.top), height: r.height, width: r.width, thumb: { w: img.width, h: img.height, left: img.left }, titleLeft: title.left };
          }),
        );
        expect(cards).toHaveLength(4);
        // A tile of the other groups is at least 480 px high at 390 px and 420 px at 1280 px.
        const limit = width === 390 ? 340 : 260;
        for (const c of cards) {
          expect(c.height, `card height at ${width}`).toBeLessThanOrEqual(limit);
          expect(c.thumb.w, 'a thumbnail, not a cover').toBeLessThanOrEqual(160);
          expect(Math.abs(c.thumb.h - (c.thumb.w * 9) / 16), 'the thumbnail is 16:9').toBeLessThanOrEqual(1.5);
          expect(c.titleLeft, 'the title beside the thumbnail').toBeGreaterThan(c.thumb.left + c.thumb.w);
        }
        const rows = new Map<number, number>();
        for (const c of cards) rows.set(c.top, (rows.get(c.top) ?? 0) + 1);
        const perRow = Math.max(...rows.values());
        expect(perRow).toBe(width === 390 ? 1 : 2);
        guard.assertClean();
      });
    }
  });
}
