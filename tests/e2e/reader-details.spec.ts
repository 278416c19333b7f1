import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Details a careful reader notices (issue 41): pinyin input in search, the code buttons on a
// touch screen, Chinese on English pages, image zoom, recent searches. (The skip link on blog
// pages: shell.spec.ts.)

test.describe('search while an IME composes (pinyin)', () => {
  test('h → hu → huan → huan\'cun searches nothing until the text is committed, then searches it', async ({ page, guard }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('.search-button').click();
    const input = page.locator('.search-input');
    await expect(input).toBeFocused();
    // The index is in: the start screen says there are no recent searches.
    const start = page.locator('.search-start-screen');
    await expect(start).toHaveText('没有最近搜索');
    // Anything a search would show, from here on: a no-results screen, a hit, the loading line.
    await page.evaluate(() => {
      const w = window as unknown as { __shown: string[] };
      w.__shown = [];
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.search-no-results-screen, .search-hit, .search-dropdown [role=status]')) w.__shown.push(el.textContent ?? '');
      }).observe(document.querySelector('.search-dropdown')!, { childList: true, subtree: true, characterData: true });
    });
    const cdp = await page.context().newCDPSession(page);
    for (const text of ['h', 'hu', 'huan', "huan'cun"]) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      await expect(input).toHaveValue(text);
      // The dropdown still shows the start screen: the composing letters are not a query.
      await expect(start).toBeVisible();
      await expect(page.locator('.search-modal')).toHaveAttribute('data-status', 'idle');
    }
    // The reader picks 缓存: the committed text is searched.
    await cdp.send('Input.insertText', { text: '缓存' });
    await expect(input).toHaveValue('缓存');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
    expect(shown.filter((s) => /huan|hu\b|“h”/.test(s)), 'screens shown for the composing letters').toEqual([]);
    guard.assertClean();
  });
});

/** The rectangle of a line's text (not of its full-width line box). */
const textRects = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.code-block')].map((block) => {
      const buttons = block.querySelector('.code-actions')!.getBoundingClientRect();
      const lines = [...block.querySelectorAll<HTMLElement>('[data-line]')].slice(0, 3).map((line) => {
        const range = document.createRange();
        range.selectNodeContents(line);
        const r = range.getBoundingClientRect();
        return { text: line.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
      const overlaps = lines.filter((l) => l.text.trim() && l.left < buttons.right && l.right > buttons.left && l.top < buttons.bottom && l.bottom > buttons.top);
      return { first: lines[0]?.text ?? '', overlaps: overlaps.map((l) => l.text) };
    }),
  );

test.describe('code buttons on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/blog/grpc-python-ocr-node/', '/en/blog/grpc-python-ocr-node/']) {
    test(`${path}: the wrap and copy buttons cover no code, and a tap on them wraps and copies`, async ({ page, guard }) => {
      await page.goto(path);
      await hydrated(page);
      const blocks = await textRects(page);
      expect(blocks.length).toBeGreaterThan(3);
      expect(blocks.filter((b) => b.overlaps.length), 'blocks whose code lies under the buttons').toEqual([]);

      // A raw tap on the first block's wrap button reaches it (nothing lies over it) and wraps.
      const block = page.locator('.code-block').first();
      await block.scrollIntoViewIfNeeded();
      const wrap = block.locator('.code-button').first();
      const box = (await wrap.boundingBox())!;
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.code-button') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(hit, 'the wrap button is what a tap there reaches').toBe(true);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(wrap).toHaveAttribute('aria-pressed', 'true');
      await expect(block).toHaveClass(/code-wrap/);
      guard.assertClean();
    });
  }
});

