import { describe, expect, it } from 'vitest';
import { bootScript } from '@/components/layout/boot-script';
import { LOCALE_HINT_ATTR, localeHint, type LocaleHintInput } from '@/lib/i18n/locale-hint';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const reader = (over: Partial<LocaleHintInput>): LocaleHintInput => ({
  current: 'zh-CN',
  languages: ['en-US', 'en'],
  chosen: null,
  dismissed: false,
  userAgent: CHROME,
  ...over,
});

describe('localeHint', () => {
  it('offers the other locale when the browser prefers it', () => {
    expect(localeHint(reader({}))).toBe('en');
    expect(localeHint(reader({ current: 'en', languages: ['zh-CN', 'en'] }))).toBe('zh-CN');
    expect(localeHint(reader({ current: 'en', languages: ['zh-TW'] }))).toBe('zh-CN');
    expect(localeHint(reader({ current: 'en', languages: ['zh'] }))).toBe('zh-CN');
  });

  it('reads the languages in order, skipping ones the site does not have', () => {
    expect(localeHint(reader({ languages: ['fr-FR', 'de', 'en-GB', 'zh-CN'] }))).toBe('en');
    expect(localeHint(reader({ languages: ['fr-FR', 'zh-CN', 'en'] }))).toBeNull();
    expect(localeHint(reader({ languages: ['fr', 'de'] }))).toBeNull();
    expect(localeHint(reader({ languages: [] }))).toBeNull();
  });

  it('says nothing when the languages match the page', () => {
    expect(localeHint(reader({ languages: ['zh-CN', 'en'] }))).toBeNull();
    expect(localeHint(reader({ current: 'en', languages: ['en-US', 'zh-CN'] }))).toBeNull();
  });

  it('says nothing after a choice or a dismissal', () => {
    expect(localeHint(reader({ chosen: 'zh-CN' }))).toBeNull();
    expect(localeHint(reader({ chosen: 'en' }))).toBeNull();
    expect(localeHint(reader({ dismissed: true }))).toBeNull();
  });

  it('says nothing to crawlers', () => {
    expect(localeHint(reader({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).toBeNull();
    expect(localeHint(reader({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' }))).toBeNull();
    expect(localeHint(reader({ userAgent: 'Baiduspider+(+http://www.baidu.com/search/spider.htm)' }))).toBeNull();
  });
});

/** Runs the real boot script against a stand-in document; returns the attribute it set. */
function boot(lang: string, languages: string[], stored: Record<string, string> = {}, userAgent = CHROME): string | null {
  const attrs = new Map<string, string>([['lang', lang]]);
  const documentElement = {
    lang,
    getAttribute: (k: string) => attrs.get(k) ?? null,
    setAttribute: (k: string, v: string) => attrs.set(k, v),
  };
  // The script also adds the theme-color meta for the saved colour mode to <head>.
  const head = { appendChild: (node: object) => node };
  const createElement = () => ({});
  const run = new Function('document', 'localStorage', 'location', 'history', 'navigator', bootScript(''));
  run(
    { documentElement, head, createElement },
    { getItem: (k: string) => stored[k] ?? null },
    { pathname: '/', search: '', hash: '' },
    { replaceState: () => {} },
    { languages, language: languages[0], userAgent },
  );
  return attrs.get(LOCALE_HINT_ATTR) ?? null;
}

describe('the boot script', () => {
  it('runs the same decision before first paint and marks <html>', () => {
    expect(boot('zh-CN', ['en-US'])).toBe('en');
    expect(boot('en', ['zh-CN'])).toBe('zh-CN');
    expect(boot('zh-CN', ['zh-CN', 'en'])).toBeNull();
    expect(boot('zh-CN', ['en-US'], { 'locale-choice': 'zh-CN' })).toBeNull();
    expect(boot('zh-CN', ['en-US'], { 'locale-hint-dismissed': '1' })).toBeNull();
    expect(boot('zh-CN', ['en-US'], {}, 'Googlebot/2.1')).toBeNull();
  });
});
