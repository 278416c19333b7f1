import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'hast';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { EXIT, visit } from 'unist-util-visit';
import { prettyCodeOptions } from './highlight';
import { site } from '@/lib/site/config';
import { bodyLimitViolations } from './limits';
import { escapeHeadingIds } from './preprocess';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkContentPolicy } from './remark-content-policy';
import { rehypeCodeTidy } from './rehype-code-tidy';
import { rehypeHeadings, type TocItem } from './rehype-headings';
import { rehypeTableHeaders } from './rehype-table-headers';
import { rehypeMarkLocalImages, resolveLocalImages } from './local-images';
import { rehypeKeepTree, treeProblems } from './tree';

/** A compiled body: its final hast tree (data, rendered by `renderHtml`) and its table of contents. */
export type CompiledMdx = { tree: Root; toc: TocItem[] };

const CACHE_DIR = path.join(process.cwd(), '.cache', 'mdx');

/**
 * rehype-pretty-code for a body that has code (a `code` element: inline or in a block, the only
 * nodes it reads). The plugin asks for the highlighter (both themes and every grammar: 1.1 s of
 * CPU) when it is set up, with code or without, so a process that compiled only bodies without
 * code loaded it for nothing: the content check of a small tree (tests/unit's runs of
 * check-content.mjs and build.mjs on fixtures), a test. A body without code is left as it was.
 */
function rehypeCode(options: PrettyCodeOptions) {
  return async (tree: Root) => {
    let code = false;
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'code') return;
      code = true;
      return EXIT;
    });
    if (code) await (rehypePrettyCode(options) as (tree: Root) => Promise<void>)(tree);
  };
}

const policy = { iframeEmbeds: site.content.iframeEmbeds, mediaHosts: site.content.mediaHosts };

export const mdxOptions = {
  outputFormat: 'function-body' as const,
  development: false,
  remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, [remarkContentPolicy, policy]] as never,
  rehypePlugins: [rehypeHeadings, rehypeTableHeaders, [rehypeCode, prettyCodeOptions], rehypeCodeTidy, rehypeMarkLocalImages, rehypeKeepTree] as never,
};

/**
 * The line of the source file that line `line` of a body comes from: the body follows the front
 * matter, and a removed truncate marker shifts the rest by one. Null when the file is unreadable.
 */
export function sourceLine(file: string, body: string, line: number): number | null {
  let raw: string[];
  try {
    raw = readFileSync(path.resolve(file), 'utf8').split(/\r?\n/);
  } catch {
    return null;
  }
  const end = raw[0]?.trim() === '---' ? raw.indexOf('---', 1) : -1;
  const start = end + 1;
  const text = body.split('\n')[line - 1];
  if (text !== undefined && raw[start + line - 1] !== text && raw[start + line] === text) return start + line + 1;
  return start + line;
}

/**
 * Compiles one MDX body; `file` names the source (content/blog/…/x.mdx) in errors, which read
 * `<file>:<line>:<column>: <construct>: <message>` with the line of the source file.
 */
export async function compileMdxUncached(source: string, file: string): Promise<CompiledMdx> {
  try {
    // Size and depth first: a body above the limits is never handed to the parser or the highlighter.
    const violations = bodyLimitViolations(source);
    if (violations.length) {
      const [first] = violations;
      throw Object.assign(new Error(`${file}:${first.line}:${first.column}: ${first.reason}`), { line: first.line, column: first.column, policy: true, violations });
    }
    const vfile = await compile({ value: escapeHeadingIds(source), path: file }, mdxOptions);
    return { tree: vfile.data.tree as Root, toc: (vfile.data.toc as TocItem[]) ?? [] };
  } catch (e) {
    throw locatedError(e, source, file);
  }
}

