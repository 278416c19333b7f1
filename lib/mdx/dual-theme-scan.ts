import type { Highlighter } from 'shiki';

/**
 * One grammar scan per line of code for both code themes, where shiki scans every line twice.
 *
 * Shiki's dual-theme highlighting (`codeToTokensWithThemes`) tokenizes a block once per theme:
 * the colours are in the binary token metadata that vscode-textmate computes while it scans, from
 * the theme the registry holds. The scan itself (the grammar's regular expressions in oniguruma)
 * does not depend on the theme, and it was most of the content check's CPU time. Here the first
 * theme's pass scans each line with a *pair theme*, whose colour for a scope path stands for both
 * themes' attributes (font style, foreground, background) at that path, and keeps the result; each
 * pass then reads its own theme's attributes out of the pair. The second theme's pass finds the
 * line already scanned under the same grammar state (the stack object the first pass returned)
 * and scans nothing.
 *
 * The tokens are the ones shiki would have produced: a token boundary of the pair scan is where
 * either theme's metadata changes, the union of both passes' boundaries, which is exactly where
 * shiki's `syncThemesTokenization` splits the two passes' tokens to line them up; within a token
 * each pass reads the attributes its own theme resolves (vscode-textmate's `mergeAttributes`:
 * an unset field keeps the parent scope's value). tests/unit/dual-theme-scan.test.ts compares
 * the output with shiki's own, token for token, over every language and every content block.
 *
 * It relies on vscode-textmate's internals as @shikijs/vscode-textmate 10 has them: a grammar's
 * `_grammarRepository._theme` (the theme its metadata comes from, a `Theme` with `match` and
 * `getDefaults`), and the metadata layout (font style bits 11-14, foreground 15-23, background
 * 24-31). A line scanned while the registry holds any other theme is passed straight through.
 */

type Style = { fontStyle: number; foregroundId: number; backgroundId: number };
type ScopePath = { parent: ScopePath | null; scopeName: string };
type TmTheme = { match(path: ScopePath | null): Style | null; getDefaults(): Style; getColorMap(): string[] };
type ScanResult = { tokens: Uint32Array; ruleStack: unknown; stoppedEarly: boolean };
type Grammar = {
  _grammarRepository: { _theme: TmTheme };
  tokenizeLine2(line: string, stack: unknown, timeLimit?: number): ScanResult;
};
/** A theme's resolved attributes at a scope path: font style, foreground id, background id. */
type Attrs = readonly [number, number, number];

const FONT_STYLE_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
const FOREGROUND_MASK = 0x00ff8000;
/** Language id, token type and balanced-bracket bits: the same in both passes. */
const THEME_FREE_MASK = 0x7ff;
/** The foreground field has 9 bits; id 0 means "not set". */
const MAX_PAIRS = 511;

const merge = (parent: Attrs, own: Style | null): Attrs =>
  own ? [own.fontStyle !== -1 ? own.fontStyle : parent[0], own.foregroundId || parent[1], own.backgroundId || parent[2]] : parent;

