import { blog, docs } from '../../lib/content';

type Entry = { id: string; body: string; tags: string[] };

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

function report(kind: string, entries: Entry[]) {
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
  console.log(`  shared paragraphs: ${shared.length}`);
  for (const s of shared) console.log(`    ${s}`);
  return shared.length;
}

export function main(): number {
  const posts = blog.allPosts('zh-CN').map((p) => ({ id: p.source, body: p.body, tags: p.tags.map((t) => t.label) }));
  const docEntries = docs.all('zh-CN').map((d) => ({ id: d.source, body: d.body, tags: d.tags.map((t) => t.label) }));
  const translations = blog.allPosts('en').filter((p) => p.bodyLang === 'en' && p.lang !== 'en').length;
  let shared = report('posts', posts);
  console.log(`  list pages: ${blog.pages('zh-CN').length} (last holds ${blog.pages('zh-CN').at(-1)!.items.length}); English translations: ${translations}; written in English: ${blog.allPosts('zh-CN').filter((p) => p.lang === 'en').length}`);
  shared += report('docs', docEntries);
  return shared ? 1 : 0;
}
