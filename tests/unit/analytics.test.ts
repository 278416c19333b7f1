import { describe, expect, it, vi } from 'vitest';
import { GTAG_URL, pagePath, startAnalytics, trackPageView, type AnalyticsWindow } from '@/lib/browser/analytics';

function fakeWindow() {
  const appended: HTMLScriptElement[] = [];
  const win: AnalyticsWindow = {
    location: { pathname: '/en/blog/', search: '?page=2', hash: '#top', href: 'https://inkstone.example/en/blog/?page=2#top' },
    document: {
      title: 'Blog | Inkstone',
      head: { append: (node) => appended.push(node as HTMLScriptElement) },
      createElement: () => ({}) as HTMLScriptElement,
    },
    console: { warn: vi.fn() },
  };
  return { win, appended };
}

const calls = (win: AnalyticsWindow) => (win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));

describe('analytics', () => {
  it('configures gtag with the IP anonymised and no automatic page view, and loads its script once', () => {
    const { win, appended } = fakeWindow();
    startAnalytics('G-ABC123', win);
    startAnalytics('G-ABC123', win);
    expect(calls(win).slice(1)).toEqual([['config', 'G-ABC123', { anonymize_ip: true, send_page_view: false }]]);
    expect(appended).toHaveLength(1);
    expect(appended[0].src).toBe(`${GTAG_URL}?id=G-ABC123`);
    expect(appended[0].async).toBe(true);
  });

  it('a page view carries path, query and hash', () => {
    const { win } = fakeWindow();
    startAnalytics('G-ABC123', win);
    trackPageView(win);
    expect(pagePath(win.location)).toBe('/en/blog/?page=2#top');
    expect(calls(win).at(-1)).toEqual(['event', 'page_view', { page_path: '/en/blog/?page=2#top', page_location: win.location.href, page_title: 'Blog | Inkstone' }]);
  });

  it('a blocked script leaves a hint for the developer', () => {
    const { win, appended } = fakeWindow();
    startAnalytics('G-ABC123', win);
    (appended[0].onerror as () => void)();
    expect(win.console.warn).toHaveBeenCalledWith(expect.stringMatching(/blocker/));
  });

  it('without a setup call nothing is recorded', () => {
    const { win } = fakeWindow();
    trackPageView(win);
    expect(win.dataLayer).toBeUndefined();
  });
});
