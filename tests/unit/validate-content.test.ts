import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, validateContent } from '@/lib/content/validate';
import { jsonPathOffset } from '@/lib/content/json-position';

const FIXTURE = 'tests/fixtures/content-every-problem-in-one-run';
const f = (rel: string) => `${FIXTURE}/${rel}`;

describe('the one content check', () => {
  it('lists every problem of a broken tree in one run, in file order, with file, line and column', async () => {
    const { problems } = await validateContent(path.resolve(FIXTURE));
    expect(problems.map(formatProblem)).toEqual([
      `${f('blog/2024/bad-date.mdx')}:4:1: date: "2024-13-45" is not a valid date (use YYYY-MM-DD)`,
      `${f('blog/2024/broken-syntax.mdx')}:13:1: MDX: Expected a closing tag for \`<div>\``,
      `${f('blog/2024/first.mdx')}:13:8: link: script URL "javascript:alert(1)" is not allowed`,
      `${f('blog/2024/gbk-encoded.mdx')}:3:8: (encoding): not valid UTF-8 (byte 0xb1); save the file as UTF-8`,
      `${f('blog/2024/orphan.en.mdx')}:1:1: (file): translation of a post that does not exist (2024/orphan.mdx)`,
      `${f('blog/2024/second.mdx')}:2:1: slug: "same-slug" is already used by ${f('blog/2024/first.mdx')}`,
      `${f('blog/2024/second.mdx')}:13:1: import/export: import and export are not allowed in content`,
      `${f('blog/2024/second.mdx')}:15:7: {os.homedir()}: expressions are not allowed; only comments {/* … */}`,
      `${f('blog/2024/second.mdx')}:17:1: <script>: <script> is not allowed`,
      `${f('blog/2024/second.mdx')}:19:1: <img> onError: event handler attributes are not allowed`,
      `${f('blog/2024/second.mdx')}:21:1: <iframe>: src "https://tracker.example/embed" is not an https URL on an allowed host (site.content.iframeHosts: www.youtube-nocookie.com, player.bilibili.com)`,
      `${f('blog/2024/unknown-author.mdx')}:5:1: authors: unknown author key "nobody" (known: yan)`,
      `${f('data/projects.json')}:8:5: 0.type: Invalid option: expected one of "web"|"app"|"commerce"|"personal"|"toy"|"other"`,
      `${f('docs/guide/setup/_category_.json')}:4:40: link.slug: must be letters, digits or -`,
      `${f('docs/guide/setup/install.mdx')}:4:1: sidebar_position: Invalid input: expected number, received string`,
      `${f('docs/sidebars.json')}:2:51: guide: doc id "guide/missing" does not exist`,
      `${f('pages/about.mdx')}:1:1: description: Invalid input: expected string, received undefined`,
    ]);
    expect(problems.every((p) => p.severity === 'error')).toBe(true);
  }, 120_000);

  it('refuses a file above the size limit before reading it, and warns about an unknown code language without failing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-size-'));
    try {
      cpSync('content/data', path.join(dir, 'data'), { recursive: true });
      const post = (slug: string) => readFileSync('tests/fixtures/blog-valid/2024/middle.mdx', 'utf8').replace(/^slug: .*$/m, `slug: ${slug}`);
      cpSync('tests/fixtures/blog-valid', path.join(dir, 'blog'), { recursive: true });
      writeFileSync(path.join(dir, 'blog', '2024', 'big.mdx'), `${post('big')}\n${'很长的一段话。'.repeat(12_000)}\n`);
      writeFileSync(path.join(dir, 'blog', '2024', 'klingon.mdx'), `${post('klingon')}\n\`\`\`klingon\nqapla'\n\`\`\`\n\n{/* truncate */}\n`);
      const { problems } = await validateContent(dir);
      const shown = problems.filter((p) => /\/(big|klingon)\.mdx$/.test(p.file)).map((p) => `${path.basename(p.file)} ${p.severity} ${p.line}:${p.column} ${p.field}: ${p.message}`);
      expect(shown).toEqual([
        'big.mdx error 1:1 (file): 252 kB, above the limit of 200 kB per file (site.content.maxFileBytes); split it or link large data as files under public/',
        'klingon.mdx warning 11:4 code fence: language "klingon" is not highlighted; shown as plain text',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names a truncate marker that cuts a construct in two: the excerpt a list shows would not compile', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkstone-excerpt-'));
    try {
      cpSync('content/data', path.join(dir, 'data'), { recursive: true });
      cpSync('tests/fixtures/blog-valid', path.join(dir, 'blog'), { recursive: true });
      const post = readFileSync('tests/fixtures/blog-valid/2024/middle.mdx', 'utf8').replace(/^slug: .*$/m, 'slug: cut');
      writeFileSync(path.join(dir, 'blog', '2024', 'cut.mdx'), `${post}\n<details>\n\n开头。\n\n{/* truncate */}\n\n后面。\n\n</details>\n`);
      const { problems } = await validateContent(dir);
      const errors = problems.filter((p) => p.severity === 'error').map((p) => `${path.basename(p.file)}:${p.line}:${p.column}: ${p.field}: ${p.message}`);
      expect(errors).toEqual(['cut.mdx:11:1: MDX: Expected a closing tag for `<details>`']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('jsonPathOffset', () => {
  it('finds keys and array items, and the deepest part that exists', () => {
    const text = '{\n  "a": [1, {"b": "x"}],\n  "c": {"d": true}\n}';
    expect(text.slice(jsonPathOffset(text, ['a', '1', 'b']))).toMatch(/^"b": "x"/);
    expect(text.slice(jsonPathOffset(text, ['c', 'd']))).toMatch(/^"d": true/);
    expect(text.slice(jsonPathOffset(text, ['c', 'zzz']))).toMatch(/^"c"/);
  });
});
