import { blog, docs } from '../../lib/content';

/** `lang` is the language of the body: ASCII quotes are right in English prose. */
type Entry = { id: string; body: string; tags: string[]; lang?: string };

/** Characters of prose: CJK characters plus latin letters/digits, code and markup left out. */
export function proseChars(body: string): number {
  const prose = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '');
  return (prose.match(/[\p{Script=Han}A-Za-z0-9]/gu) ?? []).length;
}

/** Prose paragraphs long enough to be worth comparing (code blocks excluded). */
export function paragraphs(body: string): string[] {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length >= 40 && !p.startsWith('|') && !p.startsWith('#'));
}

/** A body with fenced code, inline code, MDX comments, HTML/JSX tags and link targets removed. */
function proseOnly(body: string): string {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>\n]+>/g, '');
}

/**
 * Blocks of Chinese prose (tables and lists included) that use ASCII double quotes or corner
 * brackets 「」 instead of “”. Code, inline code, tags with their attributes and link targets
 * are left out, so only quotes a reader sees in Chinese text count.
 */
export function asciiQuoteParagraphs(body: string): string[] {
  return proseOnly(body)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => /\p{Script=Han}/u.test(p) && /["「」]/.test(p));
}

/** Words that turn a sentence into a pointer: “整理在 … 里”, “速查在 …”, “见 …”, “my notes are in”. */
const POINTER = /在|见|整理|记|放|notes are in|more about/;

/**
 * The closing formula: the entry's last prose paragraph is a short pointer to notes (a /docs/
 * link in a sentence such as “X 我整理在 [X 笔记] 里” or “X 的速查在 [X](/docs/x)”) rather than
 * the end of the text. Returns that paragraph, or undefined. Lists and tables (a “## 相关”
 * section of links) are not it, nor a long paragraph that merely contains a link.
 */
export function closingFormula(body: string): string | undefined {
  const blocks = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^:::\s*$/.test(p));
  const last = blocks.at(-1);
  if (!last || /^[-*|#>]/.test(last) || !last.includes('](/docs/')) return undefined;
  const text = last.replace(/\[[^\]]*\]\([^)]*\)/g, '[]');
  return text.length <= 100 && POINTER.test(text) ? last : undefined;
}

function report(kind: string, entries: Entry[], verbose: boolean) {
  const chars = entries.map((e) => proseChars(e.body)).sort((a, b) => a - b);
  const tags = new Set(entries.flatMap((e) => e.tags));
  const withCode = entries.filter((e) => /^(```|~~~)/m.test(e.body)).length;
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const e of entries) {
    for (const p of new Set(paragraphs(e.body))) {
      const other = seen.get(p);
      if (other && other !== e.id) shared.push(`${other} and ${e.id}: "${p.slice(0, 60)}…"`);
      seen.set(p, e.id);
    }
  }
  console.log(`${kind}: ${entries.length}`);
  console.log(`  distinct tags: ${tags.size}`);
  console.log(`  characters per entry (prose, no code): min ${chars[0]}, median ${chars[Math.floor(chars.length / 2)]}, max ${chars.at(-1)}`);
  console.log(`  entries with code: ${withCode}`);
  const closing = entries.filter((e) => closingFormula(e.body));
  const quoted = entries.filter((e) => e.lang !== 'en').flatMap((e) => asciiQuoteParagraphs(e.body).map((p) => `${e.id}: ${p.replace(/\s+/g, ' ').slice(0, 60)}…`));
  console.log(`  closing-formula endings (“X 我整理在 [X 笔记] 里”): ${closing.length}`);
  if (verbose) for (const e of closing) console.log(`    ${e.id}`);
  console.log(`  Chinese paragraphs with ASCII quotes or 「」: ${quoted.length}`);
  if (verbose) for (const q of quoted) console.log(`    ${q}`);
  console.log(`  shared paragraphs: ${shared.length}`);
  for (const s of shared) console.log(`    ${s}`);
  return shared.length;
}

export function main(argv: string[] = []): number {
  const verbose = argv.includes('--list');
  const posts = blog.allPosts('zh-CN').map((p) => ({ id: p.source, body: p.body, tags: p.tags.map((t) => t.label), lang: p.lang }));
  const docEntries = docs.all('zh-CN').map((d) => ({ id: d.source, body: d.body, tags: d.tags.map((t) => t.label), lang: d.lang }));
  const translations = blog.allPosts('en').filter((p) => p.bodyLang === 'en' && p.lang !== 'en').length;
  let shared = report('posts', posts, verbose);
  console.log(`  list pages: ${blog.pages('zh-CN').length} (last holds ${blog.pages('zh-CN').at(-1)!.items.length}); English translations: ${translations}; written in English: ${blog.allPosts('zh-CN').filter((p) => p.lang === 'en').length}`);
  shared += report('docs', docEntries, verbose);
  return shared ? 1 : 0;
}
