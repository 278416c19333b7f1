import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allCards, CARD_TEMPLATE_VERSION, type SocialImage } from '../../lib/og/cards';
import { FONT_DIR, FONT_FILES, missingGlyphs, renderCard } from '../../lib/og/render';
import { site } from '../../lib/site/config';

/** A card above this many bytes fails the build: platforms refuse or recompress large images. */
export const CARD_MAX_BYTES = 100 * 1024;
/** Cards drawn at once: satori lays one out on this thread while resvg rasterises others on libuv's. */
const IN_FLIGHT = 4;

/** `ms` is wall time; `cpuMs` the CPU time of the whole process (resvg's threads included), which a loaded machine does not inflate. */
export type CardReport = { cards: number; rendered: number; bytes: number; ms: number; cpuMs: number; errors: string[]; warnings: string[] };

/** What makes a card's pixels: the template, the fonts, the host it names and everything it shows. */
export function cardKey(image: SocialImage, fontsHash: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: CARD_TEMPLATE_VERSION, fonts: fontsHash, host: new URL(site.url).host, spec: image.spec }))
    .digest('hex')
    .slice(0, 32);
}

function fontsHash(): string {
  const h = createHash('sha256');
  for (const file of FONT_FILES) h.update(readFileSync(path.join(FONT_DIR, file)));
  return h.digest('hex');
}

/**
 * Writes every card (lib/og/cards.ts) into outDir. A card is drawn only when `cacheDir` has no
 * PNG under its key (what it shows + template version + fonts), so a warm build draws none and
 * a build after one edited post draws one; keys no card uses any more are removed.
 */
export async function writeSocialCards(
  outDir: string,
  { cacheDir = path.join(process.cwd(), '.cache/og'), cards = allCards() }: { cacheDir?: string; cards?: SocialImage[] } = {},
): Promise<CardReport> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const report: CardReport = { cards: 0, rendered: 0, bytes: 0, ms: 0, cpuMs: 0, errors: [], warnings: [] };
  mkdirSync(cacheDir, { recursive: true });
  const fonts = fontsHash();
  const used = new Set<string>();
  const queue = cards;
  report.cards = queue.length;

  async function one(image: SocialImage) {
    const key = cardKey(image, fonts);
    used.add(`${key}.png`);
    const cached = path.join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      const missing = missingGlyphs(image.spec!);
      if (missing.length) report.warnings.push(`social card ${image.path}: the card font has no ${missing.join(' ')}; run node scripts/tools/card-fonts.mjs`);
      const png = await renderCard(image.spec!);
      writeFileSync(cached, png);
      report.rendered += 1;
    }
    const target = path.join(outDir, image.path);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(cached, target);
    const bytes = statSync(target).size;
    report.bytes += bytes;
    if (bytes >= CARD_MAX_BYTES) report.errors.push(`social card ${image.path} is ${(bytes / 1024).toFixed(0)} KB (limit ${CARD_MAX_BYTES / 1024} KB)`);
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < queue.length) await one(queue[next++]);
    }),
  );
  for (const file of readdirSync(cacheDir)) if (!used.has(file)) rmSync(path.join(cacheDir, file), { force: true });
  report.ms = Date.now() - started;
  const spent = process.cpuUsage(cpu);
  report.cpuMs = Math.round((spent.user + spent.system) / 1000);
  return report;
}
