import Link from '@/components/ui/Link';
import type { Sidebar, SidebarItem } from '@/lib/content/docs-sidebars';
import { containsHref } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { SidebarBehaviour } from './SidebarBehaviour.client';

function href(locale: Locale, h: string) {
  return h.startsWith('/') ? localePath(locale, h) : h;
}

function Item({ item, active, locale, toggleLabel }: { item: SidebarItem; active: string; locale: Locale; toggleLabel: (label: string) => string }) {
  if (item.type === 'link') {
    if (item.unlisted && item.href !== active) return null;
    const current = item.href === active;
    return (
      <li className="menu-item">
        <Link className={`menu-link${current ? ' active' : ''}`} href={href(locale, item.href)} aria-current={current ? 'page' : undefined}>
          <span lang={item.lang && item.lang !== locale ? item.lang : undefined}>{item.label}</span>
          <ChineseBadge lang={item.lang} locale={locale} />
        </Link>
      </li>
    );
  }
  const current = item.href === active;
  const trail = containsHref(item, active);
  const open = !item.collapsed || trail;
  // A category with its own page is a link plus a separate toggle: no link inside <summary>.
  return (
    <li className={`menu-item menu-category${item.href ? ' has-link' : ''}`}>
      {item.href && (
        <Link className={`menu-link menu-category-link${current ? ' active' : ''}${trail ? ' active-trail' : ''}`} href={href(locale, item.href)} aria-current={current ? 'page' : undefined}>
          {item.label}
        </Link>
      )}
      <details open={open}>
        <summary className={`menu-summary${trail ? ' active-trail' : ''}`} aria-label={item.href ? toggleLabel(item.label) : undefined}>
          {!item.href && <span className="menu-link">{item.label}</span>}
          <span className="menu-caret" aria-hidden="true" />
        </summary>
        <ul className="menu-list">
          {item.items.map((child, i) => <Item key={i} item={child} active={active} locale={locale} toggleLabel={toggleLabel} />)}
        </ul>
      </details>
    </li>
  );
}

/** The docs sidebar: categories are native <details> (they work without JS; animated with it), the active item is aria-current. */
export function DocSidebar({ sidebar, active, locale }: { sidebar: Sidebar; active: string; locale: Locale }) {
  const t = getT(locale);
  const toggleLabel = (label: string) => t('docs.toggleCategory', { label });
  return (
    <nav className="docs-menu" aria-label={t('docs.sidebar')}>
      <ul className="menu-list">
        {sidebar.root && <Item item={sidebar.root} active={active} locale={locale} toggleLabel={toggleLabel} />}
        {sidebar.items.map((item, i) => <Item key={i} item={item} active={active} locale={locale} toggleLabel={toggleLabel} />)}
      </ul>
      <SidebarBehaviour />
    </nav>
  );
}
