'use client';
import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { loadMenu, preloadMenu, type MenuCategory, type MenuItem, type MenuLink } from '@/lib/browser/docs-menu';
import { toggleDetails } from '@/lib/browser/collapsible';
import Link from '@/components/ui/Link';
import { ZhBadgeFor } from '@/components/ui/ZhBadge';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { SidebarBehaviour } from './SidebarBehaviour.client';

export type MenuLabels = {
  /** The nav's aria-label. */
  sidebar: string;
  /** A category toggle's aria-label, `{label}` standing for the category's label. */
  toggle: string;
  /** The '中文' badge's labels; only where the badge is shown (English pages). */
  zh?: { label: string; title: string };
};

type Ctx = { active: string; locale: Locale; labels: MenuLabels; src?: string; root?: MenuLink };

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
 * A category. A closed one off the page's trail comes without its items: they come from the
 * sidebar's menu file, fetched when the reader reaches for the sidebar, and are rendered when the
 * category is first opened (then kept, so it can animate shut). The sidebar's markup and data then
 * grow with the active trail, not with every doc of the site. Without JavaScript a category's own
 * page lists the same items; one without a page shows a link to the sidebar's root page instead,
 * where every such category comes with its items.
 */
function Category({ item, ctx }: { item: MenuCategory; ctx: Ctx }) {
  const { active, locale, labels, src, root } = ctx;
  const [fetched, setFetched] = useState<MenuItem[]>();
  // A page's data leaves out only the items of a closed category: whatever items are here are
  // shown (those of an open category, or fetched once opened).
  const items = item.items ?? fetched;
  const current = item.href === active;
  const trail = !!item.trail;

  // Capture phase, before the sidebar's click handler measures the list to animate it open.
  const onSummaryClick = (e: MouseEvent<HTMLElement>) => {
    const details = e.currentTarget.parentElement as HTMLDetailsElement;
    if (details.open || items) return;
    // Items from the menu file (here already if the reader reached for the sidebar): hold the
    // click, then open with them in place. If the file cannot be had (offline, say), the page
    // that lists them opens.
    e.preventDefault();
    e.stopPropagation();
    loadMenu(src!).then(
      (data) => {
        flushSync(() => setFetched(data[item.href ?? item.key!] ?? []));
        // A second click while the file was loading has opened it already.
        if (!details.open) toggleDetails(details);
      },
      () => {
        // The category's own page, or the root page its fallback item links to.
        const to = (item.href ? details.previousElementSibling : details.querySelector('.menu-list a')) as HTMLAnchorElement | null;
        if (to) window.location.assign(to.href);
      },
    );
  };
  // A category with its own page is a link plus a separate toggle: no link inside <summary>.
  return (
    <li className={`menu-item menu-category${item.href ? ' has-link' : ''}`}>
      {item.href && (
        <Link className={`menu-link menu-category-link${current ? ' active' : ''}${trail ? ' active-trail' : ''}`} href={href(locale, item.href)} aria-current={current ? 'page' : undefined}>
          {item.label}
        </Link>
      )}
      <details open={!!item.open}>
        <summary
          className={`menu-summary${trail ? ' active-trail' : ''}`}
          aria-label={item.href ? labels.toggle.replace('{label}', () => item.label) : undefined}
          onClickCapture={onSummaryClick}
        >
          {!item.href && <span className="menu-link">{item.label}</span>}
          <span className="menu-caret" aria-hidden="true" />
        </summary>
        <ul className="menu-list">
          {items ? items.map((child, i) => <Item key={i} item={child} ctx={ctx} />) : !item.href && root && <Item item={root} ctx={ctx} />}
        </ul>
      </details>
    </li>
  );
}

/**
 * The docs sidebar: categories are native <details>, animated with JavaScript (without it a closed
 * category's link leads to its page); the active item is aria-current.
 */
export function DocSidebarMenu({ root, items, src, active, locale, labels }: { root?: MenuLink; items: MenuItem[]; src?: string; active: string; locale: Locale; labels: MenuLabels }) {
  const ctx: Ctx = { active, locale, labels, src, root };
  // Reaching for the sidebar (a pointer, a touch or focus) loads its menu file, so a closed
  // category opens at once.
  const preload = () => src && preloadMenu(src);
  return (
    <nav className="docs-menu" aria-label={labels.sidebar} onPointerEnter={preload} onFocus={preload}>
      <ul className="menu-list">
        {root && <Item item={root} ctx={ctx} />}
        {items.map((item, i) => <Item key={i} item={item} ctx={ctx} />)}
      </ul>
      <SidebarBehaviour />
    </nav>
  );
}
