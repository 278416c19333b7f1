import { expect, hydrated, test } from './fixtures';

/**
 * Images beside a post (issue 45): content/blog/2024/blog-pwa-offline/ holds its index.mdx, a PNG
 * and an SVG. The built page names them by their content under /figures/, gives each its width
 * and height, offers the PNG as WebP in a srcset, and every one of those files is served.
 */
const POST = '/blog/blog-pwa-offline/';

for (const path of [POST, `/en${POST}`]) {
  test(`${path}: its PNG and SVG load from hashed names, sized, the PNG with a WebP srcset`, async ({ page, request, guard }) => {
    await page.goto(path);
    await hydrated(page);
    const figures = page.locator('.markdown img[src*="/figures/"]');
    await expect(figures).toHaveCount(2);

    const svg = page.locator('.markdown img[src*="/figures/"][src$=".svg"]');
    await expect(svg).toHaveAttribute('src', /\/figures\/strategies\.[0-9a-f]{10}\.svg$/);
    await expect(svg).toHaveAttribute('width', '760');
    await expect(svg).toHaveAttribute('height', '340');

    const png = page.locator('.markdown picture img');
    await expect(png).toHaveAttribute('src', /\/figures\/update-flow\.[0-9a-f]{10}\.png$/);
    await expect(png).toHaveAttribute('width', '1440');
    await expect(png).toHaveAttribute('height', '600');
    const source = page.locator('.markdown picture source[type="image/webp"]');
    const srcset = (await source.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/^\S*\/figures\/update-flow\.[0-9a-f]{10}\.640\.webp 640w, \S+\.1280\.webp 1280w, \S*\/figures\/update-flow\.[0-9a-f]{10}\.webp 1440w$/);

    // Each file is served with its type; the WebP copy the browser picks is one of them.
    for (const url of [await svg.getAttribute('src'), await png.getAttribute('src'), ...srcset.split(', ').map((c) => c.split(' ')[0])]) {
      const response = await request.get(url!);
      expect(response.status(), url!).toBe(200);
      expect(response.headers()['content-type'], url!).toMatch(/^image\/(svg\+xml|png|webp)/);
    }
    for (const img of [svg, png]) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    expect(await png.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
    guard.assertClean();
  });
}
