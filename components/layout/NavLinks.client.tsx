'use client';
import { Dropdown } from './Dropdown.client';
import { NavLink } from './NavLink.client';
import type { ResolvedItem, ResolvedLink } from './nav-items';
import { OfflineSave } from '@/components/offline/OfflineSave.client';
import type { OfflineTexts } from '@/components/offline/OfflinePanel.client';
import type { Locale } from '@/lib/i18n/locales';

/** 'Save for offline reading': last in the drawer and in the bar's last menu (More). */
type Offline = { locale: Locale; texts: OfflineTexts };

function Item({ link, className }: { link: ResolvedLink; className: string }) {
  return (
    <li>
      <NavLink href={link.href} match={link.match} except={link.except} also={link.also} className={className}>{link.label}</NavLink>
    </li>
  );
}

/**
 * The navbar's links, in the drawer (`mobile`: one flat list) or the bar (`desktop`: dropdowns for
 * groups). Both are rendered from the same item data, which the Navbar passes as one array: every
 * page's RSC payload then carries the navigation once, as data, instead of two element trees.
 */
export function NavLinks({ items, variant, offline }: { items: ResolvedItem[]; variant: 'mobile' | 'desktop'; offline?: Offline }) {
  if (variant === 'mobile') {
    return (
      <ul className="mobile-menu-list">
        {items.flatMap((item) => ('items' in item ? item.items : [item])).map((l) => <Item key={l.href} link={l} className="mobile-menu-link" />)}
        {offline && (
          <li>
            <OfflineSave {...offline} className="mobile-menu-link offline-save" />
          </li>
        )}
      </ul>
    );
  }
  const lastGroup = items.findLastIndex((item) => 'items' in item);
  return (
    <ul className="navbar-items">
      {items.map((item, i) =>
        'items' in item ? (
          <li key={item.label}>
            <Dropdown label={item.label} activeFor={item.items}>
              {item.items.map((l) => <Item key={l.href} link={l} className="dropdown-link" />)}
              {offline && i === lastGroup && (
                <li>
                  <OfflineSave {...offline} className="dropdown-link offline-save" />
                </li>
              )}
            </Dropdown>
          </li>
        ) : (
          <Item key={item.href} link={item} className="navbar-link" />
        ),
      )}
    </ul>
  );
}
