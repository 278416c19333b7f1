import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import rehypePrettyCode from 'rehype-pretty-code';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { prettyCodeOptions } from './highlight';
import { escapeHeadingIds } from './preprocess';
import { remarkAdmonitions } from './remark-admonitions';
import { rehypeHeadings, type TocItem } from './rehype-headings';

export type CompiledMdx = { code: string; toc: TocItem[] };

/** Bump when a plugin changes its output, so cached bodies are compiled again. */
const PIPELINE_VERSION = '1';
const CACHE_DIR = path.join(process.cwd(), '.cache', 'mdx');

export const mdxOptions = {
  outputFormat: 'function-body' as const,
  development: false,
  remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions],
  rehypePlugins: [rehypeHeadings, [rehypePrettyCode, prettyCodeOptions]] as never,
};

/** Compiles one MDX body; the source file name only decorates error messages. */
export async function compileMdxUncached(source: string, file: string): Promise<CompiledMdx> {
  const vfile = await compile({ value: escapeHeadingIds(source), path: file }, mdxOptions);
  return { code: String(vfile), toc: (vfile.data.toc as TocItem[]) ?? [] };
}

const memory = new Map<string, Promise<CompiledMdx>>();

/**
 * Compiles an MDX body once per process and once per content hash on disk, so both locales,
 * the feeds and every build worker share the work.
 */
export function compileMdx(source: string, file: string): Promise<CompiledMdx> {
  const key = createHash('sha1').update(PIPELINE_VERSION).update('\0').update(source).digest('hex');
  let entry = memory.get(key);
  if (!entry) {
    entry = (async () => {
      const cacheFile = path.join(CACHE_DIR, `${key}.json`);
      try {
        return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledMdx;
      } catch {
        const compiled = await compileMdxUncached(source, file);
        await mkdir(CACHE_DIR, { recursive: true });
        await writeFile(cacheFile, JSON.stringify(compiled));
        return compiled;
      }
    })();
    memory.set(key, entry);
  }
  return entry;
}
