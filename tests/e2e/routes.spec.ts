import { emittedRoutes, expect, hydrated, SITE_TITLE, test } from './fixtures';

const routes = emittedRoutes();

test('the build emitted pages in both locales', () => {
  expect(routes.length).toBeGreaterThan(2);
  const en = routes.filter((r) => r.startsWith('/en/'));
  const zh = routes.filter((r) => !r.startsWith('/en/'));
  expect(en.map((r) => r.slice(3)).sort()).toEqual(zh.sort());
});

// Every route is loaded directly (page.goto, a full load that hydrates), in chunks that share one
// page: a fresh browser context per route cost about 0.6 s to create plus a cold-cache load of
// every script (1.2 to 1.6 s more here), which made this suite most of a 50-minute CI run. With
// the context kept, each load is what a returning reader gets: the hashed scripts from the HTTP
// cache. Cold loads are covered by the other specs, which each start from a fresh context.
const CHUNK = 25;
/** A broken build fails every route the same way: stop a chunk after this many instead of waiting on each. */
const MAX_PROBLEMS = 3;

for (let i = 0; i < routes.length; i += CHUNK) {
  const chunk = routes.slice(i, i + CHUNK);
  test(`routes ${i + 1}-${i + chunk.length}: ${chunk[0]} … ${chunk.at(-1)}`, async ({ page, guard }) => {
    test.setTimeout(chunk.length * 8_000);
    const problems: string[] = [];
    for (const route of chunk) {
      if (problems.length >= MAX_PROBLEMS) break;
      guard.errors.length = 0;
      guard.foreign.length = 0;
      await test.step(route, async () => {
        try {
          const response = await page.goto(route);
          expect(response?.status(), 'status').toBe(200);
          await hydrated(page);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
          await expect(page.locator('html')).toHaveAttribute('lang', route.startsWith('/en/') ? 'en' : 'zh-CN');
          await expect(page.locator('header nav, main#main, footer').first()).toBeVisible();
          guard.assertClean();
        } catch (err) {
          problems.push(`${route}: ${(err as Error).message.split('\n').slice(0, 6).join('\n')}`);
        }
      });
    }
    // Every failing route of the chunk in one report, each named.
    expect(problems, 'routes that failed').toEqual([]);
  });
}
