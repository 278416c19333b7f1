import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

test.describe('output without duplicate not-found pages', () => {
  test('out/ has no 404/ or _not-found/ folder, and their paths answer 404', async ({ request }) => {
    for (const d of ['404', '_not-found']) expect(existsSync(path.join('out', d)), `out/${d}/`).toBe(false);
    expect(existsSync(path.join('out', '404.html'))).toBe(true);
    // (/404/ itself finds 404.html as "<path>.html", as nginx's try_files does; only the copies are gone.)
    for (const p of ['/_not-found/', '/en/_not-found/', '/_not-found/index.txt']) expect((await request.get(p)).status(), p).toBe(404);
  });
});

test.describe('search page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const [route, text] of [
      ['/search/?q=redis', '搜索需要 JavaScript'],
      ['/en/search/?q=redis', 'Search needs JavaScript'],
    ] as const) {
      test(`${route} says that search needs JavaScript`, async ({ page }) => {
        await page.goto(route);
        const note = page.getByRole('alert').filter({ hasText: text });
        await expect(note).toBeVisible();
        const box = await note.boundingBox();
        expect(box && box.y + box.height <= (page.viewportSize()?.height ?? 0)).toBe(true);
      });
    }
  });

  test('a very long query is cut in the heading and kept whole in the input', async ({ page, guard }) => {
    const query = 'redis'.repeat(2000);
    await page.goto(`/en/search/?q=${query}`);
    await hydrated(page);
    await expect(page.locator('.search-page-input')).toHaveValue(query);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toContainText('…');
    expect((await h1.innerText()).length).toBeLessThan(100);
    const box = await h1.boundingBox();
    expect(box!.height).toBeLessThan(200);
    guard.assertClean();
  });

  test('in a sandboxed iframe (opaque origin) the search page shows its error state, not zero hits', async ({ browser, baseURL }) => {
    // A context of its own, not the worker's reused one (playwright.config.ts): Chromium runs a
    // sandboxed iframe in a process of its own, and in a full run the reused context's page once
    // never started loading it (no request in the trace in 15 s; it passes alone and did in the
    // run before).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.setContent(`<iframe sandbox="allow-scripts" src="${baseURL}/en/search/?q=redis" style="width:900px;height:700px"></iframe>`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByRole('alert').filter({ hasText: 'Unable to fetch results' })).toBeVisible({ timeout: 15_000 });
      await expect(frame.locator('.search-page-count')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
