import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element, Root } from 'hast';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pageElements } from '@/components/mdx/elements';
import { figureFile, publishedFigures } from '@/lib/content/figures';
import { loadPosts } from '@/lib/content/blog';
import { readMdx } from '@/lib/content/files';
import { renderFeedHtml } from '@/lib/feeds/html';
import { cacheFileOf, compileMdx } from '@/lib/mdx/compile';
import { renderHtml } from '@/lib/mdx/render';
import { site } from '@/lib/site/config';

/**
 * Images beside a post (issue 45): `![…](./diagram.png)` next to index.mdx is published under a
 * name of its content, with its size and the srcset of its WebP copies. The broken cases
 * (missing, `..`, oversized, scripted SVG) are the content check's fixture
 * images-beside-a-post-missing-oversized-or-scripted-rejected (hostile-content.test.ts).
 */
const FIXTURE = path.resolve('tests/fixtures/images-beside-a-post-published-under-hashed-names');
const POST = 'blog/2024/folder-post/index.mdx';

function images(tree: Root): Element['properties'][] {
  const out: Element['properties'][] = [];
  const walk = (n: Root | Root['children'][number]) => {
    if (n.type === 'element' && n.tagName === 'img') out.push(n.properties);
    if ('children' in n) n.children.forEach(walk);
  };
  walk(tree);
  return out;
}

async function compiled(root: string) {
  const src = readMdx(path.join(root, POST), path.join(root, 'blog'));
  return { src, ...(await compileMdx(src.body, src.file)) };
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('images beside a post', () => {
  it('resolve to hashed files with their width and height; a raster image gets WebP copies for a srcset', async () => {
    const { tree } = await compiled(FIXTURE);
    const [png, svg, reference] = images(tree);
    expect(png.src).toMatch(/^\/figures\/diagram\.[0-9a-f]{10}\.png$/);
    expect([png.width, png.height]).toEqual([1400, 700]);
    const base = String(png.src).replace(/\.png$/, '');
    expect(png.dataWebp).toBe(`${base}.640.webp 640w, ${base}.1280.webp 1280w, ${base}.webp 1400w`);
    expect(png.dataSourceAt).toBeUndefined();
    // An SVG is published as it is, at its viewBox size; a reference-style image resolves too.
    expect(svg).toMatchObject({ width: 300, height: 120 });
    expect(svg.src).toMatch(/^\/figures\/flow\.[0-9a-f]{10}\.svg$/);
    expect(svg.dataWebp).toBeUndefined();
    expect(reference.src).toBe(png.src);
  });

  it('the compile cache keeps the path as written: a replaced image is a new URL without compiling again', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inkstone-figures-'));
    scratch.push(root);
    cpSync(FIXTURE, root, { recursive: true });
    const before = await compiled(root);
    const cached = JSON.parse(readFileSync(cacheFileOf(before.src.body), 'utf8')) as { tree: Root };
    expect(images(cached.tree)[0]).toMatchObject({ src: './diagram.png', dataSourceAt: '5:1' }); // the body's line 5 is the file's line 13

    const replacement = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#ef4444' } }).png().toBuffer();
    const target = path.join(root, 'blog/2024/folder-post/diagram.png');
    rmSync(target);
    await sharp(replacement).toFile(target);
    const after = await compiled(root);
    const [png] = images(after.tree);
    expect(png.src).not.toBe(images(before.tree)[0].src);
    expect([png.width, png.height]).toEqual([800, 200]);
    expect(String(png.dataWebp).split(', ')).toHaveLength(2); // 640 and its own 800

    // Removed: an error naming the MDX file and the line of the image, not a stale figure.
    rmSync(target);
    await expect(compileMdx(after.src.body, after.src.file)).rejects.toThrow(/folder-post\/index\.mdx:14:1: image: "\.\/diagram\.png": no such file beside the MDX \(and 1 more\)/);
    copyFileSync(path.join(FIXTURE, 'blog/2024/folder-post/diagram.png'), target);
  });

  it('publishes the original and its WebP copies, encoded at their widths', async () => {
    const published = publishedFigures(FIXTURE).map((f) => f.name.replace(/\.[0-9a-f]{10}\./, '.#.'));
    expect(published).toEqual(['diagram.#.png', 'diagram.#.640.webp', 'diagram.#.1280.webp', 'diagram.#.webp', 'flow.#.svg']);
    const [, small] = publishedFigures(FIXTURE);
    const file = await figureFile(small.name, FIXTURE);
    expect(file?.type).toBe('image/webp');
    const meta = await sharp(Buffer.from(file!.body)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);
    expect(await figureFile('diagram.0000000000.png', FIXTURE)).toBeNull();
  });

  it('a page shows a <picture>: the WebP srcset first, the original with width and height', async () => {
    const { tree } = await compiled(FIXTURE);
    const html = renderHtml(tree, { img: pageElements('zh-CN').img });
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(picture).toMatch(/^<picture><source type="image\/webp" srcset="[^"]*\/figures\/diagram\.[0-9a-f]{10}\.640\.webp 640w, [^"]+ 1400w" sizes="\(max-width: 996px\) 100vw, 800px"><img src="[^"]*\/figures\/diagram\.[0-9a-f]{10}\.png" alt="流程图" width="1400" height="700"/);
    expect(html).toMatch(/<img src="[^"]*\/figures\/flow\.[0-9a-f]{10}\.svg" alt="示意图" width="300" height="120"/);
  });

  it("a front matter image beside the post (image: ./diagram.png) is the post's social image, under its published name and size", async () => {
    const [post] = loadPosts(path.join(FIXTURE, 'blog'), { yan: { name: 'n', title: 't', url: '/about', imageURL: '/a.svg' } }, undefined, false, new Map());
    const { tree } = await compiled(FIXTURE);
    // The same file, the same published name as the body's image of it.
    expect(post.image).toBe(images(tree)[0].src);
    expect(post.image).toMatch(/^\/figures\/diagram\.[0-9a-f]{10}\.png$/);
    expect(post.imageSize).toEqual({ width: 1400, height: 700 });
    expect(publishedFigures(FIXTURE).map((f) => `/figures/${f.name}`)).toContain(post.image);
  });

  it('a feed carries them as absolute URLs', async () => {
    const src = readMdx(path.join(FIXTURE, POST), path.join(FIXTURE, 'blog'));
    const html = await renderFeedHtml(src.body, src.file, 'en');
    expect(html).toContain(`<img src="${site.url}${site.basePath}/figures/diagram.`);
    expect(html).toMatch(/\/figures\/flow\.[0-9a-f]{10}\.svg" alt="示意图"/);
  });
});
