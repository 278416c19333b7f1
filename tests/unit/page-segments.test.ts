import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { packPageSegments } from '../../scripts/lib/page-segments';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function exported(files: Record<string, string>): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'page-segments-'));
  dirs.push(out);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    writeFileSync(path.join(out, rel), text);
  }
  return out;
}

/** A page segment's text as Next writes it: mostly the page's (Chinese) text again, as data. */
const SEGMENT = (title: string) => `1:"$Sreact.fragment"\n2:I[39756,[],"default"]\n0:{"t":{"t":{"s":"${title}"}},"a":"$@3","b":"B1"}\n3:["$","p",null,{"children":"${'这是一段中文的正文，'.repeat(80)}"}]\n`;

describe('packPageSegments', () => {
  it("stores each page's page segment gzip-compressed beside it, as .txt.bin, byte for byte the same text", () => {
    const out = exported({
      '__next.!KHpoKQ.__PAGE__.txt': SEGMENT('首页'),
      'blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt': SEGMENT('文章'),
      'en/docs/x/y/__next.!KGVuKQ.en.docs.$c$slug.__PAGE__.txt': SEGMENT('doc'),
    });
    const report = packPageSegments(out);
    for (const [rel, title] of [['__next.!KHpoKQ.__PAGE__.txt', '首页'], ['blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt', '文章'], ['en/docs/x/y/__next.!KGVuKQ.en.docs.$c$slug.__PAGE__.txt', 'doc']]) {
      const dir = path.dirname(path.join(out, rel));
      expect(readdirSync(dir).filter((f) => f.startsWith('__next.')), rel).toEqual([`${path.basename(rel)}.bin`]);
      expect(gunzipSync(readFileSync(path.join(out, `${rel}.bin`))).toString('utf8')).toBe(SEGMENT(title));
    }
    expect(report.files).toBe(3);
    expect(report.bytes).toBe(Buffer.byteLength(SEGMENT('首页')) + Buffer.byteLength(SEGMENT('文章')) + Buffer.byteLength(SEGMENT('doc')));
    expect(report.packedBytes).toBeLessThan(report.bytes / 5);
  });

  it('leaves route trees, other files, _next/ and a page segment already stored compressed alone', () => {
    const out = exported({
      'blog/archive/__next._tree.txt': '0:{"b":"B1"}\n',
      'blog/archive/index.html': '<!doctype html>',
      'robots.txt': 'User-agent: *\n',
      '_next/static/chunks/__next.x.__PAGE__.txt': 'build asset',
      'search-index/en/a0a0a0a0a0.pack.txt': 'pack',
    });
    const before = (rel: string) => readFileSync(path.join(out, rel), 'utf8');
    const texts = Object.fromEntries(['blog/archive/__next._tree.txt', 'blog/archive/index.html', 'robots.txt', '_next/static/chunks/__next.x.__PAGE__.txt', 'search-index/en/a0a0a0a0a0.pack.txt'].map((r) => [r, before(r)]));
    expect(packPageSegments(out)).toEqual({ files: 0, bytes: 0, packedBytes: 0 });
    for (const [rel, text] of Object.entries(texts)) expect(before(rel), rel).toBe(text);
    expect(readdirSync(path.join(out, '_next/static/chunks'))).toEqual(['__next.x.__PAGE__.txt']);
  });

  it('gives the same bytes for the same text, so an unchanged page keeps its precache revision, and runs once', () => {
    const a = exported({ 'blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt': SEGMENT('文章') });
    const b = exported({ 'blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt': SEGMENT('文章') });
    packPageSegments(a);
    packPageSegments(b);
    const file = 'blog/a/__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt.bin';
    expect(readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file)))).toBe(true);
    expect(packPageSegments(a), 'a second run finds nothing to store').toEqual({ files: 0, bytes: 0, packedBytes: 0 });
    expect(readdirSync(path.join(a, 'blog/a'))).toEqual(['__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt.bin']);
  });
});
