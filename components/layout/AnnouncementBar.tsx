import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { site } from '@/lib/site/config';
import { AnnouncementClose } from './AnnouncementClose.client';

/** Shown until closed; hidden before paint by the boot script when this id was dismissed. */
export function AnnouncementBar({ locale }: { locale: Locale }) {
  const bar = site.announcement;
  if (!bar) return null;
  return (
    <div
      className="announcement"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <p className="announcement-content">{bar.content[locale]}</p>
      {bar.isCloseable && <AnnouncementClose id={bar.id} label={getT(locale)('announcement.close')} />}
    </div>
  );
}
