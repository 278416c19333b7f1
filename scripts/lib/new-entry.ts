import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postFrontMatter } from '../../lib/content/schema';
import { readMdx, walk } from '../../lib/content/files';
import { docRoute } from '../../lib/content/docs';
import { PLACEHOLDER_MARK } from '../../lib/content/placeholder';

/**
 * `npm run new -- post "Title" [--tags a,b] [--slug s] [--folder]` and
 * `npm run new -- doc <folder under content/docs> "Title" [--tags a,b] [--slug s]`: a new file
 * with valid front matter (slug, today's date, the author, a description to fill), never over an
 * existing file or URL. Slugs come from the title's ASCII words; a title with Chinese characters
 * needs --slug (no transliteration: a pinyin guess reads badly and needs a dictionary).
 */
export type NewEntry = { file: string; url: string; text: string };

export class NewEntryError extends Error {}

/** Lowercase ASCII words of a title joined by hyphens: "Vue 3 & Vite" → "vue-3-vite". */
export function slugFromTitle(title: string): string {
  return title.toLowerCase().match(/[a-z0-9]+/g)?.join('-') ?? '';
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function pickSlug(title: string, given: string | undefined): string {
  if (given !== undefined) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(given)) throw new NewEntryError(`--slug "${given}": use lowercase ASCII words joined by hyphens, e.g. --slug vue-router-notes`);
    return given;
  }
  const derived = slugFromTitle(title);
  if (CJK.test(title) || !derived) {
    const hint = derived ? ` (from its ASCII words: --slug ${derived})` : '';
    throw new NewEntryError(`"${title}" has no ASCII-only slug; give the URL slug with --slug, e.g. --slug my-post${hint}`);
  }
  return derived;
}

/** A YAML flow list whose items are quoted only when YAML needs it. */
function yamlList(items: string[]): string {
  return `[${items.map((t) => (/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(t) ? t : JSON.stringify(t))).join(', ')}]`;
}

/** A YAML scalar: plain when safe, else double-quoted (JSON strings are valid YAML). */
function yamlText(text: string): string {
  return /^[\p{L}\p{N}][^:#\n"'`{}[\],&*!|>%@]*$/u.test(text) && text.trim() === text ? text : JSON.stringify(text);
}

function writeNew(root: string, rel: string, text: string): string {
  const full = path.join(root, rel);
  if (existsSync(full)) throw new NewEntryError(`${path.relative(process.cwd(), full)} already exists; not overwritten`);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text, { flag: 'wx' });
  return path.relative(process.cwd(), full).split(path.sep).join('/');
}

function firstAuthor(root: string): string {
  const authors = JSON.parse(readFileSync(path.join(root, 'data', 'authors.json'), 'utf8')) as Record<string, unknown>;
  const [key] = Object.keys(authors);
  if (!key) throw new NewEntryError('content/data/authors.json has no author');
  return key;
}

export type NewOptions = { root: string; title: string; tags?: string[]; slug?: string; today: string };

/**
 * content/blog/<year>/<slug>.mdx, or with `folder` content/blog/<year>/<slug>/index.mdx: a post
 * whose images sit beside it (`![…](./diagram.png)`, lib/content/figures.ts).
 */
export function newPost({ root, title, tags = [], slug: given, today, folder = false }: NewOptions & { folder?: boolean }): NewEntry {
  if (!title.trim()) throw new NewEntryError('a post needs a title: npm run new -- post "Title"');
  const slug = pickSlug(title, given);
  const blog = path.join(root, 'blog');
  for (const full of walk(blog, ['.mdx', '.md'])) {
    if (readMdx(full, blog).data.slug === slug) {
      throw new NewEntryError(`slug "${slug}" is already used by ${path.relative(process.cwd(), full)}; choose another with --slug`);
    }
  }
  const author = firstAuthor(root);
  const labels = tags.length ? tags : ['随笔'];
  const description = `一句话摘要，写给列表、订阅和分享卡片${PLACEHOLDER_MARK}。`;
  // What the template promises is what the loader's own schema accepts (the build checks it again).
  postFrontMatter.parse({ slug, title, date: today, authors: [author], tags: labels, description });
  const text = [
    '---',
    `slug: ${slug}`,
    `title: ${yamlText(title)}`,
    `date: ${today}`,
    `authors: [${author}]`,
    `tags: ${yamlList(labels)}`,
    `description: ${description}`,
    '---',
    '开头一段：博客列表只显示到下面的 truncate 标记为止。',
    '',
    '{/* truncate */}',
    '',
    '## 第一节',
    '',
  ].join('\n');
  const year = path.join('blog', today.slice(0, 4));
  const file = writeNew(root, folder ? path.join(year, slug, 'index.mdx') : path.join(year, `${slug}.mdx`), text);
  return { file, url: `/blog/${slug}/`, text };
}

