import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_PAGES, devDynamicFile, devDynamicPage, matchPattern, type DynamicFileModule, type DynamicPageModule } from '@/lib/routes/dev-dynamic';
import { DEV_DYNAMIC_FILE, DEV_DYNAMIC_PAGE, devRewrites } from '@/lib/routes/dev-rewrites';

/**
 * Under `next dev` the dynamic routes are served by one static page per locale (no params worker
 * per request: lib/routes/dev-rewrites.ts). It must find the route file Next would, with the same
 * params, and say 'not found' where a dynamic route with `dynamicParams = false` would.
 */
const notFound = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });

/** A route file that renders its params, listing `listed` in generateStaticParams. */
function routeFile(name: string, listed: Record<string, unknown>[]): DynamicPageModule {
  return {
    dynamicParams: false,
    generateStaticParams: () => listed,
    default: async ({ params }) => `${name} ${JSON.stringify(await params)}`,
    generateMetadata: async ({ params }) => ({ title: `${name} ${JSON.stringify(await params)}` }),
  };
}

const routes = {
  doc: routeFile('doc', [{ slug: ['git'] }, { slug: ['skill', 'database', 'redis'] }]),
  blogPost: routeFile('post', [{ slug: 'hello' }]),
  blogList: routeFile('list', [{ page: '2' }]),
  docCategory: routeFile('category', [{ name: '逆向' }]),
  docTag: routeFile('doc tag', [{ tag: 'git' }]),
  blogTag: routeFile('tag', [{ tag: 'vue', page: [] }, { tag: 'vue', page: ['page', '2'] }]),
};

async function render(locale: 'zh-CN' | 'en', requested: string) {
  const { Page, generateMetadata } = devDynamicPage(locale, routes);
  const searchParams = Promise.resolve({ path: requested });
  const element = await Page({ searchParams });
  expect(isValidElement(element)).toBe(true);
  const { type, props } = element as { type: (p: unknown) => Promise<string>; props: unknown };
  return { body: await type(props), title: (await generateMetadata({ searchParams })).title };
}

describe('matchPattern', () => {
  it.each([
    ['/blog/[slug]', '/blog/hello/', { slug: 'hello' }],
    ['/blog/[slug]', '/blog/hello/more/', null],
    ['/blog/[slug]', '/blog/', null],
    ['/docs/[...slug]', '/docs/a/b/', { slug: ['a', 'b'] }],
    ['/docs/[...slug]', '/docs/', null],
    ['/blog/tags/[tag]/[[...page]]', '/blog/tags/vue/', { tag: 'vue' }],
    ['/blog/tags/[tag]/[[...page]]', '/blog/tags/vue/page/2/', { tag: 'vue', page: ['page', '2'] }],
    ['/blog/page/[page]', '/blog/pages/2/', null],
  ])('%s against %s', (pattern, pathname, expected) => {
    expect(matchPattern(pattern, pathname)).toEqual(expected);
  });
});

describe('devDynamicPage', () => {
  it('renders the route file the path names, with its params, page and metadata alike', async () => {
    expect(await render('zh-CN', '/blog/hello/')).toEqual({ body: 'post {"slug":"hello"}', title: 'post {"slug":"hello"}' });
    expect((await render('en', '/en/docs/skill/database/redis/')).body).toBe('doc {"slug":["skill","database","redis"]}');
    expect((await render('zh-CN', '/blog/tags/vue/page/2/')).body).toBe('tag {"tag":"vue","page":["page","2"]}');
    expect((await render('zh-CN', '/blog/page/2/')).body).toBe('list {"page":"2"}');
    expect((await render('en', '/en/blog/tags/vue/')).body).toBe('tag {"tag":"vue"}');
  });

  it('prefers static segments to a catch-all, as Next does, and passes params percent-encoded as in the URL', async () => {
    const encoded = `/docs/category/${encodeURIComponent('逆向')}/`;
    expect((await render('zh-CN', encoded)).body).toBe(`category {"name":"${encodeURIComponent('逆向')}"}`);
  });

  it("says 'not found' for params the route file does not list, a path no route file matches, or another locale's path", async () => {
    await notFound(render('zh-CN', '/blog/not-written/'));
    // ... under the not-found page's title, as next dev gave an unknown slug (app/global-not-found.tsx).
    const { generateMetadata } = devDynamicPage('en', routes);
    expect(await generateMetadata({ searchParams: Promise.resolve({ path: '/en/blog/not-written/' }) })).toMatchObject({ title: { absolute: 'Page Not Found | Inkstone' } });
    // The more specific route does not list it, so the catch-all is not tried (Next's dynamicParams = false).
    await notFound(render('zh-CN', '/docs/category/git/'));
    await notFound(render('zh-CN', '/blog/tags/vue/page/3/'));
    await notFound(render('zh-CN', '/projects/x/'));
    await notFound(render('en', '/blog/hello/'));
  });
});

