import type { Locale } from './locales';

const HAN = /\p{Script=Han}/u;

/**
 * The `lang` of a name or title that is the same in every locale (a project's title, a friend's
 * name): `zh-CN` when it is written in Chinese and the page is not, so a screen reader reads it
 * with a Chinese voice and the CJK font stack applies; otherwise none (it is the page's language).
 */
export function textLang(text: string, locale: Locale): 'zh-CN' | undefined {
  return locale !== 'zh-CN' && HAN.test(text) ? 'zh-CN' : undefined;
}
