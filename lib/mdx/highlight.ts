import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import { bundledLanguagesInfo, bundledThemes, createHighlighter, type Highlighter, type ShikiTransformer, type ThemeRegistration } from 'shiki';
import { paletteOf, tokenClassCss, transformerTokenClasses, type Palettes } from './token-classes';

/** Languages loaded up front; a fence in any other language is shown as plain text. */
export const languages = [
  'javascript', 'typescript', 'jsx', 'tsx', 'json', 'jsonc', 'bash', 'shellscript', 'powershell',
  'css', 'scss', 'html', 'vue', 'go', 'sql', 'yaml', 'toml', 'java', 'kotlin', 'python', 'php',
  'graphql', 'rust', 'proto', 'dockerfile', 'nginx', 'ini', 'diff', 'xml', 'http', 'markdown', 'mdx', 'c', 'cpp', 'csharp', 'lua', 'ruby', 'swift', 'wasm', 'makefile',
] as const;

/**
 * Names a fence may use besides the languages' own names and shiki's aliases. An entry must not
 * point at one of shiki's aliases of its own key (shiki's Dockerfile grammar is `docker`, with
 * `dockerfile` as its alias: `docker: 'dockerfile'` here made both names a loop, and such blocks
 * plain text); tests/unit/code-tokens.test.ts highlights a block under every name.
 */
const aliases: Record<string, string> = {
  js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash',
  protobuf: 'proto', yml: 'yaml', md: 'markdown', py: 'python', rs: 'rust', golang: 'go',
  conf: 'nginx', kt: 'kotlin', ps1: 'powershell',
};

/**
 * GitHub's themes, with the few token colours that miss WCAG AA (4.5:1) on our code background
 * (--c-code-bg) or on a highlighted line (--c-code-hl) swapped for a darker (light) or lighter
 * (dark) shade from GitHub's own palette. tests/unit/code-theme.test.ts checks every colour.
 */
export const themes = { light: 'inkstone-light', dark: 'inkstone-dark' } as const;

export const contrastFixes: Record<keyof typeof themes, { base: 'github-light' | 'github-dark'; colors: Record<string, string> }> = {
  light: { base: 'github-light', colors: { '#22863a': '#116329', '#d73a49': '#b31d28', '#e36209': '#953800', '#6a737d': '#57606a' } },
  dark: { base: 'github-dark', colors: { '#6a737d': '#9ba3ad' } },
};

/** A bundled theme with some foreground colours replaced (case-insensitive), under a new name. */
export async function recolouredTheme(base: keyof typeof bundledThemes, name: string, colors: Record<string, string>): Promise<ThemeRegistration> {
  const theme = (await bundledThemes[base]()).default as ThemeRegistration;
  const swap = (c: string | undefined) => (c && colors[c.toLowerCase()]) ?? c;
  return {
    ...theme,
    name,
    colors: Object.fromEntries(Object.entries(theme.colors ?? {}).map(([k, v]) => [k, swap(v)!])),
    tokenColors: (theme.tokenColors ?? []).map((t) => ({ ...t, settings: { ...t.settings, foreground: swap(t.settings.foreground) } })),
  };
}

let highlighter: Promise<Highlighter> | undefined;
/** The token palettes of the loaded themes, known once the highlighter is. */
let palettes: Palettes | undefined;

/** Both code themes, recoloured for contrast. */
export function loadThemes(): Promise<ThemeRegistration[]> {
  return Promise.all((Object.keys(themes) as (keyof typeof themes)[]).map((mode) => recolouredTheme(contrastFixes[mode].base, themes[mode], contrastFixes[mode].colors)));
}

function palettesOf(h: Highlighter): Palettes {
  return { light: paletteOf(h.getTheme(themes.light)), dark: paletteOf(h.getTheme(themes.dark)) };
}

/** The highlighter with both themes and every language loaded (one per process). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= loadThemes()
    .then((loaded) => createHighlighter({ themes: loaded, langs: [...languages], langAlias: aliases }))
    .then((h) => {
      palettes = palettesOf(h);
      return h;
    });
  return highlighter;
}

/** The stylesheet of the token classes, imported by app/styles.css; scripts/code-token-css.mjs writes it. */
export const codeTokenCssFile = 'app/code-tokens.css';

/**
 * The content of `codeTokenCssFile`, from the themes alone: a highlighter with no languages, since
 * loading the 40 grammars is most of a highlighter's start-up. `node scripts/code-token-css.mjs`
 * went from 2.1–2.2 s and 155 MB to 0.7–0.8 s and 111 MB (RSS), beside the type check.
 */
export async function codeTokenCss(): Promise<string> {
  const h = await createHighlighter({ themes: await loadThemes(), langs: [] });
  try {
    return tokenClassCss(palettesOf(h));
  } finally {
    h.dispose();
  }
}

/** shiki's own name of each language's grammar (`dockerfile` is an alias of `docker`, `bash` of `shellscript`). */
const grammarNames = languages.map((lang) => bundledLanguagesInfo.find((info) => info.id === lang || info.aliases?.includes(lang))?.id ?? lang);

/** Names a fence may use to be highlighted: the languages, their grammars' names and the extra aliases. */
export const languageNames: readonly string[] = [...new Set([...languages, ...grammarNames, ...Object.keys(aliases)])];

const known = new Set<string>([...languageNames, 'text', 'txt', 'plaintext', 'plain']);

/** Languages a fence may name, for the content checker. */
export function isKnownLanguage(lang: string): boolean {
  return known.has(lang.toLowerCase());
}

/**
 * No time limit on tokenizing a line. Shiki's default (500 ms) can run out on a busy build
 * machine while a grammar's first use compiles its patterns: the rest of the line is then one
 * token and the lines after it lose their colours, in one theme only and not in every build.
 */
const transformerNoTimeLimit: ShikiTransformer = {
  name: 'inkstone:no-time-limit',
  preprocess(_code, options) {
    options.tokenizeTimeLimit = 0;
  },
};

export const prettyCodeOptions: PrettyCodeOptions = {
  // Names of the themes the highlighter below has loaded.
  theme: themes as unknown as PrettyCodeOptions['theme'],
  keepBackground: false,
  defaultLang: { block: 'javascript' },
  getHighlighter: getHighlighter as PrettyCodeOptions['getHighlighter'],
  // rehype-pretty-code highlights only once getHighlighter has resolved, and so set the palettes.
  transformers: [
    transformerNoTimeLimit,
    transformerTokenClasses(() => {
      if (!palettes) throw new Error('token classes asked for before the highlighter loaded its themes');
      return palettes;
    }),
  ],
};
