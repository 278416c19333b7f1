/** Source-level steps that must run before the MDX parser sees the text. */

const FENCE = /^\s*(```|~~~)/;
const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/;
const TRUNCATE = /^\s*(\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)\s*$/;

/** Lines outside fenced code blocks, with their index. */
function mapProse(source: string, fn: (line: string) => string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const m = FENCE.exec(line);
      if (m) {
        if (fence === null) fence = m[1];
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      return fence === null ? fn(line) : line;
    })
    .join('\n');
}

/**
 * `## Title {#custom-id}` is not valid MDX (the braces open an expression); escape the braces so
 * the heading text keeps the marker, which the heading-id plugin then turns into the id.
 */
export function escapeHeadingIds(source: string): string {
  return mapProse(source, (line) => line.replace(HEADING_ID, (_, head: string, id: string) => `${head} \\{#${id}\\}`));
}

/** Splits a body at its truncate marker (`{/* truncate *\/}` or `<!-- truncate -->`). */
export function splitTruncate(source: string): { excerpt: string | null; body: string } {
  const lines = source.split('\n');
  let fence = false;
  for (let i = 0; i < lines.length; i += 1) {
    if (FENCE.test(lines[i])) fence = !fence;
    if (!fence && TRUNCATE.test(lines[i])) {
      const body = [...lines.slice(0, i), ...lines.slice(i + 1)].join('\n');
      return { excerpt: lines.slice(0, i).join('\n').trim(), body };
    }
  }
  return { excerpt: null, body: source };
}
