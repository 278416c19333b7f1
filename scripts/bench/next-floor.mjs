// The floor of `next build`'s cost per page: a bare Next App Router static export (the next and
// react of this repository's node_modules, `output: 'export'`, trailingSlash, one root layout, one
// dynamic route with generateStaticParams), built from scratch at two page counts; the CPU (user +
// system of the whole process tree, as /usr/bin/time -v counts it) per added page is what Next
// itself spends on a page, before anything of this site. Two kinds of page:
//   trivial: a heading and a sentence;
//   body:    about 6.7 KB of text in about 440 elements (45 KB of HTML): 30 sections of a linked
//            heading, a paragraph with inline code, emphasis and a next/link, a list and a code block.
// Usage: node scripts/bench/next-floor.mjs [--pages 500,2000] [--kinds trivial,body] [--dir /tmp/next-floor]
// (docs/scale.md, "Build memory and time"). Each build takes minutes on a shared 2-core machine;
// give the load average with the figures (printed), and compare CPU, not wall time.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const counts = option('pages', '500,2000').split(',').map(Number);
const kinds = option('kinds', 'trivial,body').split(',');
const dir = path.resolve(option('dir', path.join(os.tmpdir(), 'next-floor')));
if (counts.length !== 2 || counts.some((n) => !Number.isInteger(n) || n < 1) || counts[0] >= counts[1]) {
  console.error('--pages: two page counts, the smaller first (e.g. 500,2000)');
  process.exit(2);
}
if (kinds.some((k) => !['trivial', 'body'].includes(k))) {
  console.error('--kinds: trivial, body or both');
  process.exit(2);
}
if (!existsSync('/usr/bin/time')) {
  console.error('needs /usr/bin/time (GNU time) for the CPU of the whole process tree');
  process.exit(2);
}

const files = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
  'next.config.mjs': `export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, typescript: { ignoreBuildErrors: true } };\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], strict: false, noEmit: true, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', isolatedModules: true, esModuleInterop: true, skipLibCheck: true, allowJs: true, resolveJsonModule: true, plugins: [{ name: 'next' }] },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  'app/page.tsx': `export default function Home() { return <p>home</p>; }\n`,
  // FLOOR_KIND names the route that gets FLOOR_PAGES pages; the other gets one.
  'app/params.ts': `export function slugs(kind: string) {\n  const n = process.env.FLOOR_KIND === kind ? Number(process.env.FLOOR_PAGES) : 1;\n  return Array.from({ length: n }, (_, i) => ({ slug: \`p\${i}\` }));\n}\n`,
  'app/trivial/[slug]/page.tsx': `import { slugs } from '../../params';
export const dynamicParams = false;
export function generateStaticParams() { return slugs('trivial'); }
export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <main><h1>{slug}</h1><p>Trivial page {slug}.</p></main>;
}
`,
  'app/body/[slug]/page.tsx': `import Link from 'next/link';
import { slugs } from '../../params';
export const dynamicParams = false;
export function generateStaticParams() { return slugs('body'); }
const WORDS = 'the quick brown fox jumps over a lazy dog while static export renders every page of a site with its own text and links between pages'.split(' ');
function sentence(seed: number, len: number) {
  const out: string[] = [];
  for (let i = 0; i < len; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return out.join(' ');
}
export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const seed = Number(slug.slice(1));
  return (
    <main>
      <article>
        <h1>Page {slug}</h1>
        {Array.from({ length: 30 }, (_, s) => (
          <section key={s} id={\`s\${s}\`}>
            <h2><a href={\`#s\${s}\`}>{sentence(seed + s, 4)}</a></h2>
            <p>{sentence(seed + s, 12)} <code>{sentence(s, 2)}</code> <em>{sentence(seed, 3)}</em> <Link href={\`/body/p\${(seed + s) % 50}/\`}>{sentence(s, 3)}</Link>.</p>
            <ul><li>{sentence(s + 1, 5)}</li><li>{sentence(s + 2, 5)}</li><li>{sentence(s + 3, 5)}</li></ul>
            <pre><code><span className="line">{sentence(s, 6)}</span></code></pre>
          </section>
        ))}
      </article>
    </main>
  );
}
`,
};

rmSync(dir, { recursive: true, force: true });
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}
// Hard links, not a symlink (Turbopack refuses a node_modules outside the project root).
execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')]);
const version = (pkg) => JSON.parse(readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
console.log(`bare project in ${dir}: next ${version('next')}, react ${version('react')}`);

function htmlCount(d) {
  let n = 0;
  for (const e of readdirSync(d, { withFileTypes: true })) n += e.isDirectory() ? htmlCount(path.join(d, e.name)) : e.name.endsWith('.html') ? 1 : 0;
  return n;
}

/** One build from scratch: CPU seconds (user + system of the tree), wall, HTML files, load. */
function build(kind, pages) {
  rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  rmSync(path.join(dir, 'out'), { recursive: true, force: true });
  const timeFile = path.join(dir, 'time.txt');
  const r = spawnSync('/usr/bin/time', ['-v', '-o', timeFile, process.execPath, 'node_modules/next/dist/bin/next', 'build'], {
    cwd: dir,
    env: { ...process.env, FLOOR_KIND: kind, FLOOR_PAGES: String(pages), NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`next build (${kind}, ${pages} pages) failed:\n${r.stdout}\n${r.stderr}`);
  const time = readFileSync(timeFile, 'utf8');
  // GNU time's lines: "\tUser time (seconds): 12.34", "\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.03".
  const field = (label) => time.split('\n').find((l) => l.trim().startsWith(label)).split(': ').at(-1).trim();
  const cpu = Number(field('User time')) + Number(field('System time'));
  return { cpu, wall: field('Elapsed'), html: htmlCount(path.join(dir, 'out')), load: os.loadavg().map((l) => l.toFixed(1)).join(' ') };
}

for (const kind of kinds) {
  const [a, b] = counts.map((n) => ({ n, ...build(kind, n) }));
  for (const r of [a, b]) console.log(`${kind.padEnd(7)} ${String(r.n).padStart(5)} pages: ${r.cpu.toFixed(1)} s CPU, ${r.wall} wall, ${r.html} HTML files, load ${r.load}`);
  console.log(`${kind.padEnd(7)} per added page: ${(((b.cpu - a.cpu) / (b.n - a.n)) * 1000).toFixed(1)} ms CPU`);
}
rmSync(dir, { recursive: true, force: true });
