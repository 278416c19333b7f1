import { createHash } from 'node:crypto';
import { MENU_DIR, type MenuFileData, type MenuItem, type MenuLink } from '@/lib/browser/docs-menu';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';
import { containsHref, type Sidebar, type SidebarCategory, type SidebarItem, type SidebarLink } from './docs-sidebars';

/**
 * The docs sidebar as the compact data its client component renders. A page carries the
 * categories on its active trail, open ones and the labels of the rest; the items of a closed
 * category that has its own page live in the sidebar's menu file (one per sidebar and locale,
 * shared by every page and fetched when the reader reaches for the sidebar), so a page does not
 * grow with every doc of the site.
 */

/** A link as the menu's tuple; null when it is unlisted and not the page shown. */
export function menuLink(item: SidebarLink, active: string, locale: Locale): MenuLink | null {
  if (item.unlisted && item.href !== active) return null;
  // The title's language only when it is not the page's.
  return item.lang && item.lang !== locale ? [item.label, item.href, item.lang] : [item.label, item.href];
}

/**
 * The items of a page's menu. A closed category off the page's trail leaves out its items: one with
 * a page of its own by its page's path (without JavaScript that page lists them), one without by
 * `key`, its place in the sidebar, when `root` is given (without JavaScript the sidebar's root
 * page, which carries every such category's items, lists them). Without `root` a category with
 * no page keeps its items: the sidebar's root page itself, and the entries of the menu file.
 */
export function menuItems(items: SidebarItem[], active: string, locale: Locale, root?: string, at = ''): MenuItem[] {
  return items.flatMap((item, i): MenuItem[] => {
    if (item.type === 'link') {
      const l = menuLink(item, active, locale);
      return l ? [l] : [];
    }
    const key = `${at}${at && '.'}${i}`;
    const trail = containsHref(item, active);
    const open = !item.collapsed || trail;
    const keep = open || (!item.href && !root);
    return [{
      label: item.label,
      ...(item.href && { href: item.href }),
      ...(open && { open: true as const }),
      ...(trail && { trail: true as const }),
      ...(keep ? { items: menuItems(item.items, active, locale, root, key) } : !item.href && { key }),
    }];
  });
}

/** Whether a page's menu left out the items of some category (then it needs the menu file). */
export function leavesOut(items: MenuItem[]): boolean {
  return items.some((i) => !Array.isArray(i) && (!i.items || leavesOut(i.items)));
}

/** Every category of a sidebar with its place in it (the `key` of menuItems). */
function* placedCategories(items: SidebarItem[], at = ''): Generator<[string, SidebarCategory]> {
  for (const [i, item] of items.entries()) {
    if (item.type !== 'category') continue;
    const key = `${at}${at && '.'}${i}`;
    yield [key, item];
    yield* placedCategories(item.items, key);
  }
}

const files = new Map<Locale, WeakMap<Sidebar, { name: string; body: string }>>();

/** A sidebar's menu file in one locale: its name (with a hash of its content) and its JSON. */
export function menuFile(sidebar: Sidebar, locale: Locale): { name: string; body: string } {
  if (!files.has(locale)) files.set(locale, new WeakMap());
  let file = files.get(locale)!.get(sidebar);
  if (!file) {
    const data: MenuFileData = {};
    // No page is active: every category in the file is off the trail of the page that asks. A
    // category without a page is found by its place in the sidebar.
    for (const [key, c] of placedCategories(sidebar.items)) data[c.href ?? key] = menuItems(c.items, '', locale);
    const body = JSON.stringify(data);
    const hash = createHash('sha1').update(body).digest('hex').slice(0, 10);
    file = { name: `${sidebar.name}.${hash}.json`, body };
    files.get(locale)!.set(sidebar, file);
  }
  return file;
}

/**
 * The URL of a sidebar's menu file (served by the route handlers under app/).
 */
export function menuFileUrl(sidebar: Sidebar, locale: Locale): string {
  return withBasePath(localePath(locale, `/${MENU_DIR}/${menuFile(sidebar, locale).name}`));
}
