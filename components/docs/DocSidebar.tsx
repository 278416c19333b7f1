import type { Sidebar, SidebarItem, SidebarLink } from '@/lib/content/docs-sidebars';
import { containsHref } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { chineseBadgeLabels } from '@/components/ui/ChineseBadge';
import { DocSidebarMenu, type MenuItem, type MenuLink } from './DocSidebarMenu.client';

/** A link as the menu's tuple; null when it is unlisted and not the page shown. */
function link(item: SidebarLink, active: string, locale: Locale): MenuLink | null {
  if (item.unlisted && item.href !== active) return null;
  // The title's language only when it is not the page's.
  return item.lang && item.lang !== locale ? [item.label, item.href, item.lang] : [item.label, item.href];
}

function menuItems(items: SidebarItem[], active: string, locale: Locale): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.type === 'link') {
      const l = link(item, active, locale);
      return l ? [l] : [];
    }
    const trail = containsHref(item, active);
    return [{
      label: item.label,
      ...(item.href && { href: item.href }),
      ...((!item.collapsed || trail) && { open: true as const }),
      ...(trail && { trail: true as const }),
      items: menuItems(item.items, active, locale),
    }];
  });
}

/**
 * The docs sidebar. Rendered by a client component from compact data: as server-rendered
 * elements every row cost the payload of every docs page some 170 bytes for 30 bytes of data.
 */
export function DocSidebar({ sidebar, active, locale }: { sidebar: Sidebar; active: string; locale: Locale }) {
  const t = getT(locale);
  const zh = chineseBadgeLabels(locale);
  return (
    <DocSidebarMenu
      root={(sidebar.root && link(sidebar.root, active, locale)) ?? undefined}
      items={menuItems(sidebar.items, active, locale)}
      active={active}
      locale={locale}
      labels={{ sidebar: t('docs.sidebar'), toggle: t('docs.toggleCategory', { label: '{label}' }), ...(zh && { zh }) }}
    />
  );
}
