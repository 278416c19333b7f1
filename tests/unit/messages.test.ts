import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import enSearch from '@/messages/search/en.json';
import zhCN from '@/messages/zh-CN.json';
import zhCNSearch from '@/messages/search/zh-CN.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('messages', () => {
  it('the English files have exactly the keys of zh-CN (which defines the shape)', () => {
    const zh = [...keys(zhCN), ...keys(zhCNSearch, 'search.')].sort();
    const e = [...keys(en), ...keys(enSearch, 'search.')].sort();
    expect(e.filter((k) => !zh.includes(k)), 'keys only in en.json').toEqual([]);
    expect(zh.filter((k) => !e.includes(k)), 'keys missing from en.json').toEqual([]);
  });
  it('has no empty strings', () => {
    for (const [name, file] of [['zh-CN', zhCN], ['en', en], ['zh-CN search', zhCNSearch], ['en search', enSearch]] as const) {
      const flat = keys(file).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], file));
      expect(flat.filter((v) => v === ''), name).toEqual([]);
    }
  });
  it('uses the exact error texts of the spec in English', () => {
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.text).toBe('We could not find what you were looking for.');
    expect(en.error.title).toBe('Page Error');
    expect(en.error.text).toBe('This page crashed.');
    expect(en.error.tryAgain).toBe('Try again');
  });
});