/** A theme for vscode-textmate whose foreground ids name pairs of (light, dark) attributes. */
function pairTheme(themes: readonly [TmTheme, TmTheme]) {
  const ids = new Map<string, number>();
  const pairs: (readonly [Attrs, Attrs])[] = [[[0, 0, 0], [0, 0, 0]]];
  const resolved = new WeakMap<ScopePath, readonly [Attrs, Attrs]>();
  const defaults = themes.map((t) => merge([0, 0, 0], t.getDefaults())) as unknown as readonly [Attrs, Attrs];

  const idOf = (both: readonly [Attrs, Attrs]): number => {
    const key = both.flat().join(',');
    let id = ids.get(key);
    if (id === undefined) {
      if (pairs.length > MAX_PAIRS) throw new Error(`dual-theme scan: more than ${MAX_PAIRS} (light, dark) token styles`);
      id = pairs.length;
      ids.set(key, id);
      pairs.push(both);
    }
    return id;
  };
  /** Both themes' attributes at a path: each field from the deepest scope that sets it. */
  const attrsAt = (path: ScopePath | null): readonly [Attrs, Attrs] => {
    if (!path) return defaults;
    let both = resolved.get(path);
    if (!both) {
      const parent = attrsAt(path.parent);
      both = [merge(parent[0], themes[0].match(path)), merge(parent[1], themes[1].match(path))];
      resolved.set(path, both);
    }
    return both;
  };
  const style = (both: readonly [Attrs, Attrs]): Style => ({ fontStyle: 0, foregroundId: idOf(both), backgroundId: 0 });

  const theme: TmTheme = {
    getDefaults: () => style(defaults),
    match: (path) => style(attrsAt(path)),
    getColorMap: () => themes[0].getColorMap(),
  };
  /** Metadata of the pair scan, as theme `which` would have produced it. */
  const decode = (tokens: Uint32Array, which: 0 | 1): Uint32Array => {
    const out = new Uint32Array(tokens);
    for (let i = 1; i < out.length; i += 2) {
      const [fontStyle, foreground, background] = pairs[(out[i] & FOREGROUND_MASK) >>> FOREGROUND_OFFSET][which];
      out[i] = ((out[i] & THEME_FREE_MASK) | (fontStyle << FONT_STYLE_OFFSET) | (foreground << FOREGROUND_OFFSET) | (background << BACKGROUND_OFFSET)) >>> 0;
    }
    return out;
  };
  return { theme, decode };
}

/**
 * Makes `highlighter` scan each line once for the two themes named: its `codeToHast` and
 * `codeToTokens` with `themes: { light, dark }` give the same tokens as before.
 */
export function scanOncePerLine(highlighter: Highlighter, themeNames: readonly [string, string]): void {
  const internal = highlighter.getInternalContext();
  const getLanguage = internal.getLanguage.bind(internal);
  const loaded = internal.getLoadedLanguages();
  if (!loaded.length) return;
  // Both themes as the registry resolves them, through shiki's own setTheme (which remembers the
  // theme it set last): every grammar of the highlighter shares the registry.
  const repository = (getLanguage(loaded[0]) as unknown as Grammar)._grammarRepository;
  const themes = themeNames.map((name) => {
    internal.setTheme(name);
    return repository._theme;
  }) as unknown as readonly [TmTheme, TmTheme];
  const pair = pairTheme(themes);
  const wrapped = new WeakMap<object, Grammar>();

  internal.getLanguage = ((name: Parameters<typeof getLanguage>[0]) => {
    const grammar = getLanguage(name) as unknown as Grammar;
    let own = wrapped.get(grammar);
    if (own) return own;
    /** Lines the pair scan has done, by the grammar state they start from, for the other theme's pass. */
    const scanned = new WeakMap<object, Map<string, { result: ScanResult; by: 0 | 1 }>>();
    own = Object.create(grammar) as Grammar;
    own.tokenizeLine2 = (line, stack, timeLimit) => {
      const held = grammar._grammarRepository._theme;
      const which = held === themes[0] ? 0 : held === themes[1] ? 1 : -1;
      if (which === -1 || !stack || typeof stack !== 'object') return grammar.tokenizeLine2(line, stack, timeLimit);
      let lines = scanned.get(stack);
      let done = lines?.get(line);
      // Each scan serves the other theme's pass once; the first line's state (shiki's INITIAL) is
      // shared by every block, so nothing is kept once both passes have read it.
      if (done && done.by !== which) lines!.delete(line);
      else if (!done) {
        grammar._grammarRepository._theme = pair.theme;
        try {
          done = { result: grammar.tokenizeLine2(line, stack, timeLimit), by: which };
        } finally {
          grammar._grammarRepository._theme = held;
        }
        if (!done.result.stoppedEarly) {
          if (!lines) scanned.set(stack, (lines = new Map()));
          lines.set(line, done);
        }
      }
      return { ...done.result, tokens: pair.decode(done.result.tokens, which) };
    };
    wrapped.set(grammar, own);
    return own;
  }) as unknown as typeof internal.getLanguage;
}
