import { withoutTrailingSlash } from '@/lib/routes/paths';

/**
 * When a click starts a client-side route change, for the progress bar. The App Router has no
 * navigation events, so the bar starts on the click (or back/forward) and stops when the
 * pathname changes.
 */

/** nprogress settings (SPEC §5): shown 200 ms after the change starts. */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02 } as const;

export type ClickInfo = {
  button: number;
  modified: boolean;
  /** The anchor's resolved href, target and download attribute. */
  href: string;
  target: string;
  download: boolean;
};

/** Whether following this link changes the page within the site (another pathname, same origin). */
export function startsRouteChange(click: ClickInfo, current: { origin: string; pathname: string }): boolean {
  if (click.button !== 0 || click.modified || click.download) return false;
  if (click.target && click.target !== '_self') return false;
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return false;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return false;
  // Files (feeds, images) are not routes.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return false;
  return withoutTrailingSlash(url.pathname) !== withoutTrailingSlash(current.pathname);
}
