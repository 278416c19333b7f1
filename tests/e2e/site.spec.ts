import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './fixtures';

const data = (name: string) => JSON.parse(readFileSync(`content/data/${name}.json`, 'utf8'));
const projects = data('projects') as { title: string; type: string; tags: string[] }[];
const social = data('social') as { key: string; href: string; title: string }[];

test('home introduces the author with social links, latest posts and featured projects', async ({ page, guard }) => {
  await page.goto('/en/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Hi, I'm Zhou Yan");
  await expect(page.getByText('TypeScript developer · a little reverse engineering · open-source enthusiast')).toBeVisible();
  const links = page.locator('.hero-text').getByRole('list', { name: 'Social links' }).getByRole('link');
  await expect(links).toHaveCount(social.filter((s) => s.href !== '').length);
  await expect(page.locator('.hero-text a[aria-label="RSS"]')).toHaveAttribute('href', '/en/blog/rss.xml');
  await expect(page.locator('.home-posts li')).toHaveCount(5);
  await expect(page.locator('#featured-projects ~ .project-grid .project-card, section:has(#featured-projects) .project-card')).not.toHaveCount(0);
  guard.assertClean();
});

test('the profile card shows live counts that link out', async ({ page, request }) => {
  await page.goto('/en/');
  const card = page.locator('.hero').getByRole('region', { name: 'About the author' });
  const counter = (name: RegExp) => card.locator('.profile-counter').filter({ hasText: name });
  // The archive lists every listed post once.
  const archive = await (await request.get('/en/blog/archive/')).text();
  const listed = archive.match(/<ul class="archive-list">[\s\S]*?<\/ul>/g)!.join('').match(/<li[ >]/g)!.length;
  expect(listed).toBeGreaterThan(20);
  await expect(counter(/Posts?$/).locator('.profile-count')).toHaveText(String(listed));
  await expect(counter(/Posts?$/)).toHaveAttribute('href', '/en/blog/archive/');
  await expect(counter(/Tags?$/)).toHaveAttribute('href', '/en/blog/tags/');
  await expect(counter(/Projects?$/).locator('.profile-count')).toHaveText(String(projects.length));
  await expect(counter(/Projects?$/)).toHaveAttribute('href', '/en/project/');
  const tagCount = Number(await counter(/Tags?$/).locator('.profile-count').textContent());
  await page.goto('/en/blog/tags/');
  await expect(page.locator('.tag-cloud .tag')).toHaveCount(tagCount);
  await page.goto('/en/');
  await card.getByRole('link', { name: 'About me' }).click();
  await expect(page).toHaveURL(/\/en\/about\/$/);
});

test('the showcase groups projects by type and filters by tag through the URL', async ({ page }) => {
  await page.goto('/en/project/');
  await hydrated(page);
  const groups = await page.locator('.project-group-title').allTextContents();
  const labels: Record<string, string> = { web: 'website', app: 'application', commerce: 'commercial project', personal: 'personal', toy: 'toy', other: 'other' };
  const expected = Object.keys(labels).filter((t) => projects.some((p) => p.type === t)).map((t) => labels[t]);
  expect(groups).toEqual(expected);
  await expect(page.locator('.project-card')).toHaveCount(projects.length);

  await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Open source' }).click();
  await expect(page).toHaveURL(/\?tags=opensource$/);
  const open = projects.filter((p) => p.tags.includes('opensource')).length;
  await expect(page.locator('.project-card:visible')).toHaveCount(open);

  await page.goto('/en/project/?tags=opensource,design');
  await hydrated(page);
  const both = projects.filter((p) => p.tags.includes('opensource') && p.tags.includes('design')).length;
  await expect(page.locator('.project-card:visible')).toHaveCount(both);
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page.locator('.project-card:visible')).toHaveCount(projects.length);
  expect(new URL(page.url()).search).toBe('');
});

test('a showcase tag shows its description in a tooltip after 300 ms, gone on leave and blur', async ({ page }) => {
  await page.goto('/en/project/');
  await hydrated(page);
  const tag = page.locator('.project-card .showcase-tag').first();
  // Time the delay inside the page: from the pointer entering the tag to the tooltip appearing.
  await tag.evaluate((el) => {
    const w = window as unknown as { t0: number; t1: number };
    el.addEventListener('mouseenter', () => (w.t0 = performance.now()), { once: true });
    new MutationObserver((_, obs) => {
      if (document.querySelector('[role="tooltip"]')) {
        w.t1 = performance.now();
        obs.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await tag.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  const delay = await page.evaluate(() => (window as unknown as { t0: number; t1: number }).t1 - (window as unknown as { t0: number }).t0);
  expect(delay).toBeGreaterThanOrEqual(295);
  // 8 px above the tag, both measured in one frame (the tip follows a re-wrap of its text too).
  const gap = () => tag.evaluate((el) => el.getBoundingClientRect().top - document.querySelector('[role="tooltip"]')!.getBoundingClientRect().bottom);
  await expect.poll(gap).toBeCloseTo(8, 0);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await tag.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await tag.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('friends and resources list their entries; the category navigation jumps to a section', async ({ page }) => {
  await page.goto('/en/friends/');
  await expect(page.locator('.friend-card')).toHaveCount(data('friends').length);
  await expect(page.locator('.friend-card').first()).toHaveAttribute('rel', 'noopener noreferrer');
  const resources = data('resources') as { id: string; items: unknown[] }[];
  await page.goto('/en/resources/');
  await hydrated(page);
  await expect(page.locator('.resource-card')).toHaveCount(resources.reduce((n, c) => n + c.items.length, 0));
  const last = resources.at(-1)!;
  await page.getByRole('navigation', { name: 'Resource categories' }).locator(`a[href="#${last.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  await expect(page.locator(`#${last.id}`)).toBeInViewport();
});
