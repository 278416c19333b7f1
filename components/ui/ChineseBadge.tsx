import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { ZhBadgeFor } from './ZhBadge';

/**
 * The '中文' badge's labels in a locale that shows it, for client lists that render ZhBadge
 * themselves; undefined where no badge is shown.
 */
export function chineseBadgeLabels(locale: Locale): { label: string; title: string } | undefined {
  if (locale !== 'en') return undefined;
  const t = getT(locale);
  return { label: t('common.inChinese'), title: t('common.inChineseTitle') };
}

/**
 * '中文' after an entry's title in an English list when the entry's body is Chinese (no English
 * translation exists). Nothing in the zh-CN locale. The visible word is marked `lang="zh-CN"`; its
 * meaning is spelled out in English (the badge itself is `lang="en"`, it often sits inside a
 * Chinese title) for screen readers and as a tooltip.
 */
export function ChineseBadge({ lang, locale }: { lang?: string; locale: Locale }) {
  return <ZhBadgeFor lang={lang} labels={chineseBadgeLabels(locale)} />;
}
