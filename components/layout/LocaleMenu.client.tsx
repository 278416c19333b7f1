'use client';
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
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="m12.87 15.07-2.54-2.51.03-.03A17.5 17.5 0 0 0 14.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z" />
          </svg>
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
