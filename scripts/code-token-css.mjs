// Writes app/code-tokens.css, the colours of the classes on highlighted code tokens, from the
// code themes (lib/mdx/token-classes.ts). `npm run build` runs it before `next build`; the file is
// committed so `next dev` has it, and tests/unit/code-tokens.test.ts fails while it is stale.
// Usage: node scripts/code-token-css.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { codeTokenCss, codeTokenCssFile } = await import('../lib/mdx/highlight.ts');
const css = await codeTokenCss();
let old = '';
try {
  old = readFileSync(codeTokenCssFile, 'utf8');
} catch {}
if (old === css) console.log(`${codeTokenCssFile} is up to date`);
else {
  writeFileSync(codeTokenCssFile, css);
  console.log(`wrote ${codeTokenCssFile} (${css.length} bytes)`);
}
