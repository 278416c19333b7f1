import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { ZhBadge } from './ZhBadge';

/**
 * '中文' after an entry's title in an English list when the entry's body is Chinese (no English
 * translation exists). Nothing in the zh-CN locale. The visible word is marked `lang="zh-CN"`; its
 * meaning is spelled out in English (the badge itself is `lang="en"`, it often sits inside a
 * Chinese title) for screen readers and as a tooltip.
 */
export function ChineseBadge({ lang, locale }: { lang?: string; locale: Locale }) {
  if (locale !== 'en' || lang !== 'zh-CN') return null;
  const t = getT(locale);
  return <ZhBadge label={t('common.inChinese')} title={t('common.inChineseTitle')} />;
}
