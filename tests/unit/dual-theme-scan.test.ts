import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHighlighter, languages, themes } from '@/lib/mdx/highlight';

/**
 * lib/mdx/dual-theme-scan.ts: the build's highlighter scans each line once for both themes and
 * must give exactly what shiki gives with its two scans. Compared here with a plain highlighter
 * of the same themes and languages, as rehype-pretty-code calls it.
 */
const samples: Record<string, string> = {
  typescript: 'type A = { a: number };\n\n/* a comment\n   over lines */\nexport const f = (x: A): string => `${x.a}`;\nexport const f = (x: A): string => `${x.a}`;\n',
  tsx: 'export function C({ n }: { n: number }) {\n  return <div className="a">{n > 1 ? <b>many</b> : null}</div>;\n}\n',
  markdown: '# Title\n\n```js\nconst a = 1;\n```\n\n- [x] item with `code`\n> quote\n',
  mdx: 'import X from "./x";\n\n# Hi {1 + 1}\n\n<X a="b" />\n\n```bash\necho hi\n```\n',
  vue: '<template>\n  <p :class="{ a: b }">{{ msg }}</p>\n</template>\n<script setup lang="ts">\nconst msg = ref<string>("x");\n</script>\n<style scoped>\np { color: red; }\n</style>\n',
  html: '<!doctype html>\n<style>a { color: #fff }</style>\n<script>let x = "</p>";</script>\n<p class="x">text &amp; more</p>\n',
  php: '<?php\n$a = [1, 2];\necho "x {$a[0]}";\n?>\n<div><?= $a ?></div>\n',
  python: 'def f(x: int) -> str:\n    """doc\n    string"""\n    return f"{x!r}"\n\n\n@decorator\nclass A: pass\n',
  bash: 'for f in *.mdx; do\n  echo "$f" | sed -e \'s/a/b/\' > /dev/null\ndone\ncat <<EOF\nheredoc $HOME\nEOF\n',
  sql: "SELECT a, count(*) FROM t WHERE b = 'x' -- note\nGROUP BY a;\n",
  diff: '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n',
  yaml: 'a: 1\nb:\n  - "x"\n  - |\n    block\n    text\n',
};

const options = (lang: string) => ({ lang: lang as BundledLanguage, themes: { light: themes.light, dark: themes.dark }, mergeSameStyleTokens: true, tokenizeTimeLimit: 0 });

let once: Highlighter;
let twice: Highlighter;

beforeAll(async () => {
  once = await getHighlighter();
  twice = await createHighlighter({ themes: [once.getTheme(themes.light), once.getTheme(themes.dark)], langs: [...languages] });
});

describe('one scan for both code themes', () => {
  it.each(Object.entries(samples))('gives shiki’s own tokens and markup: %s', (lang, code) => {
    expect(once.codeToTokens(code, options(lang)).tokens).toEqual(twice.codeToTokens(code, options(lang)).tokens);
    expect(JSON.stringify(once.codeToHast(code, options(lang)))).toBe(JSON.stringify(twice.codeToHast(code, options(lang))));
  });

  it('gives shiki’s own markup in every language', { timeout: 120_000 }, () => {
    const code = samples.typescript + samples.html;
    for (const lang of languages) {
      expect(JSON.stringify(once.codeToHast(code, options(lang))), lang).toBe(JSON.stringify(twice.codeToHast(code, options(lang))));
    }
  });

  it('scans each line once, not once per theme', () => {
    const grammar = Object.getPrototypeOf(once.getInternalContext().getLanguage('typescript'));
    const scan = grammar.tokenizeLine2;
    let scans = 0;
    grammar.tokenizeLine2 = function (...args: unknown[]) {
      scans += 1;
      return scan.apply(this, args);
    };
    try {
      const code = 'const a = 1;\nlet b = "two";\nfunction c() {}\n';
      once.codeToHast(code, options('typescript'));
      expect(scans).toBe(3);
    } finally {
      grammar.tokenizeLine2 = scan;
    }
  });
});
