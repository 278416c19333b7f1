import type { CSSProperties } from 'react';
import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { tagDotStyle } from '@/lib/site/contrast';
import { Tooltip } from './Tooltip.client';

type TagKey = keyof ReturnType<typeof siteData>['showcaseTags'];

/**
 * A showcase tag in its colour, with its description in a tooltip. Only the first tag of a card
 * is a tab stop (`first`); the arrow keys move between the others (Tooltip).
 */
export function ShowcaseTag({ tagKey, locale, first = true }: { tagKey: TagKey; locale: Locale; first?: boolean }) {
  const tag = siteData().showcaseTags[tagKey];
  return (
    <Tooltip text={tag.description[locale]} className="showcase-tag" tabIndex={first ? 0 : -1}>
      <span className="showcase-tag-dot" style={tagDotStyle(tag.color) as CSSProperties} aria-hidden="true" />
      {tag.label[locale]}
    </Tooltip>
  );
}
