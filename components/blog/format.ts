import type { Locale } from '@/lib/i18n/locales';

/** A post date as readers of the locale write it, e.g. "2024年7月21日" / "July 21, 2024". */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The same for an ISO day, YYYY-MM-DD. */
export function formatDay(iso: string, locale: Locale): string {
  return formatDate(new Date(`${iso}T00:00:00Z`), locale);
}
