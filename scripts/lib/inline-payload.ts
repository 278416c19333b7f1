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

/** A page's HTML with each of Next's payload strings as a template literal. */
export function compactInlinePayload(html: string): string {
  return html.replace(PUSH, (_, json: string) => `self.__next_f.push([1,${templateLiteral(JSON.parse(json) as string)}])`);
}
