// Output benchmark: size and file count of an exported site, and how many files each page
// writes (index.html plus the router's payload files beside it).
// Usage: node scripts/bench/output.mjs [dir]   (default out/; also called by scripts/bench/bench.mjs)
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

function walk(dir, rel, visit) {
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) walk(dir, r, visit);
    else visit(r, statSync(path.join(dir, r)).size);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/**
 * Totals of `dir`: bytes and files, split into HTML, route payloads (.txt, and the page segments
 * stored gzip-compressed as .txt.bin, scripts/lib/page-segments.ts) and the rest, the page segments
 * also on their own; files
 * per page (the files in each page's own folder: index.html and its payloads); and the size of
 * one page of each kind, so the sidebar's and the payload's share of a page can be followed.
 */
export function benchOutput(dir = 'out') {
  const totals = { bytes: 0, files: 0, html: { bytes: 0, files: 0 }, txt: { bytes: 0, files: 0 }, pageSegments: { bytes: 0, files: 0 }, other: { bytes: 0, files: 0 }, searchIndex: { bytes: 0, files: 0 }, cards: { bytes: 0, files: 0 } };
  const perFolder = new Map();
  walk(path.resolve(dir), '', (rel, size) => {
    totals.bytes += size;
    totals.files += 1;
    const kind = rel.endsWith('.html') ? 'html' : rel.endsWith('.txt') || rel.endsWith('.__PAGE__.txt.bin') ? 'txt' : 'other';
    totals[kind].bytes += size;
    totals[kind].files += 1;
    // Within "txt": the pages' segments; within "other": the search index's pieces and packs, the social cards.
    const name = path.posix.basename(rel);
    const segment = !rel.startsWith('_next/') && name.startsWith('__next.') && (name.endsWith('.__PAGE__.txt') || name.endsWith('.__PAGE__.txt.bin'));
    const area = segment ? 'pageSegments' : rel.startsWith('search-index/') ? 'searchIndex' : rel.startsWith('og/') ? 'cards' : null;
    if (area) Object.assign(totals[area], { bytes: totals[area].bytes + size, files: totals[area].files + 1 });
    const folder = path.posix.dirname(rel);
    const f = perFolder.get(folder) ?? { files: 0, bytes: 0, page: false };
    f.files += 1;
    f.bytes += size;
    if (path.posix.basename(rel) === 'index.html') f.page = true;
    perFolder.set(folder, f);
  });
  const pages = [...perFolder.entries()].filter(([, f]) => f.page);
  const pageFiles = pages.map(([, f]) => f.files);
  const samples = {};
  for (const [name, folder] of [['home', '.'], ['archive', 'blog/archive'], ['doc', pickDoc(pages)], ['post', pickPost(pages)]]) {
    const f = folder && perFolder.get(folder);
    if (f) samples[name] = { folder, files: f.files, bytes: f.bytes, htmlBytes: statSync(path.join(dir, folder, 'index.html')).size };
  }
  return {
    dir,
    ...totals,
    pages: pages.length,
    filesPerPage: { max: Math.max(...pageFiles), median: median(pageFiles) },
    pageBytes: { median: median(pages.map(([, f]) => f.bytes)), max: Math.max(...pages.map(([, f]) => f.bytes)) },
    samples,
  };
}

/** The doc page with the largest folder (the sidebar's growth shows there first). */
function pickDoc(pages) {
  const docs = pages.filter(([f]) => /^docs\/(?!category\/|tags\/)/.test(f));
  return docs.sort((a, b) => b[1].bytes - a[1].bytes)[0]?.[0];
}

function pickPost(pages) {
  return pages.find(([f]) => /^blog\/(?!page\/|tags\/|archive$)[^/]+$/.test(f))?.[0];
}

export function printOutput(r) {
  console.log(`out/ total  ${mb(r.bytes)} in ${r.files} files (HTML ${mb(r.html.bytes)}/${r.html.files}, .txt payloads ${mb(r.txt.bytes)}/${r.txt.files} (page segments ${mb(r.pageSegments?.bytes ?? 0)}/${r.pageSegments?.files ?? 0}), other ${mb(r.other.bytes)}/${r.other.files}: search index ${mb(r.searchIndex.bytes)}/${r.searchIndex.files}, social cards ${mb(r.cards.bytes)}/${r.cards.files})`);
  console.log(`per page    ${r.pages} pages; files in a page's folder: median ${r.filesPerPage.median}, max ${r.filesPerPage.max}; bytes: median ${(r.pageBytes.median / 1024).toFixed(0)} KB, max ${(r.pageBytes.max / 1024).toFixed(0)} KB`);
  for (const [name, s] of Object.entries(r.samples)) {
    console.log(`  ${name.padEnd(8)} ${s.folder.padEnd(44)} ${String(s.files).padStart(2)} files ${(s.bytes / 1024).toFixed(0).padStart(5)} KB (index.html ${(s.htmlBytes / 1024).toFixed(0)} KB)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printOutput(benchOutput(process.argv[2] ?? 'out'));
