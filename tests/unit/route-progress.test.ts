import { describe, expect, it } from 'vitest';
import { PROGRESS, startsRouteChange } from '@/lib/browser/route-progress';

const here = { origin: 'https://inkstone.example', pathname: '/en/blog/' };
const click = (href: string, extra: Partial<Parameters<typeof startsRouteChange>[0]> = {}) =>
  startsRouteChange({ button: 0, modified: false, href, target: '', download: false, ...extra }, here);

describe('route progress', () => {
  it('uses the settings of the spec', () => {
    expect(PROGRESS).toEqual({ delay: 200, minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02 });
  });
  it('a plain click on a link to another page of the site starts a route change', () => {
    expect(click('https://inkstone.example/en/about/')).toBe(true);
    expect(click('https://inkstone.example/en/blog/page/2/?x=1')).toBe(true);
  });
  it('same page (hash, query, trailing slash), other sites, files, new tabs and downloads do not', () => {
    expect(click('https://inkstone.example/en/blog/#top')).toBe(false);
    expect(click('https://inkstone.example/en/blog?tag=x')).toBe(false);
    expect(click('https://github.com/')).toBe(false);
    expect(click('mailto:me@inkstone.example')).toBe(false);
    expect(click('https://inkstone.example/blog/rss.xml')).toBe(false);
    expect(click('https://inkstone.example/en/about/', { target: '_blank' })).toBe(false);
    expect(click('https://inkstone.example/en/about/', { modified: true })).toBe(false);
    expect(click('https://inkstone.example/en/about/', { button: 1 })).toBe(false);
    expect(click('https://inkstone.example/img/a.svg', { download: true })).toBe(false);
  });
});

describe('prefetching on slow connections', async () => {
  const { skipPrefetch } = await import('@/lib/browser/connection');
  it('is skipped with data saver on or on 2g, kept otherwise and where the API is missing', () => {
    expect(skipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(skipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(skipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
    expect(skipPrefetch({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(skipPrefetch(undefined)).toBe(false);
  });
});

describe('collapsible sections', async () => {
  const { collapseDuration } = await import('@/lib/browser/collapsible');
  it('take longer the taller they are, within bounds, and 1 ms with reduced motion', () => {
    expect(collapseDuration(0, false)).toBe(120);
    expect(collapseDuration(100, false)).toBeLessThan(collapseDuration(400, false));
    expect(collapseDuration(100000, false)).toBe(450);
    expect(collapseDuration(400, true)).toBe(1);
  });
});
