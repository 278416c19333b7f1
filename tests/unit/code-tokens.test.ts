import { readFileSync } from 'node:fs';
import { renderHtml } from '@/lib/mdx/render';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageElements } from '@/components/mdx/elements';
import { compileMdxUncached } from '@/lib/mdx/compile';
import { codeTokenCss, codeTokenCssFile, getHighlighter, languageNames, prettyCodeOptions } from '@/lib/mdx/highlight';
import { tokenClass, tokenClassCss, type Palettes } from '@/lib/mdx/token-classes';

async function render(source: string) {
  const { tree } = await compileMdxUncached(source, 'x.mdx');
  return { code: JSON.stringify(tree), html: renderHtml(tree, { code: pageElements('zh-CN').code }) };
}

/** The colour a stylesheet gives a token class in one mode (the rule listing it). */
function colourOf(css: string, cls: string, mode: 'light' | 'dark'): string | undefined {
  const rules = css.split('\n').filter((r) => r.startsWith("html[data-theme='dark']") === (mode === 'dark'));
  const rule = rules.find((r) => new RegExp(`[(,]\\.${cls}[,)]`).test(r));
  return rule && /\{color:(#[0-9A-F]{6})\}$/.exec(rule)?.[1];
}

/** Each token of a rendered block with the colours it is drawn in: its class's, or the block's default. */
function drawn(html: string, css: string, mode: 'light' | 'dark') {
  const fg = new RegExp(`${mode === 'dark' ? "html\\[data-theme='dark'\\] " : '^'}\\.code-block code:not\\(\\.plain\\)\\{color:(#[0-9A-F]{6})\\}`, 'm').exec(css)![1];
  return [...html.matchAll(/<span class="(t[0-9a-z]{2})">([^<]*)<\/span>|([^<>]+)(?=<)/g)]
    .filter((m) => m[1] || (m[3] && m[3].trim()))
    .map((m) => [m[2] ?? m[3], m[1] ? colourOf(css, m[1], mode) : fg]);
}

const palettes: Palettes = {
  light: { fg: '#24292E', colours: ['#005CC5', '#24292E', '#6F42C1'] },
  dark: { fg: '#E1E4E8', colours: ['#79B8FF', '#B392F0', '#E1E4E8'] },
};

describe('token classes', () => {
  it('name a colour pair by its places in the palettes: one pair, one class', () => {
    expect(tokenClass(palettes, '#6F42C1', '#B392F0')).toBe('t21');
    expect(tokenClass(palettes, '#6f42c1', '#b392f0')).toBe('t21');
    expect(tokenClass(palettes, '#6F42C1', '#79B8FF')).toBe('t20');
    expect(tokenClass(palettes, '#24292E', '#B392F0')).toBe('t11');
    // The default pair needs no class; a colour outside the palette keeps its inline style.
    expect(tokenClass(palettes, '#24292E', '#E1E4E8')).toBe('');
    expect(tokenClass(palettes, '#123456', '#B392F0')).toBeUndefined();
  });

  it('the stylesheet colours every class in both modes, and the block text in the default pair', () => {
    const css = tokenClassCss(palettes);
    for (const [l, light] of palettes.light.colours.entries())
      for (const [d, dark] of palettes.dark.colours.entries()) {
        const cls = `t${l}${d}`;
        if (light === palettes.light.fg && dark === palettes.dark.fg) continue;
        expect([colourOf(css, cls, 'light'), colourOf(css, cls, 'dark')]).toEqual([light, dark]);
      }
    expect(css).toContain('\n.code-block code:not(.plain){color:#24292E}\n');
    expect(css).toContain("\nhtml[data-theme='dark'] .code-block code:not(.plain){color:#E1E4E8}\n");
  });

  // Loading every grammar and both themes is the slow part (5 s on a quiet machine, past 20 s at
  // load 20): done once here under its own limit, so each test's limit measures only its own work.
  beforeAll(() => getHighlighter(), 120_000);

  it(`${codeTokenCssFile} is the stylesheet of the current themes (node scripts/code-token-css.mjs writes it)`, async () => {
    expect(readFileSync(codeTokenCssFile, 'utf8')).toBe(await codeTokenCss());
  });

  it('highlighted blocks carry classes, not inline colours, and draw the colours they drew before', async () => {
    const { code, html } = await render('```bash\ndocker run -d --name pg16 \\\n  postgres:16 # db\n```');
    const css = await codeTokenCss();
    expect(code).not.toContain('--shiki');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('data-theme');
    expect(html).toContain('<pre tabindex="0" data-language="bash"><code><span data-line="">');
    // github-light / github-dark: a command, its arguments, options, a comment (recoloured for
    // contrast); neighbouring tokens of one colour are one span.
    expect(drawn(html, css, 'light')).toEqual([['docker', '#6F42C1'], [' run', '#032F62'], [' -d --name', '#005CC5'], [' pg16', '#032F62'], [' \\', '#005CC5'], ['  postgres:16', '#032F62'], [' # db', '#57606A']]);
    expect(drawn(html, css, 'dark')).toEqual([['docker', '#B392F0'], [' run', '#9ECBFF'], [' -d --name', '#79B8FF'], [' pg16', '#9ECBFF'], [' \\', '#79B8FF'], ['  postgres:16', '#9ECBFF'], [' # db', '#9BA3AD']]);
  });

  it('tokens in the default colours are text of their line; plain text is marked to keep the page colour', async () => {
    expect((await render('```bash\necho "a $X"\n```')).html).toMatch(/<span data-line=""><span class="t\w\w">echo<\/span><span class="t\w\w"> (?:"|&quot;)a <\/span>\$X<span/);
    for (const lang of ['text', 'no-such-language'])
      expect((await render(`\`\`\`${lang}\nplain words\n\`\`\``)).html).toContain('<code class="plain"><span data-line="">plain words</span></code>');
  });

  it('highlights a block under every name a fence may use (an alias loop once left Dockerfiles plain)', async () => {
    const plain: string[] = [];
    for (const name of languageNames) {
      const { html } = await render(`\`\`\`${name}\nx = 1\n\`\`\``);
      expect(html, name).toContain(`data-language="${name}"`);
      if (html.includes('<code class="plain">')) plain.push(name);
    }
    expect(plain).toEqual([]);
  }, 60_000);

  it('highlights with colours that keep 4.5:1 contrast (github-light recoloured)', async () => {
    const { html } = await render('```js\nconst a = "x";\n```');
    const light = drawn(html, await codeTokenCss(), 'light').map(([, c]) => c);
    expect(light).not.toEqual(expect.arrayContaining([expect.stringMatching(/#(22863A|D73A49|E36209)/i)]));
    expect(light).toContain('#B31D28');
  });

  it('tokenizes without a time limit: one running out on a busy machine drops the colours of the lines after', () => {
    const options = { lang: 'tsx', tokenizeTimeLimit: 500 };
    for (const t of prettyCodeOptions.transformers ?? []) t.preprocess?.call({} as never, '', options as never);
    expect(options.tokenizeTimeLimit).toBe(0);
  });
});
