import type { Page } from '@playwright/test';
import { expect, hydrated, markDocument, sameDocument, test } from './fixtures';

// A page's HTML holds an MDX body once (issue 49, bytes): the markup. The hydration payload inlined
// in the HTML carries an empty copy (scripts/lib/inline-payload.ts), and the body component reads
// the markup instead (components/mdx/MdxBody.client.tsx). The body must stay whole through
// hydration and when the router shows the first page again, and a page reached client-side gets
// its body from its page segment.

/** The Flight stream a page hydrates from: what the inline scripts of its served HTML push. */
function inlineStream(html: string): string {
  const pushed: [number, string?][] = [];
  for (const [, text] of html.matchAll(/<script>(self\.__next_f[\s\S]*?)<\/script>/g)) new Function('self', text)({ __next_f: { push: (x: [number, string?]) => pushed.push(x) } });
  return pushed.filter((x) => x[0] === 1).map((x) => x[1]).join('');
}

const bodyText = (page: Page) => page.locator('main .markdown').first().evaluate((e) => (e as HTMLElement).innerText.trim());


test.slow();

for (const { name, path, away } of [
  { name: 'a post', path: '/blog/mdx-v3-notes/', away: 'header a[href="/blog/"]' },
  { name: 'an English doc', path: '/en/docs/skill/database/redis/', away: 'header a[href="/en/"]' },
]) {
  test(`${name}'s body is in its HTML once, whole after hydration and after going back to it`, async ({ page, guard }) => {
    const served = await (await page.request.get(path)).text();
    await page.goto(path);
    await hydrated(page);
    const body = await bodyText(page);
    expect(body.length, 'the body shows').toBeGreaterThan(500);
    const stream = inlineStream(served);
    expect(stream, "the payload names the body's component").toContain('"bodyKey"');
    // Words from the middle of the body: in the markup, not again in the inline payload.
    const paragraphs = await page.locator('main .markdown p').evaluateAll((ps) => ps.filter((p) => p.children.length === 0).map((p) => p.textContent ?? ''));
    const line = paragraphs.filter((p) => p.length > 40 && !/[&<>"'\n]/.test(p))[1].slice(5, 35);
    expect(served.split(line).length - 1, `"${line}" in the served HTML`).toBe(1);
    expect(stream).not.toContain(line);

    await markDocument(page);
    await page.locator(`${away}:visible`).first().click();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => bodyText(page)).toBe(body);
    expect(await sameDocument(page), 'back was a client-side navigation').toBe(true);
    guard.assertClean();
  });
}

test('a post reached client-side shows its body from its page segment', async ({ page, guard }) => {
  await page.goto('/blog/archive/');
  await hydrated(page);
  await markDocument(page);
  const link = page.locator('.archive-list a[href^="/blog/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(async () => (await bodyText(page)).length).toBeGreaterThan(200);
  expect(await sameDocument(page), 'a client-side navigation').toBe(true);
  guard.assertClean();
});

test('a page React renders afresh after a hydration mismatch still shows its body, read from the markup', async ({ page }) => {
  await page.goto('/blog/mdx-v3-notes/');
  await hydrated(page);
  const body = await bodyText(page);
  // Before hydration: change a text React rendered (so it renders the page afresh) and mark the body's element.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('footer p')!.textContent = 'changed before hydration';
      (document.querySelector('main .markdown') as HTMLElement & { marked?: boolean }).marked = true;
    }),
  );
  await page.reload();
  await hydrated(page);
  await expect(page.locator('footer p').first(), 'React rendered the page afresh').not.toContainText('changed before hydration');
  expect(await page.locator('main .markdown').first().evaluate((e) => (e as HTMLElement & { marked?: boolean }).marked === true), 'a new body element').toBe(false);
  expect(await bodyText(page)).toBe(body);
});
