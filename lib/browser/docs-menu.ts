import type { Locale } from '@/lib/i18n/locales';
import { currentConnection, skipPrefetch } from './connection';

/**
 * The docs sidebar as data, kept small because every docs page's RSC payload carries it: a link
 * is a tuple of its label, its locale-free path (or external URL) and the language of its title
 * when that is not the page's; a category has only the flags that are true.
 */
export type MenuLink = [label: string, href: string, lang?: Locale];
/**
 * `items` is absent for a closed category off the page's trail: the sidebar's menu file has them,
 * under the category's page (`href`) or, for one without a page, under its place in the sidebar
 * (`key`).
 */
export type MenuCategory = { label: string; href?: string; open?: true; trail?: true; items?: MenuItem[]; key?: string };
export type MenuItem = MenuLink | MenuCategory;

/** A docs sidebar's menu file: the items of each category, by its page's path or else its `key`. */
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
