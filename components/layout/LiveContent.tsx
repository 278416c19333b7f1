import { after } from 'next/server';
import { compileMdxUncached } from '@/lib/mdx/compile';
import { site } from '@/lib/site/config';

/**
 * The first body compiled after a save would also start the highlighter (40 grammars, seconds
 * under load) and run the MDX pipeline's code for the first time: compile a small body a moment
 * after the dev server's first page has been sent instead, while the author reads, so a save costs
 * only its own compile. The terminal says when that is done (tests/e2e-dev waits for the line).
 *
 * After the response (next/server's `after`), not a fixed time after the layout began rendering:
 * creating the highlighter blocks the server's thread for seconds under load, and started 3 s
 * into a first page that took longer than that (a busy machine), it held that page back until it
 * was done (docs/writing.md, The dev server's first page).
 */
export const READY_LINE = 'Live content: ready, a saved file under content/ is served at the next request';
function warmCompiler() {
  // Once per process: the dev server evaluates this module once per layout.
  const flags = globalThis as unknown as Record<symbol, boolean>;
  const once = Symbol.for('inkstone.live.warm-up');
  if (flags[once]) return;
  flags[once] = true;
  // The page's own requests (its scripts, the revision stream) come first.
  after(() => setTimeout(() => {
    const started = performance.now();
    compileMdxUncached('## Warm-up\n\n```js\nconst warm = true;\n```\n', 'live-content-warm-up.mdx').then(
      () => console.log(`${READY_LINE} (compiler warmed in ${((performance.now() - started) / 1000).toFixed(1)} s)`),
      (err: Error) => console.error(`Live content: warming the MDX compiler failed: ${err.message}`),
    );
  }, 1_000));
}

/** The revision stream of app/inkstone-dev/content-revision (development only). */
export const CONTENT_REVISION_PATH = '/inkstone-dev/content-revision/';

/**
 * `next dev` only: refreshes the open tab when a file under content/ changes. The router's
 * refresh re-renders the page on the server and keeps scroll position and client state; a page
 * showing a crash screen is reloaded instead, since the error boundary would stay. So is a page
 * showing "not found" once its URL answers again (a broken post fixed, a new one written): the
 * router's not-found boundary keeps its state until the path changes, so a refresh alone left the
 * tab on "not found"; while the URL still answers 404 the refresh updates the problems shown.
 *
 * A new file's URL answers on the first request after the save (the dev server reads the route
 * table of the content's revision: lib/routes/dev-rewrites.ts), so a tab showing "not found" for
 * it needs only the revision's event to load it.
 *
 * Once the stream is open, <html data-live-content="connected"> says so (tests wait for it).
 * An inline script with no imports, so nothing of it reaches a production bundle.
 */
export function LiveContent() {
  warmCompiler();
  const script = `(() => {
  let seen;
  const refresh = () => {
    if (document.querySelector('.error-page') || !window.next?.router) location.reload();
    else if (!document.querySelector('.not-found')) window.next.router.refresh();
    else fetch(location.href, { cache: 'no-store' }).then(
      (res) => (res.ok ? location.reload() : window.next.router.refresh()),
      () => {},
    );
  };
  const events = new EventSource(${JSON.stringify(site.basePath + CONTENT_REVISION_PATH)});
  events.onmessage = (e) => {
    document.documentElement.setAttribute('data-live-content', 'connected');
    if (seen !== undefined && e.data !== seen) refresh();
    seen = e.data;
  };
})();`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
