import type { Locale } from '@/lib/i18n/locales';

/**
 * One formatter per locale: a build formats the dates of every list, post, card and feed, and
 * creating an `Intl.DateTimeFormat` costs about as much as formatting with it many times over.
 */
const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A post date as readers of the locale write it, e.g. "2024年7月21日" / "July 21, 2024". */
export function formatDate(date: Date, locale: Locale): string {
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}

/** The same for an ISO day, YYYY-MM-DD. */
export function formatDay(iso: string, locale: Locale): string {
  return formatDate(new Date(`${iso}T00:00:00Z`), locale);
}
