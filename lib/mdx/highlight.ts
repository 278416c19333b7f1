import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import { createHighlighter, type Highlighter } from 'shiki';

/** Languages loaded up front; a fence in any other language is shown as plain text. */
export const languages = [
  'javascript', 'typescript', 'jsx', 'tsx', 'json', 'jsonc', 'bash', 'shellscript', 'powershell',
  'css', 'scss', 'html', 'vue', 'go', 'sql', 'yaml', 'toml', 'java', 'kotlin', 'python', 'php',
  'graphql', 'rust', 'proto', 'dockerfile', 'nginx', 'ini', 'diff', 'xml', 'http', 'markdown', 'mdx', 'c', 'cpp', 'csharp', 'lua', 'ruby', 'swift', 'wasm', 'makefile',
] as const;

const aliases: Record<string, string> = {
  js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash',
  protobuf: 'proto', yml: 'yaml', md: 'markdown', py: 'python', rs: 'rust', golang: 'go',
  docker: 'dockerfile', conf: 'nginx', kt: 'kotlin', ps1: 'powershell',
};

export const themes = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(themes), langs: [...languages], langAlias: aliases });
  return highlighter;
}

const known = new Set<string>([...languages, ...Object.keys(aliases), 'text', 'txt', 'plaintext', 'plain']);

/** Languages a fence may name, for the content checker. */
export function isKnownLanguage(lang: string): boolean {
  return known.has(lang.toLowerCase());
}

export const prettyCodeOptions: PrettyCodeOptions = {
  theme: themes,
  keepBackground: false,
  defaultLang: { block: 'javascript' },
  getHighlighter: getHighlighter as PrettyCodeOptions['getHighlighter'],
};
