/**
 * The RSC payload Next inlines in each page, written with less escaping. Next pushes it as JSON
 * strings inside script elements (`self.__next_f.push([1,"…"])`), so every quote of the payload's
 * own JSON costs a backslash, every newline two bytes, and each row of text is escaped twice. The
 * same strings as template literals need an escape only for a backslash, a backtick, `${`, a
 * carriage return (which a template literal would read as a newline), control characters, lone
 * surrogates (not writable as UTF-8), and `<`, kept as `\u003c` as Next has it, so no script text
 * can hold `</script` or `<!--` and no scanner of the markup finds a tag inside one. The value the
 * page pushes is the same string; at ×1 a page's HTML is about 9 % smaller (issue 49, bytes).
 * A script of any other shape (another Next release) is left as it is.
 */

/** Next's payload script call, its string as JSON.stringify wrote it (and Next's HTML escaping, \uXXXX). */
const PUSH = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;

/** What a template literal must escape to hold `value` exactly inside an HTML script element. */
const ESCAPE = /[\\`<\r\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\$\{|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** JavaScript source of a template literal whose value is `value`, safe inside a `<script>`. */
export function templateLiteral(value: string): string {
  const escaped = value.replace(ESCAPE, (c) => (c === '\\' || c === '`' ? `\\${c}` : c === '${' ? '\\${' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  return `\`${escaped}\``;
}

/** The value of a template literal written by `templateLiteral` (for measuring tools and tests). */
export function readTemplateLiteral(source: string): string {
  return source.slice(1, -1).replace(/\\(u[0-9a-f]{4}|[\s\S])/g, (_, e: string) => (e.length === 5 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e));
}

/** Index in `text` after `bytes` UTF-8 bytes from `from` (a lone surrogate is 3, as TextEncoder writes it), or -1. */
function afterBytes(text: string, from: number, bytes: number): number {
  let i = from;
  while (bytes > 0 && i < text.length) {
    const c = text.charCodeAt(i);
    const pair = (c & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    bytes -= c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
    i += pair ? 2 : 1;
  }
  return bytes === 0 ? i : -1;
}

/** A text row of a Flight stream (`id:T<hex byte length>,<text>`): where its length and its text are. */
type TextRow = { id: string; header: [number, number]; text: [number, number] };

/**
 * The text rows of a Flight stream, read row by row (a text row's content may hold anything, so
 * only its byte length tells where it ends; every other row ends at a newline). Null when the
 * stream is not one this reader knows.
 */
export function textRows(stream: string): TextRow[] | null {
  const rows: TextRow[] = [];
  const ROW = /([0-9a-f]*):(T([0-9a-f]+),)?/y;
  for (let at = 0; at < stream.length; ) {
    ROW.lastIndex = at;
    const m = ROW.exec(stream);
    if (!m) return null;
    if (!m[2]) {
      const end = stream.indexOf('\n', at);
      if (end < 0) return null;
      at = end + 1;
      continue;
    }
    const start = at + m[0].length;
    const end = afterBytes(stream, start, parseInt(m[3], 16));
    if (end < 0) return null;
    rows.push({ id: m[1], header: [at + m[1].length + 1, start], text: [start, end] });
    at = end;
  }
  return rows;
}

/** An MDX body's props in the payload: its HTML as a reference to a text row, then its key (components/mdx/MdxBody.client.tsx). */
const BODY_PROPS = /"html":"\$([0-9a-f]+)","bodyKey":"([0-9a-z]+)"/g;

type Edit = { from: number; to: number; text: string };

/**
 * Edits that empty each MDX body's text row in a page's payload `stream` whose text the page's
 * markup holds as that body's inner HTML: the tab that loads the page reads it from there
 * (MdxBody). A body the markup does not hold exactly is left whole.
 */
export function bodyEdits(stream: string, html: string): Edit[] {
  const keys = new Map([...stream.matchAll(BODY_PROPS)].map((m) => [m[1], m[2]]));
  if (keys.size === 0) return [];
  const edits: Edit[] = [];
  for (const row of textRows(stream) ?? []) {
    const key = keys.get(row.id);
    if (key === undefined || row.text[0] === row.text[1]) continue;
    const text = stream.slice(...row.text);
    if (!html.includes(`data-body="${key}">${text}</div>`)) continue;
    edits.push({ from: row.header[0], to: row.text[1], text: 'T0,' });
  }
  return edits;
}

/** `parts` (pieces of one string, in order) with `edits` (sorted, not overlapping) applied to their whole. */
export function editParts(parts: string[], edits: Edit[]): string[] {
  let offset = 0;
  return parts.map((part) => {
    const start = offset;
    const end = (offset += part.length);
    let out = '';
    let at = start;
    for (const e of edits) {
      if (e.to <= start || e.from >= end) continue;
      if (e.from >= start) out += part.slice(at - start, e.from - start) + e.text;
      at = Math.max(at, Math.min(e.to, end));
    }
    return out + part.slice(at - start);
  });
}

/**
 * A page's HTML with its MDX bodies' copies in the inline payload emptied (`bodyEdits`) and each
 * of Next's payload strings as a template literal.
 */
export function compactInlinePayload(html: string): string {
  const strings = [...html.matchAll(PUSH)].map((m) => JSON.parse(m[1]) as string);
  // Binary chunks ([3,"base64"]) would be rows of the same stream that this reader cannot see.
  const edits = html.includes('self.__next_f.push([3,') ? [] : bodyEdits(strings.join(''), html);
  const edited = editParts(strings, edits);
  let i = 0;
  return html.replace(PUSH, () => `self.__next_f.push([1,${templateLiteral(edited[i++])}])`);
}
