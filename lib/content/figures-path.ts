/**
 * Where the images beside posts and notes are published (lib/content/figures.ts): a module of its
 * own, without imports, so the post-build's host files (scripts/lib/host-files.ts) can name it.
 */
export const FIGURES_PATH = '/figures';
