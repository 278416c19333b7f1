/**
 * After a deploy, a page loaded before it still names the old build's chunks, which the new build
 * no longer has: a lazy chunk (the search dialog, the engine, the zoom) fails to load. One full
 * reload brings the new build. A marker in sessionStorage, the build the reload was for, keeps
 * it to one reload a build (a server still sending the old page would otherwise loop), and there
 * is no reload offline: the page cannot come, the caller shows its error state.
 */

const MARKER = 'reloaded-for-build';

let build: string | undefined;

/**
 * The build id a payload script states, as Next writes it (`,\"b\":\"<id>\"}\n` in a JSON string)
 * or as the post-build leaves it (`,"b":"<id>"}` and a newline in a template literal,
 * scripts/lib/inline-payload.ts).
 */
export const buildIdOf = (script: string) => /,\\?"b\\?":\\?"([\w-]+)\\?"\}(?:\\n|\n)/.exec(script)?.[1];

/**
 * This page's build id, as the router payload inlined in the HTML states it (`…,"b":"<id>"}` ending
 * row 0 of `self.__next_f`; Next empties that array once it has read it, the script elements stay).
 * Read once the document is parsed, before client navigations replace the page's content.
 */
export function currentBuildId(): string | undefined {
  if (build === undefined && typeof document !== 'undefined') {
    for (const script of document.querySelectorAll('script:not([src])')) {
      build = buildIdOf(script.textContent ?? '');
      if (build) break;
    }
  }
  return build;
}
if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => currentBuildId(), { once: true });
  else currentBuildId();
}

/** Reloads the page once for its build; false (and nothing happens) offline or when already done. */
export function reloadForNewBuild({
  storage = sessionStorage,
  online = navigator.onLine,
  reload = () => window.location.reload(),
  build = currentBuildId() ?? window.location.pathname,
}: { storage?: Pick<Storage, 'getItem' | 'setItem'>; online?: boolean; reload?: () => void; build?: string } = {}): boolean {
  try {
    if (!online || storage.getItem(MARKER) === build) return false;
    storage.setItem(MARKER, build);
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * A lazy chunk's import that reloads the page once when the chunk is gone: the promise then stays
 * pending (the page is going away); otherwise it rejects as the import did.
 */
export function lazyChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadForNewBuild()) return new Promise<T>(() => {});
    throw error;
  });
}

/**
 * Attaches a behaviour that lives in a lazy chunk: `load` imports it (a chunk a deploy removed
 * reloads the page once, as lazyChunk), `attach` starts it and returns its cleanup. A chunk that
 * could not come because the connection was lost (a reader gone offline right after the page
 * arrived, before its lazy chunks) is asked for again when the connection returns. Returns what
 * stops it, loaded or not: an effect's cleanup (components/blog/TocSpy.client.tsx,
 * components/mdx/MarkdownImages.client.tsx).
 */
export function attachLazily<M>(load: () => Promise<M>, attach: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  let retry: (() => void) | undefined;
  const start = () =>
    lazyChunk(load).then(
      (module) => {
        if (!cancelled) stop = attach(module);
      },
      () => {
        if (cancelled || navigator.onLine) return;
        retry = () => ((retry = undefined), start());
        window.addEventListener('online', retry, { once: true });
      },
    );
  start();
  return () => {
    cancelled = true;
    if (retry) window.removeEventListener('online', retry);
    stop?.();
  };
}
