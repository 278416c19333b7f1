import { menuFileUrl, menuItems, menuLink } from '@/lib/content/docs-menu';
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
  return (
    <DocSidebarMenu
      root={(sidebar.root && menuLink(sidebar.root, active, locale)) ?? undefined}
      items={menuItems(sidebar.items, active, locale)}
      src={menuFileUrl(sidebar, locale)}
      active={active}
      locale={locale}
      labels={{ sidebar: t('docs.sidebar'), toggle: t('docs.toggleCategory', { label: '{label}' }), ...(zh && { zh }) }}
    />
  );
}
