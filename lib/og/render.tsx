import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { site } from '@/lib/site/config';
import { CARD_HEIGHT, CARD_WIDTH, type CardSpec } from './cards';
import { cardText, lineCount, titlePieces } from './title-words';

/**
 * Draws a social card: satori lays the card out as SVG (text as paths, in the project's own
 * Noto Sans SC subsets), resvg rasterises it to a 1200×630 PNG. Post-build only; no page imports it.
 */
export const FONT_DIR = path.join(process.cwd(), 'lib/og/fonts');
export const FONT_FILES = ['NotoSansSC-Regular.otf', 'NotoSansSC-Bold.otf'];

/** The site's own colours (app/styles.css, light theme). */
const C = { bg: '#ffffff', soft: '#f6f7f9', text: '#1c1e21', textSoft: '#4b5563', muted: '#6b7280', border: '#e5e7eb', primary: '#0f766e', primaryStrong: '#115e59', primarySoft: '#ccfbf1' };

const PAD_X = 80;
const BAND = 20;
const TITLE_WIDTH = CARD_WIDTH - BAND - 2 * PAD_X;
const TITLE_SIZES = [72, 64, 56, 50, 44];
const TITLE_LINES = 3;
const LINE_HEIGHT = 1.28;
const MAX_CHIPS = 6;

let fonts: Font[] | undefined;
let logo: string | undefined;

function loadFonts(): Font[] {
  fonts ??= FONT_FILES.map((file) => ({
    name: 'Noto Sans SC',
    data: readFileSync(path.join(FONT_DIR, file)),
    weight: file.includes('Bold') ? 700 : 400,
    style: 'normal',
  }));
  return fonts;
}

function logoDataUrl(): string {
  logo ??= `data:image/svg+xml;base64,${readFileSync(path.join(process.cwd(), 'public', site.logo.src)).toString('base64')}`;
  return logo;
}

/** The largest title size whose lines fit in three; the smallest one otherwise (then clipped). */
export function titleSize(title: string, lang: string): number {
  const pieces = titlePieces(title, lang);
  return TITLE_SIZES.find((size) => lineCount(pieces, TITLE_WIDTH / size) <= TITLE_LINES) ?? TITLE_SIZES[TITLE_SIZES.length - 1];
}

/** The meta line's items: its entries, and the parts of an entry that is itself a list ('TypeScript developer · a little reverse engineering · …'). */
export function metaItems(meta: string[]): string[] {
  return meta.flatMap((m) => m.split(/\s+·\s+/)).filter(Boolean);
}

function Card({ spec }: { spec: CardSpec }) {
  const size = titleSize(spec.title, spec.lang);
  const chips = spec.chips.slice(0, MAX_CHIPS).map(cardText);
  const host = new URL(site.url).host;
  return (
    <div style={{ width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', background: C.bg, fontFamily: 'Noto Sans SC', color: C.text }}>
      {/* flexShrink 0: a long title's row squeezed the band from 20 px to 8-18 px. */}
      <div style={{ width: BAND, height: '100%', flexShrink: 0, background: C.primary }} />
      <div style={{ flexGrow: 1, display: 'flex', flexDirection: 'column', padding: `56px ${PAD_X}px 52px` }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ display: 'flex', alignItems: 'center' }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- satori draws it */}
            <img src={logoDataUrl()} width={60} height={60} alt="" />
            <span style={{ marginLeft: 18, fontSize: 34, fontWeight: 700, color: C.primary }}>{site.title}</span>
          </div>
          <span style={{ fontSize: 26, fontWeight: 700, color: C.primaryStrong, background: C.primarySoft, padding: '6px 22px', borderRadius: 999 }}>{spec.kind}</span>
        </div>
        <div style={{ flexGrow: 1, display: 'flex', flexWrap: 'wrap', alignContent: 'center', fontSize: size, fontWeight: 700, lineHeight: LINE_HEIGHT, maxHeight: 56 + size * LINE_HEIGHT * TITLE_LINES + 40, overflow: 'hidden', margin: '24px 0' }}>
          {titlePieces(spec.title, spec.lang).map((p, i) => (
            <span key={i} style={{ marginRight: p.spaceAfter ? Math.round(size * 0.28) : 0 }}>{p.text}</span>
          ))}
        </div>
        {chips.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', fontSize: 26, color: C.textSoft, marginBottom: 18, maxHeight: 52, overflow: 'hidden' }}>
            {chips.map((chip, i) =>
              spec.chipStyle === 'tags' ? (
                <span key={i} style={{ marginRight: 12, padding: '4px 16px', borderRadius: 999, border: `2px solid ${C.border}`, background: C.soft }}>#{chip}</span>
              ) : (
                <span key={i} style={{ display: 'flex' }}>
                  {i > 0 && <span style={{ margin: '0 14px', color: C.muted }}>›</span>}
                  {chip}
                </span>
              ),
            )}
          </div>
        )}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: C.muted, borderTop: `2px solid ${C.border}`, paddingTop: 20 }}>
          {/* The meta wraps before the host (the English home card's roles ran into it), and only
              between its items: never inside one ('open-/source enthusiast'), never before a '·'. */}
          <div style={{ display: 'flex', flexWrap: 'wrap', flexShrink: 1, minWidth: 0, marginRight: 32 }}>
            {metaItems(spec.meta).map((item, i, all) => (
              <span key={i} style={{ display: 'flex', whiteSpace: 'nowrap' }}>
                {cardText(item)}
                {/* The '·' ends an item's line: a wrapped line starts with a word. */}
                {i < all.length - 1 && <span style={{ margin: '0 14px' }}>·</span>}
              </span>
            ))}
          </div>
          <span style={{ flexShrink: 0, color: C.primary }}>{host}</span>
        </div>
      </div>
    </div>
  );
}

/**
 * One card as PNG bytes. satori lays it out on this thread; resvg rasterises on libuv's pool
 * (renderAsync), so the next card's layout overlaps this one's pixels. Text is already paths:
 * resvg loads no fonts (scanning the system's took 0.4 s a card). sharp writes the pixels as an
 * indexed PNG: a card is a few flat colours and anti-aliased text, which 64 colours without
 * dithering keep with no visible change, at about 40 % of resvg's full-colour PNG's bytes (41 → 16
 * KB a card) for some 10 ms more CPU. Without adaptive filtering (each row's filter chosen by trial,
 * which suits photographs, not palette indices) the same pixels take 36 ms of CPU a card instead
 * of 50 and 18.5 KB instead of 24.1 (40 cards, alternating, three rounds, issue 49).
 */
export async function renderCard(spec: CardSpec): Promise<Buffer> {
  const svg = await cardSvg(spec);
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const { default: sharp } = await import('sharp');
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ palette: true, colours: 64, dither: 0, effort: 1, compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
}

/** One card as satori's SVG (text as paths), before rasterising. */
export function cardSvg(spec: CardSpec): Promise<string> {
  return satori(<Card spec={spec} />, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() });
}

let coverage: Set<string> | undefined;

/** Characters of a card that its fonts lack (lib/og/fonts/coverage.txt, written with them). */
export function missingGlyphs(spec: CardSpec): string[] {
  coverage ??= new Set(readFileSync(path.join(FONT_DIR, 'coverage.txt'), 'utf8'));
  const text = cardText([spec.kind, spec.title, ...spec.meta, ...spec.chips, site.title, new URL(site.url).host].join(' '));
  return [...new Set([...text].filter((ch) => ch !== ' ' && !coverage!.has(ch)))];
}
