'use client';
import { Icon } from '@/components/ui/Icon';
import { usePathname } from 'next/navigation';
import { localeConfig, locales, type Locale } from '@/lib/i18n/locales';
import { switchLocaleHref } from '@/lib/routes/paths';
import { Dropdown } from './Dropdown.client';
import { LocaleLink } from './LocaleLink.client';

export function LocaleMenu({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <Dropdown
      align="right"
      className="locale-menu"
      label={
        <>
          <Icon name="translate" size={18} />
          <span className="sr-only">{label}: </span>
          <span className="locale-label">{localeConfig[locale].label}</span>
        </>
      }
    >
      {locales.map((l) => (
        <li key={l}>
          <LocaleLink href={switchLocaleHref(pathname, l)} target={l} current={l === locale}>
            {localeConfig[l].label}
          </LocaleLink>
        </li>
      ))}
    </Dropdown>
  );
}
