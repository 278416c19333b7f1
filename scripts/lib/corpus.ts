import { blog, docs } from '../../lib/content';
import { adjacentLinkProblems } from './adjacent-links';
import { TIMELINE_END } from '../../lib/content/last-updated';
import { type DatedEntry, loadReleases, releaseCheck, type ShownEntry, shownDateProblems } from './release-dates';

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

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Posts per weekday (Mon first) of YYYY-MM-DD dates, read as calendar days (no time zone). */
export function weekdayCounts(dates: string[]): Record<(typeof WEEKDAYS)[number], number> {
  const counts = Object.fromEntries(WEEKDAYS.map((d) => [d, 0])) as Record<(typeof WEEKDAYS)[number], number>;
  for (const date of dates) counts[WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]] += 1;
  return counts;
}

/** Days between consecutive posts (dates in any order), and the most common gap with its share of all gaps. */
export function gapStats(dates: string[]): { gaps: number[]; mode: number; count: number; share: number } {
  const days = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000).sort((a, b) => a - b);
  const gaps = days.slice(1).map((d, i) => d - days[i]);
  const counts = new Map<number, number>();
  for (const g of gaps) counts.set(g, (counts.get(g) ?? 0) + 1);
  let mode = 0;
  let count = 0;
  for (const [g, n] of counts) if (n > count || (n === count && g < mode)) [mode, count] = [g, n];
  return { gaps, mode, count, share: gaps.length ? count / gaps.length : 0 };
}

/** Characters of a body as a reader counts them: code points, code and markup included, front matter not. */
export function bodyLength(body: string): number {
  return [...body.trim()].length;
}

/** Sections of a body: its `##` headings, those inside code fences aside. */
export function sectionCount(body: string): number {
  let fenced = false;
  let n = 0;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^## \S/.test(line)) n += 1;
  }
  return n;
}

/**
 * content/README.md, Rhythm and shape: short posts (a single point, no sections) and posts of one
 * middling size, 1,500 to 3,000 characters in two or three sections (issue 42 M21).
 */
export const SHORT_POST = 1500;
export const MIN_SHORT_POSTS = 6;
export const MIDDLING_POST = { min: 1500, max: 3000, sections: [2, 3] } as const;
export const MIN_MIDDLING_POSTS = 2;
export function isMiddling(body: string): boolean {
  const n = bodyLength(body);
  const sections = sectionCount(body);
  return n >= MIDDLING_POST.min && n <= MIDDLING_POST.max && sections >= MIDDLING_POST.sections[0] && sections <= MIDDLING_POST.sections[1];
}

/** p10, median, p90 (nearest rank) and the coefficient of variation (population standard deviation / mean). */
export function lengthStats(lengths: number[]): { p10: number; median: number; p90: number; cv: number } {
  const sorted = [...lengths].sort((a, b) => a - b);
  if (!sorted.length) return { p10: 0, median: 0, p90: 0, cv: 0 };
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const sd = Math.sqrt(sorted.reduce((a, b) => a + (b - mean) ** 2, 0) / sorted.length);
  return { p10: at(0.1), median: at(0.5), p90: at(0.9), cv: mean ? sd / mean : 0 };
}

/**
 * The note-pointer formula inside a text: “X 我整理/记/攒在 [Y 笔记] 里”, a verb of filing followed
 * by a /docs/ link (“记在 [Redis 笔记](/docs/redis) 里”, “放进了 [Linux 笔记](/docs/linux)”).
 * Fenced code is left out. Returns each pointer found.
 */
export function notePointers(body: string): string[] {
  const text = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  return text.match(/(?:整理|记|攒|列|放|画|收|补|抄)(?:在|进|到)了?\s*\[[^\]]*\]\(\/docs\/[^)]*\)/g) ?? [];
}

/** A paragraph that is nothing but a full-width parenthetical pointing at a note: “（……见 [X 笔记](/docs/x)。）”. */
export function parentheticalPointers(body: string): string[] {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => /^（[\s\S]*）$/.test(p) && p.includes('](/docs/'));
}

