import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardPath, type CardSpec, type SocialImage } from '@/lib/og/cards';
import { cardSvg, metaItems, missingGlyphs, renderCard, titleSize } from '@/lib/og/render';
import { allCards } from '@/lib/og/cards';
import { lineCount, titlePieces } from '@/lib/og/title-words';
import { phrases } from '@/lib/text/phrases';
import { CARD_MAX_BYTES, writeSocialCards } from '../../scripts/lib/social-cards';

const fixtures = path.join(import.meta.dirname, '../fixtures');

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const spec = (title: string, extra: Partial<CardSpec> = {}): CardSpec => ({
  locale: 'zh-CN', lang: 'zh-CN', kind: '博客', title, meta: ['2024年5月2日', '阅读需 1 分钟'], chips: ['安全', 'html'], chipStyle: 'tags', ...extra,
});

describe('card titles', () => {
  it('break between words, never inside one, and keep punctuation with its word', () => {
    const pieces = titlePieces('用 TypeScript 写一个《小工具》：真的, really?', 'zh-CN').map((p) => p.text);
    expect(pieces).toContain('TypeScript');
    expect(pieces.some((p) => p.startsWith('《'))).toBe(true);
    expect(pieces.some((p) => /^[：，,?》]/.test(p))).toBe(false);
    expect(pieces.find((p) => p.startsWith('really'))).toBe('really?');
    expect(titlePieces(`说 'TypeScript' & "用户"`, 'zh-CN').map((p) => p.text)).toEqual(['说', "'TypeScript'", '&', '"用户"']);
    expect(titlePieces('Hello world', 'en')).toEqual([{ text: 'Hello', spaceAfter: true }, { text: 'world', spaceAfter: false }]);
  });

  it('break Chinese where the page does (lib/text/phrases.ts), never after a lone character', () => {
    // Intl.Segmenter cuts 一个|开|源|爱好|者|的|自我|修养 and 用|Vite|搭建|组|件|库.
    for (const title of ['一个开源爱好者的自我修养', '开源项目的维护心得', '用Vite搭建组件库']) {
      expect(titlePieces(title, 'zh-CN').map((p) => p.text)).toEqual(phrases(title));
    }
    expect(titlePieces('开源项目的维护心得', 'zh-CN').map((p) => p.text)).not.toContain('开');
    expect(titlePieces('标题：副标题', 'zh-CN').map((p) => p.text)).toEqual(['标题：', '副标题']);
  });

  it('get smaller as they get longer, so they fit in three lines', () => {
    const short = titleSize('短标题', 'zh-CN');
    const long = titleSize('一个很长很长的标题'.repeat(6), 'zh-CN');
    expect(short).toBeGreaterThan(long);
    expect(lineCount(titlePieces('一二三四五 六七八九十', 'zh-CN'), 5)).toBe(2);
  });
});

describe('social cards', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('live beside the page paths, one tree per locale', () => {
    expect(cardPath('zh-CN', '/')).toBe('/og/index.png');
    expect(cardPath('en', '/blog/x/')).toBe('/og/en/blog/x.png');
    expect(cardPath('zh-CN', '/docs/category/数据库')).toBe('/og/docs/category/数据库.png');
  });

  // Issue 41 item 8: the band shrank to 8-18 px beside a long title; the English home card's
  // roles ran into the host; English cards showed the Chinese tag labels.
  it('keep the 20 px brand band beside a long title and a long meta line', async () => {
    const long = spec('用 zod 校验大模型的 JSON 输出：函数调用、两道校验和一次重试，以及为什么 JSON Schema 不够', {
      meta: ['TypeScript developer · a little reverse engineering · open-source enthusiast'],
    });
    const svg = await cardSvg(long);
    // The full-height rectangles at x = 0: the card's background, then the band.
    const widths = [...svg.matchAll(/<rect x="0" y="0" width="([\d.]+)" height="630"/g)].map((m) => m[1]);
    expect([...new Set(widths)].sort()).toEqual(['1200', '20']);
  }, 60_000);

  it("break the meta line between its items only: the home card's roles are three unbreakable items", () => {
    expect(metaItems(['TypeScript developer · a little reverse engineering · open-source enthusiast'])).toEqual([
      'TypeScript developer',
      'a little reverse engineering',
      'open-source enthusiast',
    ]);
    expect(metaItems(['June 3, 2020', '6 min read'])).toEqual(['June 3, 2020', '6 min read']);
    expect(metaItems([])).toEqual([]);
  });

  it('name the tags of an English card in English', () => {
    const english = allCards().filter((c) => c.spec?.locale === 'en' && c.spec.chipStyle === 'tags');
    expect(english.length).toBeGreaterThan(0);
    expect(english.flatMap((c) => c.spec!.chips).filter((chip) => /\p{Script=Han}/u.test(chip))).toEqual([]);
  });

  it('draw a title with </script>, quotes and a control character as a 1200×630 PNG under 100 KB', async () => {
    const post = JSON.parse(readFileSync(path.join(fixtures, 'title-with-script-quotes-and-control-char/post.json'), 'utf8'));
    expect(post.title).toMatch(/<\/script>.*["'].*\u0007/s);
    const card = spec(post.title, { chips: post.tags });
    // The control character is dropped, not drawn as a missing glyph's box.
    expect(missingGlyphs(card)).toEqual([]);
    const png = await renderCard(card);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(CARD_MAX_BYTES);
    // An indexed-colour PNG (IHDR colour type 3): flat colours and text need no 24-bit pixels.
    expect(png[25], 'PNG colour type').toBe(3);
    expect(png.length).toBeLessThan(30 * 1024);
  }, 60_000);

  it('are drawn once: a warm run draws none, an edited title draws one', async () => {
    const out = path.join(tmp, 'out');
    const cacheDir = path.join(tmp, 'cache');
    const cards = (second: string): SocialImage[] => [
      { path: '/og/blog/a.png', alt: 'a', spec: spec('第一篇') },
      { path: '/og/blog/b.png', alt: 'b', spec: spec(second) },
    ];
    const cold = await writeSocialCards(out, { cacheDir, cards: cards('第二篇') });
    expect([cold.cards, cold.rendered, cold.errors]).toEqual([2, 2, []]);
    const warm = await writeSocialCards(out, { cacheDir, cards: cards('第二篇') });
    expect(warm.rendered).toBe(0);
    const edited = await writeSocialCards(out, { cacheDir, cards: cards('第二篇，改过') });
    expect(edited.rendered).toBe(1);
    expect(pngSize(readFileSync(path.join(out, 'og/blog/b.png')))).toEqual({ width: 1200, height: 630 });
  }, 120_000);

  it('name the characters their fonts lack', () => {
    expect(missingGlyphs(spec('数据库与 TypeScript'))).toEqual([]);
    expect(missingGlyphs(spec('𠮷野家'))).toEqual(['𠮷']);
  });
});
