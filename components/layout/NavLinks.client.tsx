'use client';
import { Dropdown } from './Dropdown.client';
import { NavLink } from './NavLink.client';
import type { ReactNode } from 'react';
import type { ResolvedItem, ResolvedLink } from './nav-items';
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
export function NavLinks({ items, variant, offline }: { items: ResolvedItem[]; variant: 'mobile' | 'desktop'; offline?: ReactNode }) {
  if (variant === 'mobile') {
    return (
      <ul className="mobile-menu-list">
        {items.flatMap((item) => ('items' in item ? item.items : [item])).map((l) => <Item key={l.href} link={l} className="mobile-menu-link" />)}
        {offline}
      </ul>
    );
  }
  return (
    <ul className="navbar-items">
      {items.map((item) =>
        'items' in item ? (
          <li key={item.label}>
            <Dropdown label={item.label} activeFor={item.items}>
              {item.items.map((l) => <Item key={l.href} link={l} className="dropdown-link" />)}
              {item === items.at(-1) && offline}
            </Dropdown>
          </li>
        ) : (
          <Item key={item.href} link={item} className="navbar-link" />
        ),
      )}
    </ul>
  );
}
