import Link from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { site } from '@/lib/site/config';
import { ColorModeToggle } from './ColorModeToggle.client';
import { Dropdown } from './Dropdown.client';
import { LocaleMenu } from './LocaleMenu.client';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu.client';
import { NavLink } from './NavLink.client';
import { ProfileCard } from '@/components/site/ProfileCard';
import { navItems } from './nav-items';
import { SearchButton } from '@/components/search/SearchButton.client';
import { searchSetup } from '@/lib/search/setup';

export function Navbar({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const items = navItems(locale);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={t('nav.mainNavigation')}>
        <MobileMenu labels={{ menu: t('nav.menu'), open: t('nav.openMenu'), close: t('nav.closeMenu'), back: t('nav.backToMainMenu') }}>
          <ul className="mobile-menu-list">
            {items.flatMap((item) =>
              'items' in item
                ? item.items.map((l) => (
                    <li key={l.href}>
                      <NavLink href={l.href} match={l.match} except={l.except} also={l.also} className="mobile-menu-link">{l.label}</NavLink>
                    </li>
                  ))
                : [
                    <li key={item.href}>
                      <NavLink href={item.href} match={item.match} except={item.except} also={item.also} className="mobile-menu-link">{item.label}</NavLink>
                    </li>,
                  ],
            )}
          </ul>
          <ProfileCard locale={locale} compact />
        </MobileMenu>
        <Link className="navbar-brand" href={localePath(locale, '/')}>
          <Logo />
          <span className="navbar-title">{site.title}</span>
        </Link>
        <ul className="navbar-items">
          {items.map((item) =>
            'items' in item ? (
              <li key={item.label}>
                <Dropdown label={item.label} activeFor={item.items}>
                  {item.items.map((l) => (
                    <li key={l.href}>
                      <NavLink href={l.href} match={l.match} except={l.except} also={l.also} className="dropdown-link">{l.label}</NavLink>
                    </li>
                  ))}
                </Dropdown>
              </li>
            ) : (
              <li key={item.href}>
                <NavLink href={item.href} match={item.match} except={item.except} also={item.also} className="navbar-link">{item.label}</NavLink>
              </li>
            ),
          )}
        </ul>
        <div className="navbar-end">
          <SearchButton setup={searchSetup(locale)} />
          <LocaleMenu locale={locale} label={t('nav.language')} />
          <ColorModeToggle labels={{ light: t('theme.light'), dark: t('theme.dark'), toggle: t.raw('theme.toggle') as string }} />
        </div>
      </nav>
    </header>
  );
}
