/** Chinese readers take in about 400 characters a minute; English prose about 200 words. */
const CJK_PER_MINUTE = 400;
const WORDS_PER_MINUTE = 200;

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;

/** Reading time in decimal minutes: CJK characters and latin words counted, code skipped. */
export function readingTime(markdown: string): number {
  const prose = markdown
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  const cjk = prose.match(CJK)?.length ?? 0;
  const words = prose.replace(CJK, ' ').match(/[A-Za-z0-9][\w'’-]*/g)?.length ?? 0;
  const minutes = cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE;
  return Math.round(minutes * 100) / 100;
}