describe('devDynamicFile', () => {
  const file = (name: string, listed: string[]): DynamicFileModule => ({
    dynamicParams: false,
    generateStaticParams: () => listed.map((f) => ({ file: f })),
    GET: async (_request, { params }) => new Response(`${name} ${(await params).file}`),
  });
  const GET = devDynamicFile([
    { pattern: '/figures/[file]', module: file('figure', ['a.png']) },
    { pattern: '/en/docs-menu/[file]', module: file('menu', ['skill.json']) },
  ]);
  const get = async (path: string) => {
    const res = await GET(new Request(`http://localhost${path}`));
    return `${res.status} ${await res.text()}`;
  };

  it('answers with the route handler the requested URL names, or 404 for a file it does not list', async () => {
    expect(await get('/figures/a.png')).toBe('200 figure a.png');
    expect(await get('/en/docs-menu/skill.json')).toBe('200 menu skill.json');
    expect(await get('/figures/b.png')).toBe('404 Not found');
    expect(await get('/docs-menu/skill.json')).toBe('404 Not found');
  });
});

describe('devRewrites', () => {
  it("sends each locale's blog and docs paths to its own dev page, with the path in the query, and the dynamic files to the dev route handler", () => {
    expect(devRewrites(['', 'en'])).toEqual([
      { source: '/blog/:rest(.+)', destination: `${DEV_DYNAMIC_PAGE}/?path=/blog/:rest` },
      { source: '/docs/:rest(.+)', destination: `${DEV_DYNAMIC_PAGE}/?path=/docs/:rest` },
      { source: '/en/blog/:rest(.+)', destination: `/en${DEV_DYNAMIC_PAGE}/?path=/en/blog/:rest` },
      { source: '/en/docs/:rest(.+)', destination: `/en${DEV_DYNAMIC_PAGE}/?path=/en/docs/:rest` },
      { source: '/docs-menu/:file', destination: `${DEV_DYNAMIC_FILE}/` },
      { source: '/en/docs-menu/:file', destination: `${DEV_DYNAMIC_FILE}/` },
      { source: '/figures/:file', destination: `${DEV_DYNAMIC_FILE}/` },
    ]);
  });
});

describe('the dev route files', () => {
  /** The dynamic route files (`kind`: page.tsx or route.ts) under `root`, as patterns: `/blog/[slug]`. */
  function dynamicRoutes(root: string, kind: string): string[] {
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => path.basename(f) === kind && f.includes('['))
      .map((f) => `/${path.dirname(f).split(path.sep).join('/')}`.replace(/\/\([^)]+\)/g, ''))
      .sort();
  }
  const patterns = (file: string) => [...readFileSync(file, 'utf8').matchAll(/pattern: '([^']+)'/g)].map((m) => m[1]).sort();
  const rewritten = devRewrites(['']).filter((r) => r.destination.startsWith(DEV_DYNAMIC_PAGE)).map((r) => r.source.replace('/:rest(.+)', ''));

  it('DYNAMIC_PAGES names every dynamic page route of each locale, each under a rewritten section', () => {
    const pages = Object.values(DYNAMIC_PAGES).sort();
    expect(dynamicRoutes('app/(zh)', 'page.tsx')).toEqual(pages);
    expect(dynamicRoutes('app/(en)/en', 'page.tsx')).toEqual(pages);
    // A dynamic route elsewhere would be served by next dev itself, params worker and all.
    expect(pages.filter((p) => !rewritten.some((section) => p.startsWith(`${section}/`)))).toEqual([]);
  });

  it.each(['app/(zh)', 'app/(en)/en'])("%s's dev page imports each route file under its name in DYNAMIC_PAGES", (root) => {
    const source = readFileSync(path.join(root, DEV_DYNAMIC_PAGE.slice(1), 'page.dev.tsx'), 'utf8');
    const imported = Object.fromEntries([...source.matchAll(/import \* as (\w+) from '\.\.\/\.\.(\/.+)\/page';/g)].map((m) => [m[1], m[2]]));
    expect(imported).toEqual(DYNAMIC_PAGES);
  });

  it('the route handler lists every dynamic route handler, each rewritten to it', () => {
    const files = dynamicRoutes('app', 'route.ts');
    expect(files.length).toBeGreaterThan(0);
    expect(patterns(path.join('app', DEV_DYNAMIC_FILE.slice(1), 'route.dev.ts'))).toEqual(files);
    const sources = devRewrites(['', 'en']).filter((r) => r.destination.startsWith(DEV_DYNAMIC_FILE)).map((r) => r.source.replace(':file', '[file]'));
    expect(sources.sort()).toEqual(files);
  });
});
