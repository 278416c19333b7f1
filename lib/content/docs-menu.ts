import { createHash } from 'node:crypto';
import { MENU_DIR, type MenuFileData, type MenuItem, type MenuLink } from '@/lib/browser/docs-menu';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';
import { allCategories, containsHref, type Sidebar, type SidebarItem, type SidebarLink } from './docs-sidebars';

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

/** The items of a page's menu; a closed category with a page of its own leaves out its items. */
export function menuItems(items: SidebarItem[], active: string, locale: Locale): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.type === 'link') {
      const l = menuLink(item, active, locale);
      return l ? [l] : [];
    }
    const trail = containsHref(item, active);
    const open = !item.collapsed || trail;
    return [{
      label: item.label,
      ...(item.href && { href: item.href }),
      ...(open && { open: true as const }),
      ...(trail && { trail: true as const }),
      // Without a page of its own a category must open without JavaScript: its items stay.
      ...((open || !item.href) && { items: menuItems(item.items, active, locale) }),
    }];
  });
}

const files = new Map<Locale, WeakMap<Sidebar, { name: string; body: string }>>();

/** A sidebar's menu file in one locale: its name (with a hash of its content) and its JSON. */
export function menuFile(sidebar: Sidebar, locale: Locale): { name: string; body: string } {
  if (!files.has(locale)) files.set(locale, new WeakMap());
  let file = files.get(locale)!.get(sidebar);
  if (!file) {
    const data: MenuFileData = {};
    // No page is active: every category in the file is off the trail of the page that asks.
    for (const c of allCategories(sidebar.items)) if (c.href) data[c.href] = menuItems(c.items, '', locale);
    const body = JSON.stringify(data);
    const hash = createHash('sha1').update(body).digest('hex').slice(0, 10);
    file = { name: `${sidebar.name}.${hash}.json`, body };
    files.get(locale)!.set(sidebar, file);
  }
  return file;
}

/**
 * The URL of a sidebar's menu file (served by the route handlers under app/); none when every
 * category of the sidebar travels with the page, so there is nothing to fetch.
 */
export function menuFileUrl(sidebar: Sidebar, locale: Locale): string | undefined {
  const file = menuFile(sidebar, locale);
  return file.body === '{}' ? undefined : withBasePath(localePath(locale, `/${MENU_DIR}/${file.name}`));
}
