import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import enSearch from '@/messages/search/en.json';
import zhCN from '@/messages/zh-CN.json';
import zhCNSearch from '@/messages/search/zh-CN.json';
import type { Locale } from './locales';

/**
 * The search texts live in their own files (messages/search/): the search dialog's chunk, loaded
 * on intent, imports them (lib/search/labels.ts), so no page's RSC payload carries them.
 */
const catalogue = { 'zh-CN': { ...zhCN, search: zhCNSearch }, en: { ...en, search: enSearch } };

/** zh-CN defines the shape; the English files must match it (a missing key is a type error). */
export type Messages = (typeof catalogue)['zh-CN'];
const english: Messages = catalogue.en;

export const messages: Record<Locale, Messages> = { 'zh-CN': catalogue['zh-CN'], en: english };

const translator = (locale: Locale) => createTranslator({ locale, messages: messages[locale] });
export type T = ReturnType<typeof translator>;

/**
 * Translators, one per locale and process: a translator keeps the messages it has parsed and the
 * Intl formatters it made, which a new one per component made again on every page of the build.
 */
const translators: Partial<Record<Locale, T>> = {};

/** A translator for server components: `t('nav.blog')`. */
export function getT(locale: Locale): T {
  return (translators[locale] ??= translator(locale));
}
