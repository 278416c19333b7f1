// Regenerates the social cards' fonts, lib/og/fonts/NotoSansSC-{Regular,Bold}.otf: Noto Sans CJK SC
// (SIL Open Font License 1.1, lib/og/fonts/OFL.txt) cut down to what a card can show — ASCII and
// Latin-1, common punctuation and every character of the front matter and data files under
// content/, plus, in bold (titles), the 3,755 common hanzi of GB 2312 level 1 — so the repository
// ships about 2.3 MB instead of two 19 MB collections.
//
// Usage: node scripts/tools/card-fonts.mjs [dir with NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc]
// (default /usr/share/fonts/opentype/noto, Debian's fonts-noto-cjk). Run it again when the build
// warns that a card shows a character its font lacks.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const source = process.argv[2] ?? '/usr/share/fonts/opentype/noto';
const out = path.join(import.meta.dirname, '../../lib/og/fonts');

/** One face of a TrueType/OpenType collection as a standalone OpenType file (tables copied, offsets rewritten). */
function faceOfCollection(ttc, wantedFamily) {
  if (ttc.toString('latin1', 0, 4) !== 'ttcf') throw new Error('not a font collection');
  const count = ttc.readUInt32BE(8);
  for (let i = 0; i < count; i++) {
    const dir = ttc.readUInt32BE(12 + i * 4);
    const numTables = ttc.readUInt16BE(dir + 4);
    const tables = [];
    for (let t = 0; t < numTables; t++) {
      const rec = dir + 12 + t * 16;
      tables.push({ tag: ttc.toString('latin1', rec, rec + 4), checksum: ttc.readUInt32BE(rec + 4), offset: ttc.readUInt32BE(rec + 8), length: ttc.readUInt32BE(rec + 12) });
    }
    const name = tables.find((t) => t.tag === 'name');
    // Windows name records are UTF-16BE: swap a copy to read them as UTF-16LE.
    const nameText = Buffer.from(ttc.subarray(name.offset, name.offset + (name.length & ~1))).swap16().toString('utf16le');
    if (!nameText.includes(wantedFamily)) continue;
    const header = 12 + numTables * 16;
    let size = header;
    for (const t of tables) size += (t.length + 3) & ~3;
    const font = Buffer.alloc(size);
    ttc.copy(font, 0, dir, dir + 12);
    let at = header;
    tables.forEach((t, k) => {
      const rec = 12 + k * 16;
      font.write(t.tag, rec, 'latin1');
      font.writeUInt32BE(t.checksum, rec + 4);
      font.writeUInt32BE(at, rec + 8);
      font.writeUInt32BE(t.length, rec + 12);
      ttc.copy(font, at, t.offset, t.offset + t.length);
      at += (t.length + 3) & ~3;
    });
    return font;
  }
  throw new Error(`no face named ${wantedFamily}`);
}

/**
 * The 3,755 hanzi of GB 2312 level 1, the most common, and its symbols (rows 0xA1–0xD7). All
 * 6,763 do not fit: hb-subset fails on a CFF that large (level 1 alone is 1.8 MB in bold).
 */
function gb2312Level1() {
  const decoder = new TextDecoder('gbk');
  let text = '';
  for (let row = 0xa1; row <= 0xd7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const ch = decoder.decode(new Uint8Array([row, cell]));
      if (ch !== '\ufffd') text += ch;
    }
  }
  return text;
}

function contentText(dir) {
  let text = '';
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) text += contentText(file);
    else if (/\.(mdx|json)$/.test(name)) {
      const src = readFileSync(file, 'utf8');
      // Front matter and data files: titles, tags, labels, descriptions.
      text += name.endsWith('.json') ? src : (/^---\n([\s\S]*?)\n---/.exec(src)?.[1] ?? '');
    }
  }
  return text;
}

let ascii = '';
for (let c = 0x20; c <= 0xff; c++) ascii += String.fromCharCode(c);
const punctuation = '‐‑–—―‘’‚“”„†‡•…‰′″‹›※€™←↑→↓·、。〃々〈〉《》「」『』【】〔〕〖〗〜・！＂＃＄％＆＇（）＊＋，－．／：；＜＝＞？＠［＼］＾＿｀｛｜｝～￥';
const content = contentText(path.join(import.meta.dirname, '../../content'));
// Titles are set in bold: it gets the common hanzi too, so a new post's title rarely needs a new
// font. The regular weight (dates, tags, trails) holds what content/ uses; a glyph it lacks is
// drawn from the bold face.
const sets = { Bold: ascii + punctuation + gb2312Level1() + content, Regular: ascii + punctuation + content };
// The characters a card can show, for the build's check (scripts/lib/social-cards.ts).
writeFileSync(path.join(out, 'coverage.txt'), [...new Set(sets.Bold)].sort().join(''));
for (const weight of ['Regular', 'Bold']) {
  const text = [...new Set(sets[weight])].join('');
  const face = faceOfCollection(readFileSync(path.join(source, `NotoSansCJK-${weight}.ttc`)), 'Noto Sans CJK SC');
  const subset = await subsetFont(face, text, { targetFormat: 'sfnt' });
  const file = path.join(out, `NotoSansSC-${weight}.otf`);
  writeFileSync(file, subset);
  console.log(`${path.relative(process.cwd(), file)}: ${[...text].length} characters, ${(subset.length / 1024).toFixed(0)} KB`);
}
