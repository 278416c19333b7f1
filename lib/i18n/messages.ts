import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import type { Locale } from './locales';

/** zh-CN defines the shape; the English file must match it (a missing key is a type error). */
export type Messages = typeof zhCN;
const english: Messages = en;

export const messages: Record<Locale, Messages> = { 'zh-CN': zhCN, en: english };

/** A translator for server components: `t('nav.blog')`. */
export function getT(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale] });
}
export type T = ReturnType<typeof getT>;
