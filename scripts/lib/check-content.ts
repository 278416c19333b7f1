import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { categoryFile, docFrontMatter, formatIssues, postFrontMatter, translationFrontMatter } from '../../lib/content/schema';
import { readMdx, walk, CONTENT_DIR } from '../../lib/content/files';
import { compileMdxUncached } from '../../lib/mdx/compile';
import { isKnownLanguage } from '../../lib/mdx/highlight';

const BLOG = path.join(CONTENT_DIR, 'blog');
const DOCS = path.join(CONTENT_DIR, 'docs');

function docUrl(rel: string, slug?: string) {
  if (slug) return `/docs${slug === '/' ? '' : slug}`;
  return `/docs/${rel.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/** URLs that exist (or will) as far as the content tree tells. */
function knownUrls(): Set<string> {
  const urls = new Set<string>(['/', '/blog', '/blog/archive', '/blog/tags', '/docs', '/about', '/project', '/friends', '/resources', '/search']);
  for (const f of walk(BLOG, ['.mdx'])) {
    try {
      const s = readMdx(f, BLOG);
      if (typeof s.data.slug === 'string') urls.add(`/blog/${s.data.slug}`);
    } catch {}
  }
  for (const f of walk(DOCS, ['.mdx'])) {
    try {
      const s = readMdx(f, DOCS);
      urls.add(docUrl(s.rel, typeof s.data.slug === 'string' ? s.data.slug : undefined));
    } catch {}
  }
  for (const f of walk(DOCS, ['_category_.json'])) {
    try {
      const c = JSON.parse(readFileSync(f, 'utf8'));
      if (c.link?.slug) urls.add(`/docs/category/${c.link.slug}`);
    } catch {}
  }
  return urls;
}

export async function main(args: string[]): Promise<number> {
  const targets = (args.length ? args : ['content']).map((a) => path.resolve(a));
  const files = targets.flatMap((t) => (statSync(t).isDirectory() ? walk(t, ['.mdx', '_category_.json']) : [t]));
  const urls = knownUrls();
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const full of files) {
    const rel = path.relative(process.cwd(), full);
    if (full.endsWith('_category_.json')) {
      try {
        const r = categoryFile.safeParse(JSON.parse(readFileSync(full, 'utf8')));
        if (!r.success) errors.push(...formatIssues(rel, r.error));
      } catch (e) {
        errors.push(`${rel}: invalid JSON: ${(e as Error).message}`);
      }
      continue;
    }
    const isBlog = full.startsWith(BLOG + path.sep);
    const root = isBlog ? BLOG : DOCS;
    let src;
    try {
      src = readMdx(full, root);
    } catch (e) {
      errors.push((e as Error).message);
      continue;
    }
    const schema = src.translation ? translationFrontMatter : isBlog ? postFrontMatter : docFrontMatter;
    const r = schema.safeParse(src.data);
    if (!r.success) errors.push(...formatIssues(rel, r.error));
    const image = r.success && 'image' in r.data ? (r.data.image as string | undefined) : undefined;
    if (image && !existsSync(path.join('public', image))) errors.push(`${rel}: image: ${image} does not exist under public/`);
    if (isBlog && !/^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/m.test(src.body)) warnings.push(`${rel}: no {/* truncate */} marker`);
    try {
      await compileMdxUncached(src.body, rel);
    } catch (e) {
      const err = e as { message: string; line?: number; column?: number };
      errors.push(`${rel}:${err.line ?? '?'}:${err.column ?? '?'}: MDX: ${err.message}`);
    }
    let open: string | null = null;
    for (const line of src.body.split('\n')) {
      const m = /^[ \t]*(`{3,}|~{3,})[ \t]*([^\s{]*)/.exec(line);
      if (!m) continue;
      if (open === null) {
        open = m[1];
        if (m[2] && !isKnownLanguage(m[2])) errors.push(`${rel}: code fence language "${m[2]}" is not supported`);
      } else if (m[1].startsWith(open) && !m[2]) open = null;
    }
    const stripped = src.body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    for (const m of stripped.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
      const link = (m[1] ?? m[2]).replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
      if (link.startsWith('/img/') || link.startsWith('/files/')) {
        if (!existsSync(path.join('public', decodeURI(link)))) errors.push(`${rel}: link ${link}: no such file under public/`);
        continue;
      }
      if (link.startsWith('/blog/tags/') || link.startsWith('/docs/tags/')) continue;
      if (!urls.has(decodeURI(link))) warnings.push(`${rel}: link ${link}: no page with this URL exists (yet)`);
    }
  }
  for (const w of warnings) console.warn(`warning  ${w}`);
  for (const e of errors) console.error(`error    ${e}`);
  console.log(`${files.length} files checked: ${errors.length} errors, ${warnings.length} warnings`);
  return errors.length ? 1 : 0;
}
