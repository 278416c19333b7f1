import { emittedRoutes, expect, hydrated, SITE_TITLE, test } from './fixtures';

const routes = emittedRoutes();

test('the build emitted pages in both locales', () => {
  expect(routes.length).toBeGreaterThan(2);
  const en = routes.filter((r) => r.startsWith('/en/'));
  const zh = routes.filter((r) => !r.startsWith('/en/'));
  expect(en.map((r) => r.slice(3)).sort()).toEqual(zh.sort());
});

for (const route of routes) {
  test(`route ${route}`, async ({ page, guard }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', route.startsWith('/en/') ? 'en' : 'zh-CN');
    await expect(page.locator('header nav, main#main, footer').first()).toBeVisible();
    guard.assertClean();
  });
}
