import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPosts } from '../../lib/content/blog';
import { loadDocs } from '../../lib/content/docs';
import { main, slugFromTitle } from '../../scripts/lib/new-entry';
import { formatProblem, validateContent } from '../../lib/content/validate';

let root: string;
let out: string[];
const TODAY = '2026-11-26';
const run = (...args: string[]) => main(args, root, TODAY);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'inkstone-new-'));
  cpSync('tests/fixtures/data', path.join(root, 'data'), { recursive: true });
  mkdirSync(path.join(root, 'docs', 'skill', 'web', 'vue'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'skill', 'web', 'vue', 'pinia.mdx'), '---\ntitle: Pinia\ndescription: d\nslug: /pinia\nsidebar_position: 2\n---\nBody.\n');
  out = [];
  vi.spyOn(console, 'log').mockImplementation((l: string) => void out.push(l));
  vi.spyOn(console, 'error').mockImplementation((l: string) => void out.push(l));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

describe('npm run new -- post', () => {
  it('writes a post the loader accepts: slug from the title, today, the author, a truncate marker, and prints its URL', () => {
    expect(run('post', 'Vue 3 & Vite: notes', '--tags', 'vue,vite')).toBe(0);
    const text = read('blog/2026/vue-3-vite-notes.mdx');
    expect(text).toContain('slug: vue-3-vite-notes\n');
    expect(text).toContain('title: "Vue 3 & Vite: notes"\n');
    expect(text).toContain(`date: ${TODAY}\n`);
    expect(text).toContain('authors: [yan]\n');
    expect(text).toContain('tags: [vue, vite]\n');
    expect(text).toContain('{/* truncate */}');
    const [post] = loadPosts(path.join(root, 'blog'), { yan: { name: 'n', title: 't', url: '/about', imageURL: '/a.svg' } });
    expect(post).toMatchObject({ slug: 'vue-3-vite-notes', title: 'Vue 3 & Vite: notes', dateISO: TODAY, hasTruncateMarker: true });
    expect(post.description).not.toBe('');
    expect(out.join('\n')).toContain('http://localhost:3000/blog/vue-3-vite-notes/');
    // The tags were given: only the description is left.
    expect(out.at(-1)).toMatch(/\(npm run dev\); fill in the description\.$/);
  });

  it('its placeholder description is a content error naming file and line, until the author writes one', async () => {
    expect(run('post', 'Notes', '--slug', 'notes', '--tags', 'vue')).toBe(0);
    const error = (await validateContent(root)).problems.filter((p) => p.field === 'description');
    expect(error.map(formatProblem)).toEqual([expect.stringMatching(/blog\/2026\/notes\.mdx:7:1: description: still the placeholder `npm run new` wrote \("一句话摘要/)]);
    expect(error[0].severity).toBe('error');
    const file = path.join(root, 'blog/2026/notes.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: .*$/m, 'description: 一句真正的摘要。'));
    expect((await validateContent(root)).problems.filter((p) => p.field === 'description')).toEqual([]);
  });

  it('without --tags, says the tags are left too, and which one stands in for them', () => {
    expect(run('post', 'Notes', '--slug', 'notes')).toBe(0);
    expect(read('blog/2026/notes.mdx')).toContain('tags: [随笔]\n');
    expect(out.at(-1)).toMatch(/fill in the description and the tags \(随笔 for now\)\.$/);
  });

  it('a Chinese title needs --slug, and keeps its characters in the front matter', () => {
    expect(run('post', 'MDX 3 踩坑记：旧文章')).toBe(1);
    expect(out.join('\n')).toContain('--slug mdx-3');
    expect(run('post', '年终总结', '--slug', 'year-end-2026', '--tags', '年终总结,随笔')).toBe(0);
    const [post] = loadPosts(path.join(root, 'blog'), { yan: { name: 'n', title: 't', url: '/about', imageURL: '/a.svg' } });
    expect(post).toMatchObject({ slug: 'year-end-2026', title: '年终总结', tags: [{ label: '年终总结' }, { label: '随笔' }] });
    expect(run('post', '标题', '--slug', 'Not A Slug')).toBe(1);
  });

  it('--folder writes the post as a folder, whose image beside it the loader and the content check accept', async () => {
    expect(run('post', 'Cache diagrams', '--folder', '--tags', 'http')).toBe(0);
    const file = path.join(root, 'blog/2026/cache-diagrams/index.mdx');
    expect(read('blog/2026/cache-diagrams/index.mdx')).toContain('slug: cache-diagrams\n');
    expect(out.at(-1)).toContain('/blog/2026/cache-diagrams/index.mdx\n');
    expect(out.at(-1)).toMatch(/put its images in its folder and write !\[What it shows\]\(\.\/diagram\.png\)\.$/);
    const [post] = loadPosts(path.join(root, 'blog'), { yan: { name: 'n', title: 't', url: '/about', imageURL: '/a.svg' } });
    expect(post).toMatchObject({ slug: 'cache-diagrams', permalink: '/blog/cache-diagrams' });
    // The author's next step: an SVG beside it, referenced from the body.
    writeFileSync(path.join(root, 'blog/2026/cache-diagrams/flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#eee"/></svg>');
    writeFileSync(file, `${readFileSync(file, 'utf8').replace(/^description: .*$/m, 'description: 一句真正的摘要。')}\n![The flow](./flow.svg)\n`);
    expect((await validateContent(root)).problems.filter((p) => p.file.includes('/blog/'))).toEqual([]);
    // The same slug again, as a file or a folder, is refused.
    expect(run('post', 'Cache diagrams')).toBe(1);
    expect(out.at(-1)).toContain('slug "cache-diagrams" is already used by');
    expect(run('doc', 'skill/web/vue', 'Pinia store', '--folder')).toBe(1);
    expect(out.at(-1)).toContain('--folder is for posts');
  });

  it('refuses to overwrite a file or reuse a slug', () => {
    expect(run('post', 'Same title')).toBe(0);
    const before = read('blog/2026/same-title.mdx');
    writeFileSync(path.join(root, 'blog/2026/same-title.mdx'), `${before}Written by hand.\n`);
    expect(run('post', 'Same title')).toBe(1);
    expect(out.at(-1)).toMatch(/already (exists|used)/);
    expect(read('blog/2026/same-title.mdx')).toContain('Written by hand.');
    mkdirSync(path.join(root, 'blog/2020'));
    writeFileSync(path.join(root, 'blog/2020/old.mdx'), '---\nslug: taken\n---\n');
    expect(run('post', 'Taken')).toBe(1);
    expect(out.at(-1)).toContain('slug "taken" is already used by');
  });
});

describe('npm run new -- doc', () => {
  it('writes a note in the folder at a flat URL, last in its folder, and the loader accepts it', () => {
    expect(run('doc', 'skill/web/vue', 'Vue Router')).toBe(0);
    const text = read('docs/skill/web/vue/vue-router.mdx');
    expect(text).toContain('slug: /vue-router\n');
    expect(text).toContain('sidebar_position: 3\n');
    const { docs } = loadDocs(path.join(root, 'docs'), { dates: new Map() });
    expect(docs.find((d) => d.id === 'skill/web/vue/vue-router')).toMatchObject({ permalink: '/docs/vue-router', title: 'Vue Router' });
    expect(out.join('\n')).toContain('http://localhost:3000/docs/vue-router/');
  });

  it('refuses an unknown folder, a taken URL and an existing file', () => {
    expect(run('doc', 'skill/web/vuex', 'Vuex')).toBe(1);
    expect(out.at(-1)).toContain('content/docs/skill/web/vuex is not a folder');
    expect(run('doc', 'skill/web/vue', 'Pinia')).toBe(1);
    expect(out.at(-1)).toContain('/docs/pinia is already the URL of');
    expect(run('doc', 'skill/web/vue', '状态管理', '--slug', 'state')).toBe(0);
    expect(run('doc', 'skill/web/vue', '状态管理', '--slug', 'state')).toBe(1);
  });

  it('prints the usage for a wrong command', () => {
    expect(run('page', 'x')).toBe(2);
    expect(out.join('\n')).toContain('npm run new -- post "Title"');
    expect(slugFromTitle('  Hello, World 2 ')).toBe('hello-world-2');
  });
});