test.describe('Chinese on English pages says so', () => {
  // Issue 41 item 5: every visible CJK string and label on an English page sits under lang="zh-…",
  // so a screen reader reads it with a Chinese voice and the CJK font stack applies.
  for (const [width, path] of [[1280, '/en/docs/mysql/'], [1280, '/en/blog/llm-json-output-zod/'], [390, '/en/docs/mysql/'], [1280, '/en/search/?q=mysql'], [1280, '/en/project/'], [1280, '/en/friends/'], [1280, '/en/resources/'], [1280, '/en/about/']] as const) {
    test(`${path} at ${width} px: no CJK text or label outside lang="zh-CN"`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      if (path.includes('search')) await expect(page.locator('.search-page-snippet').first()).toBeVisible();
      const stray = await page.evaluate(() => {
        const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
        const zh = (el: Element | null) => /^zh/i.test(el?.closest('[lang]')?.getAttribute('lang') ?? '');
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement!;
          if (!cjk.test(n.textContent ?? '') || el.closest('script, style, noscript, template')) continue;
          if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
          if (!zh(el)) found.push(`text "${n.textContent!.trim().slice(0, 30)}" in <${el.tagName.toLowerCase()} class="${el.className}">`);
        }
        for (const el of document.body.querySelectorAll('[title], [aria-label], [alt]')) {
          for (const attr of ['title', 'aria-label', 'alt']) {
            const v = el.getAttribute(attr);
            if (v && cjk.test(v) && !zh(el)) found.push(`${attr} "${v}" on <${el.tagName.toLowerCase()} class="${el.className}">`);
          }
        }
        return found;
      });
      expect(stray).toEqual([]);
    });
  }
});

test.describe('image zoom', () => {
  const IMAGE = '.markdown img[data-zoomable]';
  /** Opens the first image's zoom once medium-zoom has attached (it loads 1 s after the page). */
  async function openZoom(page: Page) {
    const img = page.locator(IMAGE).first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/medium-zoom-image/);
    await img.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  }

  test('switched to dark after the page loaded, the zoom opens on the dark background', async ({ page }) => {
    await page.goto('/en/docs/event-loop/');
    await hydrated(page);
    await expect(page.locator(IMAGE).first()).toHaveClass(/medium-zoom-image/);
    await page.locator('.navbar .color-mode-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await openZoom(page);
    const [overlay, body] = await page.evaluate(() => [getComputedStyle(document.querySelector('.medium-zoom-overlay')!).backgroundColor, getComputedStyle(document.body).backgroundColor]);
    expect(overlay).toBe(body);
  });

  test('a keyboard opens it: the image is a button; the opened copy is hidden from assistive technology', async ({ page }) => {
    await page.goto('/en/docs/event-loop/');
    await hydrated(page);
    const img = page.locator(IMAGE).first();
    await expect(img).toHaveAttribute('role', 'button');
    await expect(img).toHaveAttribute('aria-label', /^Zoom image/);
    await img.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    const copy = page.locator('body > .medium-zoom-image--opened');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(await copy.getAttribute('tabindex')).toBeNull();
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    // The image was hidden while its copy showed, which took the focus from it: closing gives it back.
    await expect(img).toBeFocused();
    await page.keyboard.press('Space');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await copy.click();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await expect(img).toBeFocused();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the zoom does not animate, and still opens and closes', async ({ page }) => {
      await page.goto('/en/docs/event-loop/');
      await hydrated(page);
      await openZoom(page);
      // medium-zoom ignores Escape until its opening transition has ended ('opened').
      await expect(page.locator('body > .medium-zoom-image--opened')).toHaveAttribute('aria-hidden', 'true');
      const durations = await page.evaluate(() => ['.medium-zoom-overlay', '.medium-zoom-image--opened'].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).transitionDuration)));
      for (const d of durations) expect(d).toBeLessThan(0.001);
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    });
  });
});

test.describe('recent searches', () => {
  test('a page picked from search shows its title once; the icon of the selected row stands out', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem('search.recent.en', JSON.stringify([{ url: '/en/docs/mysql/', title: 'MySQL', subtitle: 'MySQL' }, { url: '/en/docs/mysql/#x', title: 'Docker', subtitle: 'MySQL' }])));
    await page.locator('.search-button').click();
    const rows = page.locator('.search-section').first().locator('.search-hit');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('.search-hit-path')).toHaveCount(0);
    await expect(rows.nth(1).locator('.search-hit-path')).toHaveText('MySQL');
    // The selected row is the primary colour; its ↺ is drawn in the text colour on it, not a muted grey.
    const [icon, title] = await rows.nth(0).evaluate((row) => [getComputedStyle(row.querySelector('.search-hit-icon')!).color, getComputedStyle(row.querySelector('.search-hit-title')!).color]);
    expect(icon).toBe(title);
  });
});

