'use client';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import Link from '@/components/ui/Link';
import { ZhBadgeFor } from '@/components/ui/ZhBadge';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { SidebarBehaviour } from './SidebarBehaviour.client';

/**
 * The docs sidebar as data, kept small because every docs page's RSC payload carries it: a link
 * is a tuple of its label, its locale-free path (or external URL) and the language of its title
 * when that is not the page's; a category has only the flags that are true.
 */
export type MenuLink = [label: string, href: string, lang?: Locale];
export type MenuCategory = { label: string; href?: string; open?: true; trail?: true; items: MenuItem[] };
export type MenuItem = MenuLink | MenuCategory;

export type MenuLabels = {
  /** The nav's aria-label. */
  sidebar: string;
  /** A category toggle's aria-label, `{label}` standing for the category's label. */
  toggle: string;
  /** The '中文' badge's labels; only where the badge is shown (English pages). */
  zh?: { label: string; title: string };
};

type Ctx = { active: string; locale: Locale; labels: MenuLabels };

function href(locale: Locale, h: string) {
  return h.startsWith('/') ? localePath(locale, h) : h;
}

function Item({ item, ctx }: { item: MenuItem; ctx: Ctx }) {
  const { active, locale, labels } = ctx;
  if (Array.isArray(item)) {
    const [label, to, lang] = item;
    const current = to === active;
    return (
      <li className="menu-item">
        <Link className={`menu-link${current ? ' active' : ''}`} href={href(locale, to)} aria-current={current ? 'page' : undefined}>
          <span lang={lang}>{label}</span>
          <ZhBadgeFor lang={lang} labels={labels.zh} />
        </Link>
      </li>
    );
  }
  return <Category item={item} ctx={ctx} />;
}

/**
 * A category. A closed one that has its own page renders its items only once it is first opened
 * (then keeps them, so it can animate shut): the sidebar's markup then grows with the categories
 * on the active trail, not with every doc of the sidebar. Without JavaScript the category's page
 * lists the same items; a category without a page always renders them, so its <details> opens
 * without JavaScript too.
 */
function Category({ item, ctx }: { item: MenuCategory; ctx: Ctx }) {
  const { active, locale, labels } = ctx;
  const [opened, setOpened] = useState(false);
  const current = item.href === active;
  const trail = !!item.trail;
  const render = opened || !!item.open || !item.href;
  // A category with its own page is a link plus a separate toggle: no link inside <summary>.
  return (
    <li className={`menu-item menu-category${item.href ? ' has-link' : ''}`}>
      {item.href && (
        <Link className={`menu-link menu-category-link${current ? ' active' : ''}${trail ? ' active-trail' : ''}`} href={href(locale, item.href)} aria-current={current ? 'page' : undefined}>
          {item.label}
        </Link>
      )}
      {/* Opened by any means (a click, a script, find in page): render the items. */}
      <details open={!!item.open} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
        <summary
          className={`menu-summary${trail ? ' active-trail' : ''}`}
          aria-label={item.href ? labels.toggle.replace('{label}', () => item.label) : undefined}
          // Capture phase, before the sidebar's click handler measures the list to animate it.
          onClickCapture={() => {
            if (!render) flushSync(() => setOpened(true));
          }}
        >
          {!item.href && <span className="menu-link">{item.label}</span>}
          <span className="menu-caret" aria-hidden="true" />
        </summary>
        <ul className="menu-list">
          {render && item.items.map((child, i) => <Item key={i} item={child} ctx={ctx} />)}
        </ul>
      </details>
    </li>
  );
}

/** The docs sidebar: categories are native <details> (they work without JS; animated with it), the active item is aria-current. */
export function DocSidebarMenu({ root, items, active, locale, labels }: { root?: MenuLink; items: MenuItem[]; active: string; locale: Locale; labels: MenuLabels }) {
  const ctx: Ctx = { active, locale, labels };
  return (
    <nav className="docs-menu" aria-label={labels.sidebar}>
      <ul className="menu-list">
        {root && <Item item={root} ctx={ctx} />}
        {items.map((item, i) => <Item key={i} item={item} ctx={ctx} />)}
      </ul>
      <SidebarBehaviour />
    </nav>
  );
}
