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
    const expected: [string, string][] = [
      ['/', '__next.!KHpoKQ.__PAGE__.txt'],
      ['/en/', '__next.!KGVuKQ.en.__PAGE__.txt'],
      ['/blog/hello-blog/', '__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt'],
      ['/blog/archive/', '__next.!KHpoKQ.blog.archive.__PAGE__.txt'],
      ['/blog/page/2/', '__next.!KHpoKQ.blog.page.$d$page.__PAGE__.txt'],
      ['/blog/tags/', '__next.!KHpoKQ.blog.tags.__PAGE__.txt'],
      ['/en/blog/tags/%E6%80%BB%E7%BB%93/', '__next.!KGVuKQ.en.blog.tags.$d$tag.$oc$page.__PAGE__.txt'],
      ['/blog/tags/go/page/2/', '__next.!KHpoKQ.blog.tags.$d$tag.$oc$page.__PAGE__.txt'],
      ['/docs/', '__next.!KHpoKQ.docs.__PAGE__.txt'],
      ['/docs/tags/go/', '__next.!KHpoKQ.docs.tags.$d$tag.__PAGE__.txt'],
      ['/docs/category/browser/', '__next.!KHpoKQ.docs.category.$d$name.__PAGE__.txt'],
      ['/en/docs/algorithm/sort/', '__next.!KGVuKQ.en.docs.$c$slug.__PAGE__.txt'],
      ['/en/search/', '__next.!KGVuKQ.en.search.__PAGE__.txt'],
    ];
    for (const [page, file] of expected) expect(pageSegmentFile(page), page).toBe(file);
  });

  it('is null for a path no route takes', () => {
    expect(pageSegmentFile('/nowhere/')).toBeNull();
    expect(pageSegmentFile('/about/more/')).toBeNull();
  });
});
