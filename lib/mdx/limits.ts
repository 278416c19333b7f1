import { site } from '@/lib/site/config';

/**
 * Limits on an MDX body checked before it is parsed (`site.content`): a line longer than
 * `maxLineChars` (a 1 MB code line kept the highlighter busy for 40 s) and containers nested
 * deeper than `maxNesting` (10,000 list markers on one line, 20 kB, took the parser 138 s of CPU
 * before it overflowed the stack). The file's size is checked before it is read
 * (lib/content/files.ts, sizeProblem). Each check is one pass over the text.
 */
export type LimitViolation = { line: number; column: number; reason: string };

/** Columns of leading whitespace (a tab counts 4) and the container markers that follow it. */
const CONTAINER = /^(?:[-*+]|\d{1,9}[.)]|>)(?=[ \t]|$)[ \t]*/;

/** Nesting a line opens: its list and quote markers, and its indentation at 2 columns a level. */
function nestingOf(line: string): number {
  let i = 0;
  let columns = 0;
  for (; i < line.length && (line[i] === ' ' || line[i] === '\t'); i += 1) columns += line[i] === '\t' ? 4 : 1;
  let markers = 0;
  let rest = line.slice(i);
  for (let m = CONTAINER.exec(rest); m && m[0].length; m = CONTAINER.exec(rest)) {
    markers += 1;
    rest = rest.slice(m[0].length);
  }
  return markers ? markers + Math.floor(columns / 2) : 0;
}

export function bodyLimitViolations(body: string): LimitViolation[] {
  const { maxLineChars, maxNesting } = site.content;
  const long: number[] = [];
  let deep: { line: number; depth: number } | undefined;
  let fence: string | null = null;
  const lines = body.split('\n');
  lines.forEach((text, i) => {
    if (text.length > maxLineChars) long.push(i + 1);
    const f = /^[ \t]*(`{3,}|~{3,})/.exec(text);
    if (f) fence = fence === null ? f[1] : f[1].startsWith(fence) ? null : fence;
    else if (fence === null && !deep) {
      const depth = nestingOf(text);
      if (depth > maxNesting) deep = { line: i + 1, depth };
    }
  });
  const out: LimitViolation[] = [];
  if (long.length) {
    const more = long.length > 1 ? ` (and ${long.length - 1} more line${long.length > 2 ? 's' : ''} after it)` : '';
    out.push({
      line: long[0],
      column: maxLineChars + 1,
      reason: `(body): a line of ${lines[long[0] - 1].length.toLocaleString('en')} characters, above the limit of ${maxLineChars.toLocaleString('en')} (site.content.maxLineChars)${more}; break it, or link long data as a file under public/`,
    });
  }
  if (deep) {
    out.push({
      line: deep.line,
      column: 1,
      reason: `(body): lists or quotes nested ${deep.depth.toLocaleString('en')} deep, above the limit of ${maxNesting} (site.content.maxNesting)`,
    });
  }
  return out.sort((a, b) => a.line - b.line);
}
