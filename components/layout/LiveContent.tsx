import { getHighlighter } from '@/lib/mdx/highlight';
import { site } from '@/lib/site/config';

/**
 * The first body compiled after a save would also start the highlighter (40 grammars, seconds
 * under load): start it a few seconds after the dev server's first page instead, while the
 * author reads, so a save costs only its own compile.
 */
let warming: ReturnType<typeof setTimeout> | undefined;
function warmHighlighter() {
  warming ??= setTimeout(() => void getHighlighter(), 3_000);
}

/** The revision stream of app/inkstone-dev/content-revision (development only). */
export const CONTENT_REVISION_PATH = '/inkstone-dev/content-revision/';

/**
 * `next dev` only: refreshes the open tab when a file under content/ changes. The router's
 * refresh re-renders the page on the server and keeps scroll position and client state; a page
 * showing a crash screen is reloaded instead, since the error boundary would stay.
 *
 * A new file's URL: the dev server answers from the static params it had and learns the new ones
 * in the background (next-dev-server's staticPathsCache is stale-while-revalidate), so a page
 * that shows "not found" when it loads, or when content changes, asks again a few times (1, 2, 3,
 * 4 s apart). A page that was there and is gone (a deleted file) does not: the dev server's next
 * answer for that URL would be its own "missing param" error instead of the not-found page.
 *
 * Once the stream is open, <html data-live-content="connected"> says so (tests wait for it).
 * An inline script with no imports, so nothing of it reaches a production bundle.
 */
export function LiveContent() {
  warmHighlighter();
  const script = `(() => {
  let seen, tries = 0, timer;
  const refresh = () => {
    if (document.querySelector('.error-page') || !window.next?.router) location.reload();
    else window.next.router.refresh();
  };
  const retryNotFound = () => {
    clearTimeout(timer);
    if (tries >= 4) return;
    timer = setTimeout(() => {
      tries += 1;
      if (!document.querySelector('.not-found')) return;
      refresh();
      retryNotFound();
    }, 1000 * (tries + 1));
  };
  const events = new EventSource(${JSON.stringify(site.basePath + CONTENT_REVISION_PATH)});
  events.onmessage = (e) => {
    document.documentElement.setAttribute('data-live-content', 'connected');
    if (seen !== undefined && e.data !== seen) {
      // Waiting on a URL whose file is being written: ask again while the server learns it.
      const waiting = document.querySelector('.not-found');
      refresh();
      tries = 0;
      if (waiting) retryNotFound();
    }
    seen = e.data;
  };
  retryNotFound();
})();`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