/** An error of compiling (or resolving the images of) a body, as `<file>:<line>:<column>: <construct>: <message>` with the source file's line. */
function locatedError(e: unknown, source: string, file: string): Error {
  const err = e as Error & { line?: number; column?: number; reason?: string; policy?: boolean };
  // Some parser errors carry their place only in the text: "… (3:1-3:6)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(err.reason ?? '');
  const bodyLine = err.line ?? (inText ? Number(inText[1]) : undefined);
  const column = err.column ?? (inText ? Number(inText[2]) : undefined);
  const line = bodyLine ? (sourceLine(file, source, bodyLine) ?? bodyLine) : undefined;
  const reason = err.policy ? err.message.replace(/^[^:]*:[^:]*:[^:]*: /, '') : `MDX: ${(err.reason ?? err.message).replace(/ \(\d+:\d+(-\d+:\d+)?\)$/, '')}`;
  return Object.assign(new Error(`${file}:${line ?? 1}:${column ?? 1}: ${reason}`), { line, column, cause: e });
}

const memory = new Map<string, Promise<CompiledMdx>>();

let fingerprint: string | undefined;

/**
 * What shapes a compiled body besides its source: the pipeline's own modules (lib/mdx, plugins
 * and highlighting themes included) and the locked dependency versions. Part of the cache key,
 * so changing any of them compiles every body again; no version number to remember to bump.
 */
function pipelineFingerprint(): string {
  if (!fingerprint) {
    const hash = createHash('sha1');
    const dir = path.join(process.cwd(), 'lib', 'mdx');
    for (const name of readdirSync(dir).sort()) hash.update(name).update('\0').update(readFileSync(path.join(dir, name)));
    hash.update(readFileSync(path.join(process.cwd(), 'package-lock.json')));
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}

/**
 * What is wrong with a cache entry read back from disk, or []: it must be a tree and a table of
 * contents this pipeline could have written. The cache is not trusted (a CI cache step restores it;
 * anyone with the checkout can write it): an entry that fails is compiled again from the source.
 */
export function entryProblems(entry: unknown): string[] {
  if (!entry || typeof entry !== 'object') return ['not an object'];
  const { tree, toc, ...rest } = entry as Partial<CompiledMdx>;
  const problems = Object.keys(rest).map((k) => `unexpected field ${k}`);
  if (!Array.isArray(toc) || !toc.every((t) => t && typeof t.id === 'string' && typeof t.text === 'string' && typeof t.depth === 'number')) problems.push('toc is not a list of headings');
  return [...problems, ...treeProblems(tree, policy)];
}

/** The cache file of a body: its content hash under this pipeline's fingerprint. */
export function cacheFileOf(source: string): string {
  const key = createHash('sha1').update(pipelineFingerprint()).update('\0').update(source).digest('hex');
  return path.join(CACHE_DIR, `${key}.json`);
}

/**
 * A body compiled (from the cache when it can be), with its images beside the MDX resolved for
 * `file` (lib/mdx/local-images.ts): after the cache, so a replaced or removed image is seen at once.
 */
export async function compileMdx(source: string, file: string): Promise<CompiledMdx> {
  const compiled = await compileCached(source, file);
  try {
    return { ...compiled, tree: resolveLocalImages(compiled.tree, file) };
  } catch (e) {
    throw locatedError(e, source, file);
  }
}

/**
 * Compiles an MDX body once per content hash on disk, so both locales, the feeds and every
 * build worker share the work; concurrent requests for one body share one compilation.
 */
function compileCached(source: string, file: string): Promise<CompiledMdx> {
  const cacheFile = cacheFileOf(source);
  let entry = memory.get(cacheFile);
  if (!entry) {
    entry = (async () => {
      const cached: unknown = await readFile(cacheFile, 'utf8').then(JSON.parse).catch(() => undefined);
      if (cached !== undefined) {
        const problems = entryProblems(cached);
        if (problems.length === 0) return cached as CompiledMdx;
        process.stderr.write(`mdx cache: ${path.relative(process.cwd(), cacheFile)} (${file}) refused: ${problems[0]}; compiled again\n`);
      }
      const compiled = await compileMdxUncached(source, file);
      await mkdir(CACHE_DIR, { recursive: true });
      await writeFile(cacheFile, JSON.stringify(compiled));
      return compiled;
    })();
    // Only while in flight: a settled body is read back from disk when asked again, so a build
    // process does not keep every compiled body of the site in memory.
    memory.set(cacheFile, entry);
    const forget = () => memory.delete(cacheFile);
    entry.then(forget, forget);
  }
  return entry;
}
