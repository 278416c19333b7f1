import { expect, hydrated, markDocument, sameDocument, test } from '../e2e/fixtures';

/**
 * A link in an MDX body under BASE_PATH=/notes: the body is one HTML string whose site links carry
 * the base path, and the delegated handler (components/mdx/BodyLinks.client.tsx) takes it off to
 * prefetch and follow the page client-side, as it does without a base path (tests/e2e/prefetch.spec.ts).
 */
const POST = '/notes/en/blog/writing-cheatsheet/';
const TARGET = '/notes/en/blog/short-note-01/';

test('a body link under the base path prefetches on hover and is followed client-side', async ({ page, guard }) => {
  const payloads: string[] = [];
  page.on('requestfinished', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.endsWith('__PAGE__.txt.bin')) payloads.push(pathname);
  });
  await page.goto(POST);
  await hydrated(page);
  const link = page.locator(`.markdown a[href="${TARGET}"]`);
  await link.hover();
  await expect.poll(() => payloads.map((p) => p.startsWith(TARGET))).toEqual([true]);
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`), { timeout: 20_000 });
  await expect(page.locator('main h1').first()).not.toHaveText(/MDX I use/);
  expect(await sameDocument(page), 'client-side navigation').toBe(true);
  guard.assertClean();
});
