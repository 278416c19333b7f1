/** Under `next dev`: content is read again when it changes, and drafts are shown (lib/content/live.ts). */
export const LIVE = process.env.NODE_ENV === 'development';

/**
 * One value per process under `next dev`, whichever module instance asks; a new one per call
 * otherwise. The dev server evaluates a module once per instance that bundles it (a route's page,
 * its layouts and its metadata are separate instances in one process), so the live content's
 * memos, revision, problems and per-file caches live here once, and a save is read once.
 */
export function shared<T>(name: string, init: () => T): T {
  if (!LIVE) return init();
  const store = globalThis as unknown as Record<symbol, T>;
  return (store[Symbol.for(`inkstone.live.${name}`)] ??= init());
}
