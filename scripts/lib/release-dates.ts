import fs from 'node:fs';
import path from 'node:path';
import { UPDATE_NOTE } from '../../lib/content/last-updated';

/**
 * The release-date check: a post or note may name only versions released by its own date (a post's
 * `date`, a note's `last_update`); a later version belongs in a dated update note
 * (`:::note[更新 2024-05-26]` / `:::note[Update 2024-05-26]`), which is checked against its own date.
 * The dates are in release-dates.json (one row per tool and version, each with its source).
 */

/** One row of release-dates.json: the first stable release of `version` (a major, minor or exact patch). */
export type Release = { tool: string; version: string; date: string; source: string };

/** Where a version is named, per tool: every capture group that matched is a version of that tool. */
export const MENTIONS: Record<string, RegExp[]> = {
  chrome: [/\bChrom(?:e|ium) (\d{2,3})\b/g],
  node: [/\bNode(?:\.js)? v?(\d{1,2}(?:\.\d+){0,2})\b(?![.\d])/g],
  next: [/\bNext\.js v?(\d{2}(?:\.\d+){0,2})\b/g, /"next": "[\^~]?(\d+\.\d+\.\d+)"/g],
  pnpm: [/\bpnpm[ @]v?(\d+(?:\.\d+){0,2})\b/g, /\bpnpm -v\s+#\D*(\d+\.\d+\.\d+)/g],
  babel: [/\bBabel v?(\d+(?:\.\d+){0,2})\b/g, /\bBabel \d+（写作时 (\d+\.\d+(?:\.\d+)?)）/g, /@babel\/[a-z-]+@(\d+\.\d+\.\d+)/g],
  go: [/\bGo (1\.\d+(?:\.\d+)?)\b/g, /\bgo(?: |@)?(1\.\d+(?:\.\d+)?)\b/g, /\btoolchain@go(1\.\d+(?:\.\d+)?)\b/g],
  'golang.org/x/text': [/golang\.org\/x\/text v(\d+\.\d+\.\d+)/g],
  docusaurus: [/\bDocusaurus v?(\d(?:\.\d+){0,2})\b/g, /按 v(\d\.\d+) 重新整理/g],
  frida: [/\bFrida (\d+(?:\.\d+){0,2})\b/g, /\bfrida-server-(\d+\.\d+\.\d+)/g, /frida --version\s+#\D*(\d+\.\d+\.\d+)/g],
  homebrew: [/\bHomebrew (\d\.\d+(?:\.\d+)?)\b/g],
  iterm2: [/\biTerm2 (\d\.\d+(?:\.\d+)?)\b/g],
  wrangler: [/\bwrangler v?(\d+(?:\.\d+){0,2})\b/gi],
  'jackson-databind': [/<artifactId>jackson-databind<\/artifactId>\s*<version>([^<]+)<\/version>/g],
  'junit-bom': [/<artifactId>junit-bom<\/artifactId>\s*<version>([^<]+)<\/version>/g],
  'maven-surefire-plugin': [/<artifactId>maven-surefire-plugin<\/artifactId>\s*<version>([^<]+)<\/version>/g],
};

/** The committed table, read once. */
export function loadReleases(file = path.join(import.meta.dirname, 'release-dates.json')): Release[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Release[];
}


/** The body without its dated update notes, and each update note with its date. */
export function splitUpdateNotes(body: string): { main: string; notes: { date: string; text: string }[] } {
  const notes: { date: string; text: string }[] = [];
  const main = body.replace(UPDATE_NOTE, (_all, date: string, text: string) => {
    notes.push({ date, text });
    return _all.replace(/[^\n]/g, '');
  });
  return { main, notes };
}

/** Every version a text names: tool, version as written, 1-based line. */
export function mentions(text: string): { tool: string; version: string; line: number }[] {
  const found: { tool: string; version: string; line: number; at: number }[] = [];
  for (const [tool, patterns] of Object.entries(MENTIONS)) {
    for (const re of patterns) {
      for (const m of text.matchAll(re)) {
        for (const version of m.slice(1)) {
          if (version === undefined) continue;
          const at = m.index;
          if (found.some((f) => f.tool === tool && f.version === version && f.at === at)) continue;
          found.push({ tool, version, at, line: text.slice(0, at).split('\n').length });
        }
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ tool, version, line }) => ({ tool, version, line }));
}

export type Anachronism = { id: string; date: string; tool: string; version: string; released: string; where: string };
export type DatedEntry = { id: string; date: string; body: string };

/**
 * Versions named before their release: in the body against the entry's date, in each dated
 * update note against the note's date. `unknown` lists mentions of a tool in the table whose
 * version has no row, so the table cannot silently fall behind the corpus.
 */
export function releaseCheck(entries: DatedEntry[], releases: Release[]): { anachronisms: Anachronism[]; unknown: string[]; checked: number } {
  const byKey = new Map(releases.map((r) => [`${r.tool} ${r.version}`, r]));
  const anachronisms: Anachronism[] = [];
  const unknown = new Set<string>();
  let checked = 0;
  for (const e of entries) {
    const { main, notes } = splitUpdateNotes(e.body);
    const parts = [{ date: e.date, text: main, where: 'body' }, ...notes.map((n) => ({ date: n.date, text: n.text, where: `update note ${n.date}` }))];
    for (const part of parts) {
      for (const m of mentions(part.text)) {
        const row = byKey.get(`${m.tool} ${m.version}`);
        if (!row) {
          unknown.add(`${m.tool} ${m.version} (${e.id})`);
          continue;
        }
        checked += 1;
        if (part.date < row.date) {
          const where = part.where === 'body' ? `body line ${m.line}` : part.where;
          if (anachronisms.some((a) => a.id === e.id && a.where === where && a.tool === m.tool && a.version === m.version)) continue;
          anachronisms.push({ id: e.id, date: part.date, tool: m.tool, version: m.version, released: row.date, where });
        }
      }
    }
  }
  return { anachronisms, unknown: [...unknown].sort(), checked };
}

export type ShownEntry = { id: string; shown: string; body: string };

/**
 * The last-updated date a page shows (a post's 'Updated on', a note's 'Last updated on') against
 * everything the page names: it must not be earlier than the release of any version in the body or
 * in its update notes, nor later than the end of the author's timeline. One line per entry.
 */
export function shownDateProblems(entries: ShownEntry[], releases: Release[], end: string): string[] {
  const byKey = new Map(releases.map((r) => [`${r.tool} ${r.version}`, r]));
  const problems: string[] = [];
  for (const e of entries) {
    if (e.shown > end) problems.push(`${e.id}: shows last updated ${e.shown}, after the end of the author's timeline (${end})`);
    const newest = mentions(e.body)
      .map((m) => byKey.get(`${m.tool} ${m.version}`))
      .filter((r): r is Release => r !== undefined)
      .sort((a, b) => a.date.localeCompare(b.date))
      .at(-1);
    if (newest && e.shown < newest.date) problems.push(`${e.id}: shows last updated ${e.shown}, before ${newest.tool} ${newest.version} (released ${newest.date}) that it names`);
  }
  return problems;
}