test('the hidden skip link casts no shadow on the navbar; shown, it has one', async ({ page }) => {
  await page.goto('/en/');
  await hydrated(page);
  const skip = page.locator('.skip-link');
  expect(await skip.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect(await skip.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

/**
 * Where the lines of the elements matching `selector` break between two Chinese characters of one
 * text node: a word split at a line end ("没改变什/么"). A break at a <wbr> (between two text
 * nodes, lib/text/phrases.ts) is allowed; so is one at a space or punctuation. Also lines that
 * open with '·'.
 */
async function badBreaks(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const han = /\p{Script=Han}/u;
    const bad: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!el.getClientRects().length) continue;
      const left = el.getBoundingClientRect().left;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const text = n.data;
        const range = document.createRange();
        const top = (i: number) => {
          range.setStart(n!, i);
          range.setEnd(n!, i + 1);
          return range.getClientRects()[0];
        };
        for (let i = 1; i < text.length; i++) {
          const a = top(i - 1);
          const b = top(i);
          if (!a || !b || b.top <= a.top + 2) continue;
          if (han.test(text[i - 1]) && han.test(text[i])) bad.push(`${el.textContent}: split at ${text.slice(Math.max(0, i - 4), i)}/${text.slice(i, i + 2)}`);
          if (text[i] === '·' && b.left - left < 2) bad.push(`${el.textContent}: a line opens with ·`);
        }
      }
    }
    return bad;
  }, selector);
}

test.describe('line breaks and stacking on a phone', () => {
  test('390 px: archive titles and the hero roles break between words; prev/next cards stack; "All projects →" stays on one line', async ({ page }) => {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/blog/archive/');
      expect(await badBreaks(page, '.archive-list a'), `archive at ${width} px`).toEqual([]);
      await page.goto('/');
      expect(await badBreaks(page, '.hero-roles'), `hero at ${width} px`).toEqual([]);
      const more = page.locator('.home-section:has(#featured-projects) .home-section-head > a');
      expect(await more.evaluate((a) => a.getClientRects().length), `"${await more.textContent()}" lines`).toBe(1);
      await page.goto('/en/');
      expect(await page.locator('.home-section:has(#featured-projects) .home-section-head > a').evaluate((a) => a.getClientRects().length)).toBe(1);
    }
    await page.goto('/blog/grpc-python-ocr-node/');
    const [prev, next] = await page.locator('.post-pager .pager-link').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(next.top, 'the next card sits below the previous one').toBeGreaterThanOrEqual(prev.bottom);
    expect(prev.width).toBeGreaterThan(300);
  });

  test('1280 px: the blog sidebar\'s recent posts break between words', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog/');
    expect(await badBreaks(page, '.blog-sidebar nav li a')).toEqual([]);
  });
});

test.describe('back to top on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const path of ['/en/blog/grpc-python-ocr-node/', '/docs/skill/database/redis/']) {
    test(`${path}: hidden at the top; half-way down, a tap on it goes back to the top`, async ({ page, guard }) => {
      await page.goto(path);
      await hydrated(page);
      const button = page.getByRole('link', { name: /^(Back to top|回到顶部)$/ });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, 'inside the screen').toBeLessThanOrEqual(844);
      const onTop = await page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('.back-to-top'), [box.x + box.width / 2, box.y + box.height / 2]);
      expect(onTop, 'what a tap there reaches').toBe(true);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      guard.assertClean();
    });
  }
});

test('the English home page lists the newest posts written in English first, newest first', async ({ page }) => {
  await page.goto('/en/');
  const items = page.locator('.home-posts > li');
  await expect(items.first()).toBeVisible();
  expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('lang')))).toEqual(Array(await items.count()).fill(null));
  const dates = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('time')?.getAttribute('datetime') ?? ''));
  expect(dates.every(Boolean)).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
});
