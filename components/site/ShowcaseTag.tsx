import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { Tooltip } from './Tooltip.client';

/** A showcase tag in its colour, with its description in a tooltip. */
export function ShowcaseTag({ tagKey, locale }: { tagKey: keyof ReturnType<typeof siteData>['showcaseTags']; locale: Locale }) {
  const tag = siteData().showcaseTags[tagKey];
  return (
    <Tooltip text={tag.description[locale]}>
      <span className="showcase-tag" tabIndex={0}>
        <span className="showcase-tag-dot" style={{ backgroundColor: tag.color }} aria-hidden="true" />
        {tag.label[locale]}
      </span>
    </Tooltip>
  );
}