/** The first prose paragraph of a body (headings, admonitions, images, comments and code skipped). */
function firstParagraph(body: string): string {
  return (
    body
      .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !/^(#|:::|!\[|\{\/\*|<|\||-|>)/.test(p)) ?? ''
  );
}

/**
 * The note opening template: the first sentence is a label, then a colon and a list (“Koa 的笔记：A、B、C。”,
 * “MongoDB 笔记，服务端 7.0：…”, “Docker 的日常命令：…”), instead of saying what the page is for; and
 * `personal` when the same paragraph goes on with “我 20XX 年…” and “本页基于 vN / 以 vN 为准”.
 */
export function noteOpening(body: string): { template: boolean; personal: boolean } {
  const first = firstParagraph(body);
  const sentence = first.split('。')[0];
  const colon = sentence.indexOf('：');
  const label = colon < 0 ? '' : sentence.slice(0, colon);
  const list = colon < 0 ? '' : sentence.slice(colon + 1);
  const template =
    /^[^，。]{1,36}?(?:笔记|速查表?|用法|原理|命令|整理|记录|流程和工具)(?:[，,][^。]{0,90})?$/.test(label) && list.includes('、');
  const personal = template && /我[^。]{0,12}20\d\d\s*年/.test(first) && /(?:基于|以)\s*[^。]{0,30}?(?:\d|为准)/.test(first);
  return { template, personal };
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
  const pointers = entries.map((e) => ({ id: e.id, n: notePointers(e.body).length, paren: parentheticalPointers(e.body).length }));
  const withPointer = pointers.filter((p) => p.n > 0);
  console.log(
    `  note pointers (“X 我整理/记/攒在 [Y 笔记] 里”): ${pointers.reduce((a, p) => a + p.n, 0)} in ${withPointer.length} entries, ` +
      `at most ${Math.max(0, ...pointers.map((p) => p.n))} in one; full-width parenthetical pointer paragraphs: ${pointers.reduce((a, p) => a + p.paren, 0)}`,
  );
  if (verbose) for (const p of withPointer) console.log(`    ${p.id}: ${p.n}`);
  console.log(`  shared paragraphs: ${shared.length}`);
  for (const s of shared) console.log(`    ${s}`);
  return shared.length;
}

/** Posts (by `date`) and notes (by `last_update`) of both locales, each file once. */
export function datedEntries(): DatedEntry[] {
  const seen = new Map<string, DatedEntry>();
  for (const locale of ['zh-CN', 'en'] as const) {
    for (const p of blog.allPosts(locale)) seen.set(p.source, { id: p.source, date: p.dateISO, body: p.body });
    for (const d of docs.all(locale)) if (d.lastUpdate) seen.set(d.source, { id: d.source, date: d.lastUpdate, body: d.body });
  }
  return [...seen.values()];
}

/** Posts and notes of both locales that show a last-updated date, with the body that page shows. */
export function shownEntries(): ShownEntry[] {
  const seen = new Map<string, ShownEntry>();
  for (const locale of ['zh-CN', 'en'] as const) {
    for (const e of [...blog.allPosts(locale), ...docs.all(locale)]) if (e.lastUpdate) seen.set(e.source, { id: e.source, shown: e.lastUpdate, body: e.body });
  }
  return [...seen.values()];
}

/** The release-date check over the corpus: prints every anachronism and every version the table lacks; returns their count. */
function reportReleases(): number {
  const { anachronisms, unknown, checked } = releaseCheck(datedEntries(), loadReleases());
  console.log(`release dates (scripts/lib/release-dates.json): ${checked} version mentions checked; named before their release: ${anachronisms.length}; versions missing from the table: ${unknown.length}`);
  for (const a of anachronisms) console.log(`  ${a.id}: ${a.where} (${a.date}) names ${a.tool} ${a.version}, released ${a.released}`);
  for (const u of unknown) console.log(`  no release date for ${u}`);
  const shown = shownEntries();
  const late = shownDateProblems(shown, loadReleases(), TIMELINE_END);
  console.log(`last-updated dates shown (posts and notes): ${shown.length}; before a version they name or after the timeline: ${late.length}`);
  for (const l of late) console.log(`  ${l}`);
  return anachronisms.length + unknown.length + late.length;
}

export function main(argv: string[] = []): number {
  const verbose = argv.includes('--list');
  const posts = blog.allPosts('zh-CN').map((p) => ({ id: p.source, body: p.body, tags: p.tags.map((t) => t.label), lang: p.lang }));
  const docEntries = docs.all('zh-CN').map((d) => ({ id: d.source, body: d.body, tags: d.tags.map((t) => t.label), lang: d.lang }));
  const translations = blog.allPosts('en').filter((p) => p.bodyLang === 'en' && p.lang !== 'en').length;
  let shared = report('posts', posts, verbose);
  console.log(`  list pages: ${blog.pages('zh-CN').length} (last holds ${blog.pages('zh-CN').at(-1)!.items.length}); English translations: ${translations}; written in English: ${blog.allPosts('zh-CN').filter((p) => p.lang === 'en').length}`);
  const dates = blog.allPosts('zh-CN').map((p) => p.dateISO);
  const perDay = weekdayCounts(dates);
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  console.log(`  posts per weekday: ${Object.entries(perDay).map(([d, n]) => `${d} ${n}`).join(', ')} (largest ${pct(Math.max(...Object.values(perDay)), dates.length)}; target at most 35 %)`);
  const gaps = gapStats(dates);
  console.log(`  most common gap between posts: ${gaps.mode} days, ${gaps.count} of ${gaps.gaps.length} gaps (${pct(gaps.count, gaps.gaps.length)}; target at most 15 %)`);
  const lengths = blog.allPosts('zh-CN').map((p) => bodyLength(p.body));
  const ls = lengthStats(lengths);
  console.log(
    `  characters per post (body, code included): p10 ${ls.p10}, median ${ls.median}, p90 ${ls.p90}, CV ${ls.cv.toFixed(2)}; ` +
      `under 1,500: ${lengths.filter((n) => n < SHORT_POST).length} (target at least ${MIN_SHORT_POSTS}); ` +
      `1,500-3,000 in 2-3 sections: ${blog.allPosts('zh-CN').filter((p) => isMiddling(p.body)).length} (target at least ${MIN_MIDDLING_POSTS})`,
  );
  shared += report('docs', docEntries, verbose);
  const openings = docs.all('zh-CN').map((d) => ({ id: d.source, ...noteOpening(d.body) }));
  console.log(`  openings in the template “X 的笔记/速查：A、B、C。”: ${openings.filter((o) => o.template).length}, followed by “我 20XX 年…。本页基于 vN。”: ${openings.filter((o) => o.personal).length}`);
  if (verbose) for (const o of openings.filter((x) => x.template)) console.log(`    ${o.id}${o.personal ? ' (personal)' : ''}`);
  const releases = reportReleases();
  const adjacent = adjacentLinkProblems(blog.allPosts('zh-CN'));
  console.log(`“上一篇/下一篇” links that do not name the post right before or after by date: ${adjacent.length}`);
  for (const a of adjacent) console.log(`  ${a}`);
  return shared || releases || adjacent.length ? 1 : 0;
}
