import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHighlighter } from 'shiki';
import { loadThemes, themes } from '../../lib/mdx/highlight';
import { FEED_LIMIT } from '../../lib/site/constants';
import type { Page } from '@playwright/test';
import { emittedRoutes, expect, hydrated, test } from './fixtures';

const routes = emittedRoutes();
const posts = routes.filter((r) => /^\/blog\/(?!page\/|tags\/|archive\/)[^/]+\/$/.test(r));
const html = (route: string) => readFileSync(path.join('out', route, 'index.html'), 'utf8');
/** A post with a highlighted code block and a markdown image, found in the build output. */
/** Posts in lists and feeds: every post but the unlisted (noindex) ones. */
const listedPosts = posts.length - routes.filter((r) => /^\/blog\/[^/]+\/$/.test(r) && /<meta name="robots" content="noindex/.test(html(r))).length;
const rich = posts.find((r) => html(r).includes('data-rehype-pretty-code-figure') && html(r).includes('data-zoomable'));

test('the blog list shows 10 posts a page and pages through the rest', async ({ page, guard }) => {
  await page.goto('/en/blog/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const cards = page.locator('.post-card');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  const nav = page.getByRole('navigation', { name: 'Blog list page navigation' });
  await nav.getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL(/\/en\/blog\/page\/2\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog - Page 2');
  await expect(cards).toHaveCount(10);
  await expect(nav.getByRole('link', { name: /Newer entries/ })).toHaveAttribute('href', '/en/blog/');
  guard.assertClean();
});

test('the sidebar titled "Blogs" lists the 10 newest posts', async ({ page }) => {
  await page.goto('/en/blog/');
  const sidebar = page.getByRole('navigation', { name: 'Blogs' });
  await expect(sidebar.getByRole('link')).toHaveCount(10);
  // Both name the newest post (the '中文' badge that marks a Chinese body left aside).
  const title = (el: Element) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.zh-badge').forEach((b) => b.remove());
    return copy.textContent!.trim();
  };
  const firstCard = await page.locator('.post-card-title a').first().evaluate(title);
  expect(await sidebar.getByRole('link').first().evaluate(title)).toBe(firstCard);
});

test('the archive groups every post by year, newest first', async ({ page }) => {
  await page.goto('/blog/archive/');
  const years = await page.locator('.archive-year h2').evaluateAll((hs) => hs.map((h) => Number(h.id.slice(5))));
  expect(years).toEqual([...years].sort((a, b) => b - a));
  const total = await page.locator('.archive-list li').count();
  expect(total).toBe(listedPosts);
});

test('tags list every tag with its count, and a tag page lists its posts', async ({ page }) => {
  await page.goto('/en/blog/tags/');
  const tag = page.locator('.tag-cloud .tag').first();
  const count = Number(await tag.locator('.tag-count').textContent());
  await tag.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(count === 1 ? /^One post tagged with ".+"$/ : new RegExp(`^${count} posts tagged with ".+"$`));
  await expect(page.locator('.post-card')).toHaveCount(Math.min(count, 10));
});

test.describe('a post', () => {
  test.skip(!rich, 'no post with both a code block and an image in this build');

  test('has its meta, a working TOC and prev/next links', async ({ page, guard }) => {
    await page.goto(rich!);
    await hydrated(page);
    const header = page.locator('.post-header');
    // The publication date (a post updated later also has an 'Updated on' <time> inside .post-updated).
    await expect(header.locator('.post-meta > time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(header).toContainText(/阅读需 \d+ 分钟/);
    await expect(header.locator('.author-avatar')).toBeVisible();
    const toc = page.getByRole('navigation', { name: '本页目录' });
    const entry = toc.getByRole('link').nth(1);
    const target = (await entry.getAttribute('href'))!;
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`)).toBeInViewport();
    await expect(page.getByRole('navigation', { name: '文章导航' }).getByRole('link').first()).toBeVisible();
    guard.assertClean();
  });

  test('code blocks copy with "Copied" feedback and toggle word wrap', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(rich!.replace(/^\//, '/en/'));
    await hydrated(page);
    const block = page.locator('figure.code-block').first();
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    // 'Copied' shows for 1.5 s: record the button's names as they change, so a busy machine that
    // looks too late still sees it, then see it go back.
    await copy.evaluate((b) => {
      const names: string[] = [];
      (window as unknown as { __names: string[] }).__names = names;
      new MutationObserver(() => names.push(b.getAttribute('aria-label') ?? '')).observe(b, { attributes: true, attributeFilter: ['aria-label'] });
    });
    await copy.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __names: string[] }).__names)).toContain('Copied');
    await expect(copy).toHaveAttribute('aria-label', 'Copy code to clipboard');
    const expected = await block.locator('code').evaluate((c) => [...c.querySelectorAll('[data-line]')].map((l) => l.textContent).join('\n'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
    await wrap.click();
    await expect(block).toHaveClass(/code-wrap/);
    await expect(block.locator('pre')).toHaveCSS('white-space', 'pre-wrap');
    await wrap.click();
    await expect(block).not.toHaveClass(/code-wrap/);
  });

  test('markdown images zoom and close on Escape', async ({ page }) => {
    await page.goto(rich!);
    await hydrated(page);
    const img = page.locator('.markdown img[data-zoomable]').first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/medium-zoom-image/, { timeout: 5000 });
    // medium-zoom ignores close() until its opening transition has ended, which a reader never
    // notices. It says so with 'medium-zoom:opened' on the image, once the transitionend handler
    // has cleared its flag. Waiting for no running animations instead let Escape land in between
    // on a loaded CI run, and the overlay stayed.
    await img.evaluate((el) => {
      (window as unknown as { zoomOpened: Promise<void> }).zoomOpened = new Promise((resolve) => el.addEventListener('medium-zoom:opened', () => resolve(), { once: true }));
    });
    await img.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.evaluate(() => (window as unknown as { zoomOpened: Promise<void> }).zoomOpened);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });
});

test('code tokens are drawn in the theme colours, light and dark', async ({ page }) => {
  await page.goto('/en/docs/docker/');
  await hydrated(page);
  const line = page.locator('figure.code-block pre[data-language="bash"] [data-line]').first();
  const source = (await line.textContent())!;
  // What the themes give the first token of that line (a command: its own colour in both): a
  // highlighter of the build's themes and the one grammar (the build's loads all 40, about 1.3 s).
  const h = await createHighlighter({ themes: await loadThemes(), langs: ['bash'] });
  const [first] = h.codeToTokensWithThemes(source, { lang: 'bash', themes: { light: h.getTheme(themes.light), dark: h.getTheme(themes.dark) } })[0];
  h.dispose();
  const rgb = (hex: string) => `rgb(${hex.slice(1).match(/../g)!.map((x) => parseInt(x, 16)).join(', ')})`;
  // A span with a token class: without the classes' stylesheet it would have the block's colour.
  const token = line.locator('span[class]').first();
  expect((await token.textContent())!.startsWith(first.content)).toBe(true);
  await expect(token).toHaveCSS('color', rgb(first.variants.light.color!));
  await page.getByRole('button', { name: /dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(token).toHaveCSS('color', rgb(first.variants.dark.color!));
});

test('an untranslated post in English carries its own lang and a notice', async ({ page }) => {
  const untranslated = posts.find((r) => html(`/en${r}`).includes('class="notice notice-info"'));
  test.skip(!untranslated, 'every post is translated');
  await page.goto(`/en${untranslated}`);
  await expect(page.locator('article.post')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('This post has not been translated yet; here is the original.')).toBeVisible();
});

test('feeds carry the newest posts with absolute links, for both locales', async ({ request }) => {
  for (const prefix of ['', '/en']) {
    const rss = await request.get(`${prefix}/blog/rss.xml`);
    expect(rss.status()).toBe(200);
    const text = await rss.text();
    expect(text).toContain('<rss version="2.0"');
    expect((text.match(/<item>/g) ?? []).length).toBe(Math.min(FEED_LIMIT, listedPosts));
    expect(text).toMatch(/<link>https?:\/\/[^<]+\/blog\/[^<]+\/<\/link>/);
    const atom = await (await request.get(`${prefix}/blog/atom.xml`)).text();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const json = await (await request.get(`${prefix}/blog/feed.json`)).json();
    // Newest first, and the newest is the first post of the blog's first page.
    const dates = json.items.map((i: { date_modified?: string; date_published?: string }) => i.date_published ?? i.date_modified);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = await (await request.get(`${prefix}/blog/`)).text();
    expect(newest).toContain(`href="${new URL(json.items[0].url).pathname}"`);
  }
});

test.describe('a markdown image that fails to load', () => {
  const post = '/en/blog/grpc-python-ocr-node/';
  const image = '**/img/blog/grpc-python-ocr-node/architecture*.svg';

  test('404: says so; any other error: a click loads it again', async ({ page }) => {
    let mode: 'missing' | 'broken' | 'ok' = 'missing';
    await page.route(image, (route) =>
      mode === 'ok' ? route.continue() : mode === 'missing' ? route.fulfill({ status: 404, body: 'not found' }) : route.fulfill({ status: 500, body: 'oops' }),
    );
    await page.goto(post);
    await hydrated(page);
    const fallback = page.locator('.markdown .image-error');
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback.locator('.image-error-reason')).toHaveText('404. Image not found');
    await expect(page.locator('.markdown img[src*="/architecture"]')).toBeHidden();

    mode = 'broken';
    await page.goto('/blog/grpc-python-ocr-node/');
    await hydrated(page);
    await page.locator('.markdown .image-error').scrollIntoViewIfNeeded();
    await expect(page.locator('.markdown .image-error .image-error-reason')).toHaveText('图片加载出错，点击重新加载');

    mode = 'ok';
    await page.locator('.markdown .image-error').click();
    await expect(page.locator('.markdown .image-error')).toHaveCount(0);
    const img = page.locator('.markdown img[src*="/architecture"]');
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  });

  /** The image's request, held until `release()` (once the browser has gone offline), then failed as offline. */
  async function failOffline(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(image, async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    return { release, held };
  }

  test('offline: says the browser is offline', async ({ page, context }) => {
    const { release } = await failOffline(page);
    await page.goto(post, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    // The reader goes offline once the page's image code is in (its zoom is attached with it):
    // see the next test for a connection lost before that.
    await expect(page.locator('.markdown img[src*="/architecture"]')).toHaveClass(/medium-zoom-image/);
    await context.setOffline(true);
    release();
    await page.locator('.markdown img[src*="/architecture"]').evaluate((i: HTMLImageElement) => i.scrollIntoView());
    const fallback = page.locator('.markdown .image-error');
    await expect(fallback.locator('.image-error-reason')).toHaveText('Your browser is offline. Image not loaded');
    // The figure's alt text stays visible under the reason.
    const alt = await page.locator('.markdown img[src*="/architecture"]').getAttribute('alt');
    expect(alt).toBeTruthy();
    await expect(fallback.locator('.image-error-alt')).toHaveText(alt!);
    await expect(fallback.locator('.image-error-alt')).toBeVisible();
    await context.setOffline(false);
  });

  test.describe('on a first visit (no service worker yet to hold the chunks)', () => {
    test.use({ serviceWorkers: 'block' });
    test("offline before the page's image code came: it comes when the connection returns, and the failed image shows its button", async ({ page, context }) => {
      const { release, held } = await failOffline(page);
      // The chunks the page names are let through; one it asks for later (its lazy behaviours, the
      // Markdown images' code among them) waits until the connection is lost, then fails.
      const named = new Set(html(post).match(/\/_next\/static\/chunks\/[\w.-]+\.js/g));
      let offline = false;
      let asked = () => {};
      const lateAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        if (named.has(new URL(route.request().url()).pathname)) return route.continue();
        if (!offline) asked();
        await held;
        return offline ? route.abort('internetdisconnected') : route.continue();
      });
      await page.goto(post, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      await lateAsked;
      await context.setOffline(true);
      offline = true;
      release();
      const img = page.locator('.markdown img[src*="/architecture"]');
      await img.evaluate((i: HTMLImageElement) => i.scrollIntoView());
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth === 0), 'the image failed').toBe(true);
      await context.setOffline(false);
      offline = false;
      const fallback = page.locator('.markdown .image-error');
      await expect(fallback.locator('.image-error-reason')).toHaveText('Error. Click to reload');
      await expect(fallback.locator('.image-error-alt')).toHaveText((await img.getAttribute('alt'))!);
    });
  });
});
