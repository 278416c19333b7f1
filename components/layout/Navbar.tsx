import Link from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { getT, messages } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { site } from '@/lib/site/config';
import { ColorModeToggle } from './ColorModeToggle.client';
import { LocaleMenu } from './LocaleMenu.client';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu.client';
import { NavLinks } from './NavLinks.client';
import { ProfileCard } from '@/components/site/ProfileCard';
import { navItems } from './nav-items';
import { SearchButton } from '@/components/search/SearchButton.client';
import { searchSetup } from '@/lib/search/setup';

/** The site's navbar; `secondaryMenu: false` leaves out the drawer's slot for a page's own menu (MobileMenu). */
export function Navbar({ locale, secondaryMenu = true }: { locale: Locale; secondaryMenu?: boolean }) {
  const t = getT(locale);
  const items = navItems(locale);
  // 'Save for offline reading', last in the drawer and the More menu: markup only; lib/sw/register.ts
  // opens the panel on a click of [data-offline-panel], and data-menu-close closes the drawer first.
  const offline = (
    <li>
      <button type="button" className="offline-save" data-offline-panel="" data-menu-close="" aria-haspopup="dialog">
        {messages[locale].offline.control.save}
      </button>
    </li>
  );
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={t('nav.mainNavigation')}>
        <MobileMenu labels={{ menu: t('nav.menu'), open: t('nav.openMenu'), close: t('nav.closeMenu'), back: t('nav.backToMainMenu') }} secondary={secondaryMenu}>
          <NavLinks items={items} variant="mobile" offline={offline} />
          <ProfileCard locale={locale} compact landmark={false} />
        </MobileMenu>
        <Link className="navbar-brand" href={localePath(locale, '/')}>
          <Logo />
          <span className="navbar-title">{site.title}</span>
        </Link>
        <NavLinks items={items} variant="desktop" offline={offline} />
        <div className="navbar-end">
          <SearchButton setup={searchSetup(locale)} />
          <LocaleMenu locale={locale} label={t('nav.language')} />
          <ColorModeToggle labels={{ light: t('theme.light'), dark: t('theme.dark'), toggle: t.raw('theme.toggle') as string }} />
        </div>
      </nav>
    </header>
  );
}
