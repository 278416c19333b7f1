import type { MenuItem } from '@/components/docs/DocSidebarMenu.client';
import { currentConnection, skipPrefetch } from './connection';

/** A docs sidebar's menu file: the items of each category with a page, by that page's path. */
export type MenuFileData = Record<string, MenuItem[]>;

/**
 * Where the menu files are served, under each locale's prefix: `docs-menu/<sidebar>.<hash>.json`,
 * the hash (10 hex digits) taken from the content, so a file's URL never changes what it holds.
 */
export const MENU_DIR = 'docs-menu';
export const MENU_FILE = /\/docs-menu\/[^/]+\.[0-9a-f]{10}\.json$/;

const menus = new Map<string, Promise<MenuFileData>>();

/**
 * The menu file at `src` (lib/content/docs-menu.ts), fetched once per page load and shared by
 * every sidebar on the page (the desktop one and the drawer's). Once failed it stays failed for
 * the page: a category then opens its own page instead.
 */
export function loadMenu(src: string): Promise<MenuFileData> {
  let menu = menus.get(src);
  if (!menu) {
    menu = fetch(src).then((r) => (r.ok ? r.json() : Promise.reject(r.status)));
    menus.set(src, menu);
  }
  return menu;
}

/** The reader reaches for the sidebar: load its menu file, unless data saver or 2g says not to. */
export function preloadMenu(src: string): void {
  if (!skipPrefetch(currentConnection())) loadMenu(src).catch(() => {});
}
