import type { Locale } from '@/lib/i18n/locales';
import { siteData } from './site-data';

/**
 * A tag's label as `locale` shows it: on English pages a Chinese tag gets its English name from
 * content/data/tag-labels.json (its URL keeps the Chinese slug); every other label is shown as written.
 */
export function tagLabel(label: string, locale: Locale): string {
  return locale === 'en' ? (siteData().tagLabels[label] ?? label) : label;
}

/** Tags that have Chinese in their label and no English one in tag-labels.json (an English page would show Chinese). */
export function tagsWithoutEnglishLabel(labels: Iterable<string>): string[] {
  return [...new Set(labels)].filter((l) => /\p{Script=Han}/u.test(tagLabel(l, 'en'))).sort();
}
