/**
 * Where the images beside posts and notes are published (lib/content/figures.ts), and which files
 * they may be: a module of its own, without imports, so the post-build's host files
 * (scripts/lib/host-files.ts) and the MDX content policy can name them.
 */
export const FIGURES_PATH = '/figures';

/** What an image beside the MDX may be. */
export const FIGURE_FILE = /\.(png|jpe?g|gif|webp|svg)$/i;
