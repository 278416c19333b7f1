import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { command, lockFor, runBuild, stagingFor, together, type BuildStep } from '../../scripts/lib/build';
import { postbuildSteps, runPostbuild } from '../../scripts/lib/postbuild';

let dir: string;
let out: string;
let lines: string[];
const log = (l: string) => lines.push(l);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'inkstone-build-'));
  out = path.join(dir, 'out');
  mkdirSync(out);
  writeFileSync(path.join(out, 'index.html'), 'the previous, complete site');
  lines = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Stands in for `next build`: exports a fixture tree into the staging folder. */
const exportFixture = (fixture: string): BuildStep => ({
  name: 'next build',
  run(staging) {
    cpSync(path.resolve('tests/fixtures', fixture), staging, { recursive: true });
    return 0;
  },
});
const linkCheck: BuildStep = {
  name: 'post-build',
  run: (staging) => runPostbuild(staging, postbuildSteps.filter((s) => s.name === 'links')),
};

describe('atomic output', () => {
  it('a broken link found after the export leaves out/ untouched, removes the staging folder and says so last', async () => {
    const code = await runBuild([exportFixture('export-with-broken-link'), linkCheck], { outDir: out, log });
    expect(code).toBe(1);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous, complete site');
    expect(existsSync(stagingFor(out))).toBe(false);
    expect(lines.at(-1)).toBe('\nbuild failed at step "post-build" (exit code 1): nothing was published; out/ is untouched.'.replace('out/', `${path.relative(process.cwd(), out)}/`));
  });

  it('publishes the staging folder as out/ only when every step passed', async () => {
    const code = await runBuild([exportFixture('export-with-broken-link'), { name: 'check', run: () => 0 }], { outDir: out, log });
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['blog', 'index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<h1>首页</h1>');
    expect(readdirSync(dir)).toEqual(['out']);
  });

  it('a step that throws fails the build the same way, and no out/ appears when there was none', async () => {
    rmSync(out, { recursive: true });
    const boom: BuildStep = { name: 'service worker', run: () => { throw new Error('boom'); } };
    expect(await runBuild([exportFixture('export-with-broken-link'), boom], { outDir: out, log })).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(lines.at(-1)).toMatch(/build failed at step "service worker" \(it threw\): nothing was published; there is no .*out\/\.$/);
  });

  it('steps run together really overlap, and the build fails naming the one that failed', async () => {
    // Each process leaves a mark, then waits for the other's: they finish only if both run at once.
    const script = path.join(dir, 'meet.cjs');
    writeFileSync(script, `const fs = require('fs');
const [mine, theirs, code] = process.argv.slice(2);
fs.writeFileSync(mine, '');
setInterval(() => fs.existsSync(theirs) && process.exit(Number(code)), 20);
setTimeout(() => process.exit(9), 10000);`);
    const meet = (name: string, other: string, code: number) =>
      command(name, process.execPath, () => [script, path.join(dir, name), path.join(dir, other), String(code)]);
    const code = await runBuild([exportFixture('export-with-broken-link'), together([meet('a', 'b', 0), meet('b', 'a', 3)], log)], { outDir: out, log });
    expect(code).toBe(1);
    expect(lines).toContain('> "b" failed with exit code 3');
    expect(lines.filter((l) => l.includes('"a" failed'))).toEqual([]);
    expect(lines.at(-1)).toMatch(/build failed at step "a \+ b" \(exit code 3\)/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the previous, complete site');
  });
});

describe('one build at a time, and a publish that fails cleans up', () => {
  const writeSite = (text: string): BuildStep => ({
    name: 'next build',
    run(staging) {
      mkdirSync(staging, { recursive: true });
      writeFileSync(path.join(staging, 'index.html'), text);
      return 0;
    },
  });

  it('a second build while one runs stops at once, saying so, and leaves the first one\'s staging folder alone', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const held: BuildStep = { name: 'slow step', run: () => (started(), new Promise<number>((r) => (release = () => r(0)))) };
    const first = runBuild([writeSite('first'), held], { outDir: out, log });
    await running;
    const second: string[] = [];
    expect(await runBuild([writeSite('second')], { outDir: out, log: (l) => second.push(l) })).toBe(1);
    expect(second.join('\n')).toMatch(new RegExp(`build stopped: another build \\(pid ${process.pid}, started [^)]+\\) is running for .*out/ .*Nothing was changed\\.$`));
    expect(readFileSync(path.join(stagingFor(out), 'index.html'), 'utf8')).toBe('first');
    release();
    expect(await first).toBe(0);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('first');
    expect(existsSync(lockFor(out))).toBe(false);
  });

  it('a lock left by a build that was killed is taken over', async () => {
    writeFileSync(lockFor(out), JSON.stringify({ pid: 2 ** 22 + 1, started: '2026-01-01T00:00:00.000Z' }));
    expect(await runBuild([writeSite('new')], { outDir: out, log })).toBe(0);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('a publish that fails (out/ on another file system: EXDEV) removes the staging folder and says so; out/ is untouched', async () => {
    const shm = mkdtempSync('/dev/shm/inkstone-out-');
    try {
      expect(statSync(shm).dev).not.toBe(statSync(dir).dev);
      const other = path.join(shm, 'out');
      mkdirSync(other);
      writeFileSync(path.join(other, 'index.html'), 'the previous, complete site');
      const staging = path.join(dir, '.out-staging');
      expect(await runBuild([writeSite('new')], { outDir: other, stagingDir: staging, log })).toBe(1);
      expect(existsSync(staging)).toBe(false);
      expect(readFileSync(path.join(other, 'index.html'), 'utf8')).toBe('the previous, complete site');
      expect(lines.at(-2)).toMatch(/^\nremoved .*\.out-staging\/ \(the site that could not be published\)$/);
      expect(lines.at(-1)).toMatch(/^\nbuild failed at step "publish" \(EXDEV: cross-device link not permitted, rename .*\): nothing was published; .*out\/ is untouched\.$/);
    } finally {
      rmSync(shm, { recursive: true, force: true });
    }
  });
});

describe('npm run build in a copy of the project', () => {
  /** A project copy with a small content tree; everything else is linked to this checkout. */
  function project(): string {
    const root = path.join(dir, 'project');
    mkdirSync(root);
    for (const name of ['app', 'components', 'lib', 'messages', 'public', 'scripts', 'node_modules', 'package.json', 'package-lock.json', 'next.config.ts', 'tsconfig.json', 'tsconfig.build.json']) {
      symlinkSync(path.resolve(name), path.join(root, name));
    }
    cpSync('tests/fixtures/blog-valid', path.join(root, 'content', 'blog'), { recursive: true });
    cpSync('content/data', path.join(root, 'content', 'data'), { recursive: true });
    cpSync('content/pages', path.join(root, 'content', 'pages'), { recursive: true });
    mkdirSync(path.join(root, 'out'));
    writeFileSync(path.join(root, 'out', 'index.html'), 'the previous, complete site');
    return root;
  }
  const build = (root: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });

  it('a broken post stops the build before Next starts: non-zero exit, out/ untouched, the last line says so', () => {
    const root = project();
    writeFileSync(path.join(root, 'content', 'blog', '2024', 'broken.mdx'), '---\nslug: broken\ntitle: 坏了\ndate: 2024-02-30\nauthors: [yan]\ntags: [x]\ndescription: 日期不存在\n---\n正文 <script>alert(1)</script>\n');
    const r = build(root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('content/blog/2024/broken.mdx:4:1: date: "2024-02-30" is not a valid date (use YYYY-MM-DD)');
    expect(r.stderr).toContain('content/blog/2024/broken.mdx:9:4: <script>: <script> is not allowed');
    expect(r.stdout).not.toContain('> build step "next build"');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('build failed at step "content check" (exit code 1): nothing was published; out/ is untouched.');
    expect(readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toBe('the previous, complete site');
    expect(existsSync(path.join(root, '.out-staging'))).toBe(false);
  }, 120_000);

  it('a wrong environment value stops it before its first step, naming the variable; out/ untouched', () => {
    const root = project();
    const r = build(root, { BASE_PATH: 'notes/' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('error    BASE_PATH: must be empty or start with');
    expect(r.stderr.trim().split('\n').at(-1)).toBe('build stopped before its first step (the variable above); nothing was changed.');
    expect(r.stdout).not.toContain('> build step');
    expect(readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toBe('the previous, complete site');
  }, 120_000);

  it('a deploy build without SITE_URL stops naming it; a plain build says it is a local preview', () => {
    const root = project();
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--deploy'], { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_URL: '' } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('error    SITE_URL: not set; a deploy build needs the origin the site is served from');
    expect(r.stdout).not.toContain('> build step');
    // The broken post stops the plain build at its first step: the warning came before it.
    writeFileSync(path.join(root, 'content', 'blog', '2024', 'broken.mdx'), '---\nslug: broken\n---\n');
    const plain = build(root, { SITE_URL: '' });
    expect(plain.stderr.split('\n')[0]).toMatch(/^warning  SITE_URL is not set: this build is a local preview\./);
  }, 120_000);

  it('reads SITE_URL and the rest from .env.production for every step (Next loads it only for its own)', () => {
    const root = project();
    writeFileSync(path.join(root, '.env.production'), 'SITE_URL=https://blog.example.org\nBASE_PATH=notes/\n');
    // NODE_ENV=test (vitest's) would make Next's loader read .env.test instead, as `next build` would.
    const { SITE_URL: _s, BASE_PATH: _b, NODE_ENV: _n, ...env } = process.env;
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--deploy'], { cwd: root, encoding: 'utf8', env: env as NodeJS.ProcessEnv });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('env files: .env.production');
    // SITE_URL came from the file (no "not set"); so did the wrong BASE_PATH, which stops the build.
    expect(r.stderr).not.toContain('SITE_URL');
    expect(r.stderr).toContain('error    BASE_PATH: must be empty or start with');
  }, 120_000);
});

describe('post-build: not-found copies', () => {
  it('removes 404/ and _not-found/ (served with status 200 by a static host) and keeps 404.html', async () => {
    for (const d of ['404', '_not-found', 'about']) {
      mkdirSync(path.join(out, d));
      writeFileSync(path.join(out, d, 'index.html'), 'x');
    }
    writeFileSync(path.join(out, '404.html'), 'not found');
    const code = await runPostbuild(out, postbuildSteps.filter((s) => s.name === 'not-found copies'));
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['404.html', 'about', 'index.html']);
  });
});
