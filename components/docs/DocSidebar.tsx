import { leavesOut, menuFileUrl, menuItems, menuLink } from '@/lib/content/docs-menu';
import type { Sidebar } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { chineseBadgeLabels } from '@/components/ui/ChineseBadge';
import { DocSidebarMenu } from './DocSidebarMenu.client';

/**
 * The docs sidebar. Rendered by a client component from compact data: as server-rendered
 * elements every row cost the payload of every docs page some 170 bytes for 30 bytes of data.
 */
export function DocSidebar({ sidebar, active, locale }: { sidebar: Sidebar; active: string; locale: Locale }) {
  const t = getT(locale);
  const zh = chineseBadgeLabels(locale);
  // On the sidebar's root page every category without a page of its own carries its items (a
  // reader without JavaScript opens them there); elsewhere a closed one points there instead.
  const root = sidebar.root && sidebar.root.href !== active ? sidebar.root.href : undefined;
  const items = menuItems(sidebar.items, active, locale, root);
  return (
    <DocSidebarMenu
      root={(sidebar.root && menuLink(sidebar.root, active, locale)) ?? undefined}
      items={items}
      src={leavesOut(items) ? menuFileUrl(sidebar, locale) : undefined}
      active={active}
      locale={locale}
      labels={{ sidebar: t('docs.sidebar'), toggle: t('docs.toggleCategory', { label: '{label}' }), ...(zh && { zh }) }}
    />
  );
}
