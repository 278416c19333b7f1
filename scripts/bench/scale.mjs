// A scratch copy of the repository with its content multiplied, for measuring how build cost and
// output grow with the site. Posts are copied with a suffixed slug and title; the docs folders the sidebars
// generate from (skill, tools) are copied as sibling folders with suffixed slugs. Links inside
// the copies still point at the originals, so the link check passes unchanged.
// Used by scripts/bench/bench.mjs --scale N.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The k-th copy of a page: its slug and its title get a suffix, so the copy is a page of its own
 * everywhere, the search index included (which indexes a page whose title and text repeat another
 * one only once).
 */
const suffixCopy = (source, k) =>
  source
    .replace(/^(slug:\s*)(\S+)\s*$/m, (_, key, slug) => `${key}${slug.replace(/\/$/, '')}-x${k}`)
    .replace(/^(title:\s*)(["']?)(.*?)\2\s*$/m, (_, key, quote, title) => `${key}${quote}${title} x${k}${quote}`);

function* filesNamed(dir, test) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* filesNamed(p, test);
    else if (test(e.name)) yield p;
  }
}
const mdxFiles = (dir) => filesNamed(dir, (n) => n.endsWith('.mdx'));

/** Category labels become slugs, so a copied category gets its own label (and slug, if set). */
function suffixCategory(file, k) {
  const c = JSON.parse(readFileSync(file, 'utf8'));
  if (c.label) c.label = `${c.label} x${k}`;
  if (c.en?.label) c.en.label = `${c.en.label} x${k}`;
  if (c.link?.slug) c.link.slug = `${c.link.slug.replace(/\/$/, '')}-x${k}`;
  writeFileSync(file, JSON.stringify(c, null, 2));
}

/** Copies the tracked files of `repo` to a scratch folder and multiplies its content `scale` times. */
export function scaledCopy(repo, scale) {
  const dir = path.join(os.tmpdir(), `inkstone-scale-${scale}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    try {
      cpSync(path.join(repo, f), path.join(dir, f), { recursive: true });
    } catch {}
  }
  // node_modules as hard links, not a symlink: Turbopack compiles nothing outside the project's
  // root and refuses a `next` package that resolves there. Linking costs a few seconds and no space.
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')]);
  for (let k = 2; k <= scale; k++) {
    for (const file of mdxFiles(path.join(dir, 'content', 'blog'))) {
      if (/-x\d+(\.[a-z-]+)?\.mdx$/i.test(file)) continue;
      const copy = file.replace(/(\.[a-z]{2}(-[A-Z]{2})?)?\.mdx$/, (m) => `-x${k}${m}`);
      writeFileSync(copy, suffixCopy(readFileSync(file, 'utf8'), k));
    }
    for (const root of ['skill', 'tools']) {
      const base = path.join(dir, 'content', 'docs', root);
      for (const e of readdirSync(base, { withFileTypes: true })) {
        if (!e.isDirectory() || /-x\d+$/.test(e.name)) continue;
        const target = path.join(base, `${e.name}-x${k}`);
        cpSync(path.join(base, e.name), target, { recursive: true });
        for (const file of mdxFiles(target)) writeFileSync(file, suffixCopy(readFileSync(file, 'utf8'), k));
        for (const file of filesNamed(target, (n) => n === '_category_.json')) suffixCategory(file, k);
      }
    }
  }
  return dir;
}
