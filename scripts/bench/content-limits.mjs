// Content check benchmark (#48): how long `validateContent` takes to judge single files that used
// to cost minutes (10,000 nested list markers on one line, 20 kB: 138 s of CPU, then a stack
// overflow) or hang (a huge file of indented list lines), and the largest code file the limits
// let through (the highlighter's worst case). Each file alone in a scratch content tree with the
// site's data files; wall time and CPU time (user + system) of the check, and what it said.
// Usage: node scripts/bench/content-limits.mjs
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { validateContent, formatProblem } = await import('../../lib/content/validate.ts');
const { site } = await import('../../lib/site/config.ts');

const head = (slug) => `---\nslug: ${slug}\ntitle: 基准\ndate: 2024-03-01\nauthors: [yan]\ntags: [next]\ndescription: 基准测试用的文件。\n---\n正文。\n\n{/* truncate */}\n\n`;
const codeLine = (n) => `const data = [${Array.from({ length: Math.ceil(n / 8) }, (_, i) => String(1_000_000 + i)).join(',')}];`.slice(0, n);
const { maxFileBytes, maxLineChars } = site.content;
const cases = [
  ['20 kB: 10,000 nested list markers on one line', head('deep') + '- '.repeat(10_000) + '底\n'],
  ['5 MB: 100,000 lines of prose', head('five-mb') + '一段很长的正文，写了又写。\n'.repeat(Math.ceil(5_000_000 / 39))],
  ['5 MB: 5,000 indented list lines', head('indented') + Array.from({ length: 5_000 }, (_, i) => `${' '.repeat((i % 1_000) * 2)}- 第 ${i} 项`).join('\n').padEnd(5_000_000, '\n')],
  [
    `${Math.round(maxFileBytes / 1000) - 5} kB within the limits: code lines of ${(maxLineChars - 100).toLocaleString('en')} characters`,
    head('code') + '```js\n' + Array.from({ length: Math.floor((maxFileBytes - 5_000) / maxLineChars) }, () => codeLine(maxLineChars - 100)).join('\n') + '\n```\n',
  ],
];

for (const [name, text] of cases) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-limits-'));
  try {
    mkdirSync(path.join(dir, 'blog', '2024'), { recursive: true });
    cpSync('content/data', path.join(dir, 'data'), { recursive: true });
    writeFileSync(path.join(dir, 'blog', '2024', 'case.mdx'), text);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { problems } = await validateContent(dir);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const errors = problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p).replace(/^.*case\.mdx/, 'case.mdx').slice(0, 150));
    console.log(`${name}: ${(ms / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU`);
    for (const e of errors.length ? errors : ['(no errors)']) console.log(`  ${e}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
