import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderHtml } from '@/lib/mdx/render';
import { describe, expect, it } from 'vitest';
import { readMdx } from '@/lib/content/files';
import { formatProblem, validateContent } from '@/lib/content/validate';
import { compileMdx, compileMdxUncached } from '@/lib/mdx/compile';
import { buildSteps } from '@/scripts/lib/build';

/**
 * Hostile and careless content (issue 31): every case is a fixture folder named after the
 * behaviour, a content tree checked with the site's own data files, and its
 * `expected-problems.txt` lists the errors the content check must report (paths relative to the
 * fixture), every one with file:line:column. An empty list: the check passes. A fixture with a
 * `data/` folder is checked with those data files instead, one with a `public/` folder with those static files.
 */
const FIXTURES = 'tests/fixtures';
const cases = readdirSync(FIXTURES).filter((name) => existsSync(path.join(FIXTURES, name, 'expected-problems.txt')));

async function errorsOf(name: string): Promise<string[]> {
  // A fixture with a data/ folder checks its own data files (they can be hostile too).
  const own = path.resolve(FIXTURES, name, 'data');
  const pub = path.resolve(FIXTURES, name, 'public');
  const { problems } = await validateContent(path.resolve(FIXTURES, name), {
    dataDir: existsSync(own) ? own : path.resolve('content/data'),
    ...(existsSync(pub) ? { publicDir: pub } : {}),
  });
  return problems.filter((p) => p.severity === 'error').map((p) => formatProblem(p).replace(`${FIXTURES}/${name}/`, ''));
}

describe('hostile content fixtures', () => {
  it('there is one per behaviour', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });
  it.each(cases)('%s', async (name) => {
    const ran = path.join(tmpdir(), 'inkstone-front-matter-ran');
    rmSync(ran, { force: true });
    const expected = readFileSync(path.join(FIXTURES, name, 'expected-problems.txt'), 'utf8').split('\n').filter(Boolean);
    expect(await errorsOf(name)).toEqual(expected);
    // `---js` front matter that would write this file when evaluated: nothing ran.
    expect(existsSync(ran)).toBe(false);
  }, 120_000);
});

describe('srcdoc: the build refuses it', () => {
  const fixture = `${FIXTURES}/content-policy-rejects-iframe-srcdoc`;
  it('npm run check:content (the build\'s first step) exits 1 naming the file and line', () => {
    const out = spawnSync(process.execPath, ['scripts/check-content.mjs', '--root', fixture, '--data', 'content/data'], { encoding: 'utf8' });
    expect(out.status).toBe(1);
    expect(out.stderr).toContain(`${fixture}/blog/2024/srcdoc.mdx:13:1: <iframe> srcdoc: srcdoc is never allowed`);
    expect(out.stdout).toMatch(/: 6 errors, 0 warnings/);
  }, 120_000);
  it('the build runs that check first, and its renderer compiles bodies under the same policy', async () => {
    expect(buildSteps()[0].name).toBe('content check');
    const { body, file } = readMdx(path.resolve(fixture, 'blog/2024/srcdoc.mdx'), path.resolve(fixture, 'blog'));
    await expect(compileMdx(body, file)).rejects.toThrow(/srcdoc\.mdx:\d+:1: <iframe> srcdoc: srcdoc is never allowed/);
  }, 120_000);
});

async function render(source: string): Promise<string> {
  const { tree } = await compileMdxUncached(source, 'x.mdx');
  return renderHtml(tree);
}

describe('what an allowed body renders', () => {
  it('an iframe on an allowed host runs sandboxed with a referrer policy', async () => {
    const html = await render('<iframe src="https://player.bilibili.com/player.html?bvid=x" title="视频"></iframe>');
    expect(html).toBe(
      '<iframe src="https://player.bilibili.com/player.html?bvid=x" title="视频" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>',
    );
  }, 60_000);
  it('a link with target="_blank" gets rel="noopener noreferrer", internal or external', async () => {
    const html = await render('<a href="/files/a.pdf" target="_blank">PDF</a> <a href="https://example.com/" target="_blank">外链</a>');
    expect(html.match(/<a [^>]*>/g)).toEqual([
      '<a href="/files/a.pdf" target="_blank" rel="noopener noreferrer">',
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">',
    ]);
  }, 60_000);
});
