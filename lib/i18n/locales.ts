/** The site's locales, declared once. zh-CN is the default and lives at the root. */
export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';

export const localeConfig = {
  'zh-CN': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: '', ogLocale: 'zh_CN' },
  en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', ogLocale: 'en_US' },
} as const satisfies Record<Locale, {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
  ogLocale: string;
}>;

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
