import { formatDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/** 'Last updated on {date}' from git or front matter `last_update`; nothing when neither is known. */
export function LastUpdated({ date, locale }: { date?: string; locale: Locale }) {
  if (!date) return null;
  return (
    <p className="last-updated">
      {getT(locale).rich('docs.lastUpdated', {
        date: formatDay(date, locale),
        time: (chunks) => <time dateTime={date}>{chunks}</time>,
      })}
    </p>
  );
}