/** content/docs/<folder>/<slug>.mdx, at a flat URL (/docs/<slug>) as the notes are, last in its folder. */
export function newDoc({ root, folder, title, tags = [], slug: given }: NewOptions & { folder: string }): NewEntry {
  if (!title.trim()) throw new NewEntryError('a doc needs a title: npm run new -- doc skill/web/vue "Title"');
  const docs = path.join(root, 'docs');
  const dir = path.join(docs, folder);
  if (!folder || folder.includes('..') || !existsSync(dir)) {
    throw new NewEntryError(`content/docs/${folder} is not a folder of the docs; create it (with a _category_.json) first`);
  }
  const slug = pickSlug(title, given);
  const url = docRoute('', `/${slug}`);
  let position = 0;
  for (const full of walk(docs, ['.mdx', '.md'])) {
    const src = readMdx(full, docs);
    if (src.translation) continue;
    const taken = docRoute(src.rel, typeof src.data.slug === 'string' ? src.data.slug : undefined);
    if (taken === url) throw new NewEntryError(`${url} is already the URL of ${path.relative(process.cwd(), full)}; choose another with --slug`);
    if (path.dirname(full) === dir && typeof src.data.sidebar_position === 'number') position = Math.max(position, src.data.sidebar_position);
  }
  const text = [
    '---',
    `title: ${yamlText(title)}`,
    `description: 一句话说明这篇笔记讲什么，用在分类卡片、搜索和分享卡片里${PLACEHOLDER_MARK}。`,
    `tags: ${yamlList(tags)}`,
    `slug: /${slug}`,
    `sidebar_position: ${position + 1}`,
    '---',
    '',
    '## 第一节',
    '',
  ].join('\n');
  const file = writeNew(root, path.join('docs', folder, `${slug}.mdx`), text);
  return { file, url: `${url}/`, text };
}

const USAGE = `Usage:
  npm run new -- post "Title" [--tags a,b] [--slug my-post] [--folder]
      --folder: content/blog/<year>/<slug>/index.mdx, with the post's images beside it
  npm run new -- doc <folder under content/docs> "Title" [--tags a,b] [--slug my-note]
A title with Chinese characters needs --slug.`;

/** What is left to fill in a new entry: its description, and its tags when none were given. */
export function nextSteps(kind: 'post' | 'doc', tags: string[] | undefined, folder = false): string {
  const images = folder ? '; put its images in its folder and write ![What it shows](./diagram.png)' : '';
  if (tags?.length) return `fill in the description${images}`;
  return (kind === 'post' ? 'fill in the description and the tags (随笔 for now)' : 'fill in the description, and tags if any') + images;
}

/** Local date, YYYY-MM-DD. */
function todayLocal(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function main(args: string[], root = path.resolve('content'), today = todayLocal()): number {
  const flags: Record<string, string> = {};
  const rest: string[] = [];
  let folder = false;
  for (let i = 0; i < args.length; i += 1) {
    const m = /^--(tags|slug)(?:=(.*))?$/.exec(args[i]);
    if (m) flags[m[1]] = m[2] ?? args[(i += 1)] ?? '';
    else if (args[i] === '--folder') folder = true;
    else rest.push(args[i]);
  }
  const tags = flags.tags?.split(',').map((t) => t.trim()).filter(Boolean);
  try {
    const [kind, ...names] = rest;
    let made: NewEntry;
    if (kind === 'post' && names.length === 1) made = newPost({ root, title: names[0], tags, slug: flags.slug, today, folder });
    else if (kind === 'doc' && folder) throw new NewEntryError(`--folder is for posts: a note's images sit beside it in content/docs/${names[0] ?? '<folder>'}/ already`);
    else if (kind === 'doc' && names.length === 2) made = newDoc({ root, folder: names[0], title: names[1], tags, slug: flags.slug, today });
    else {
      console.error(USAGE);
      return 2;
    }
    console.log(`Created ${made.file}\nOpen http://localhost:3000${made.url} (npm run dev); ${nextSteps(kind, tags, folder)}.`);
    return 0;
  } catch (err) {
    if (!(err instanceof NewEntryError)) throw err;
    console.error(`npm run new: ${err.message}`);
    return 1;
  }
}
