import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSegmentFile, ROUTES } from '@/lib/routes/segment-files';

/** The page routes under a folder of app/, route groups kept (as the export's file names keep them). */
function pageRoutes(dir: string, rel = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return pageRoutes(path.join(dir, e.name), rel ? `${rel}/${e.name}` : e.name);
    return e.name === 'page.tsx' ? [rel] : [];
  });
}

describe('pageSegmentFile', () => {
  it('knows every page route of both locale trees in app/', () => {
    const app = path.join(process.cwd(), 'app');
    expect(pageRoutes(path.join(app, '(zh)')).sort()).toEqual([...ROUTES].sort());
    expect(pageRoutes(path.join(app, '(en)', 'en')).sort()).toEqual([...ROUTES].sort());
  });

  it("names the page segment file the export writes beside a page (as in out/)", () => {
    expect(pageSegmentFile('/')).toBe('__next.!KHpoKQ.__PAGE__.txt');
    expect(pageSegmentFile('/en/')).toBe('__next.!KGVuKQ.en.__PAGE__.txt');
    expect(pageSegmentFile('/blog/hello-blog/')).toBe('__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt');
    expect(pageSegmentFile('/blog/archive/')).toBe('__next.!KHpoKQ.blog.archive.__PAGE__.txt');
    expect(pageSegmentFile('/blog/page/2/')).toBe('__next.!KHpoKQ.blog.page.$d$page.__PAGE__.txt');
    expect(pageSegmentFile('/blog/tags/')).toBe('__next.!KHpoKQ.blog.tags.__PAGE__.txt');
    expect(pageSegmentFile('/en/blog/tags/%E6%80%BB%E7%BB%93/')).toBe('__next.!KGVuKQ.en.blog.tags.$d$tag.$oc$page.__PAGE__.txt');
    expect(pageSegmentFile('/blog/tags/go/page/2/')).toBe('__next.!KHpoKQ.blog.tags.$d$tag.$oc$page.__PAGE__.txt');
    expect(pageSegmentFile('/docs/')).toBe('__next.!KHpoKQ.docs.__PAGE__.txt');
    expect(pageSegmentFile('/docs/tags/go/')).toBe('__next.!KHpoKQ.docs.tags.$d$tag.__PAGE__.txt');
    expect(pageSegmentFile('/docs/category/browser/')).toBe('__next.!KHpoKQ.docs.category.$d$name.__PAGE__.txt');
    expect(pageSegmentFile('/en/docs/algorithm/sort/')).toBe('__next.!KGVuKQ.en.docs.$c$slug.__PAGE__.txt');
    expect(pageSegmentFile('/en/search/')).toBe('__next.!KGVuKQ.en.search.__PAGE__.txt');
  });

  it('is null for a path no route takes', () => {
    expect(pageSegmentFile('/nowhere/')).toBeNull();
    expect(pageSegmentFile('/about/more/')).toBeNull();
  });
});
