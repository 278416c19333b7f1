import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRemovablePayload, prunePayloads } from '../../scripts/lib/prune-payloads';

function page(root: string, rel: string, files: string[]) {
  const dir = path.join(root, rel);
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(path.join(dir, f), `${rel}/${f}`);
}

const exported = ['index.html', 'index.txt', '__next._full.txt', '__next._tree.txt', '__next.!KHpoKQ.txt', '__next._head.txt', '__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt'];

describe('prunePayloads', () => {
  it('keeps index.html, the route tree and the page segment; removes index.txt, its copy and the layout segments', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    page(out, 'blog/a', exported);
    page(out, '', ['index.html', 'index.txt', '__next._full.txt', '__next._tree.txt', '__next.!KHpoKQ.__PAGE__.txt', 'favicon.ico']);
    page(out, '_next/static/chunks', ['a.js', '__next.x.txt']);
    const report = prunePayloads(out);
    expect(readdirSync(path.join(out, 'blog/a')).sort()).toEqual(['__next.!KHpoKQ.blog.$d$slug.__PAGE__.txt', '__next._tree.txt', 'index.html']);
    expect(readdirSync(out).filter((f) => f !== 'blog' && f !== '_next').sort()).toEqual(['__next.!KHpoKQ.__PAGE__.txt', '__next._tree.txt', 'favicon.ico', 'index.html']);
    expect(readdirSync(path.join(out, '_next/static/chunks')).sort(), 'build assets are never touched').toEqual(['__next.x.txt', 'a.js']);
    expect(report).toMatchObject({ pages: 2, removedFiles: 6, keptWhole: [] });
  });

  it('leaves the segments of a page whose payload is not one page segment, removing only the full copy', () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    page(out, 'docs/x', ['index.html', 'index.txt', '__next._full.txt', '__next._tree.txt', '__next.!KHpoKQ.txt', '__next.!KHpoKQ.docs.__PAGE__.txt', '__next.!KHpoKQ.docs.@aside.__PAGE__.txt']);
    const report = prunePayloads(out);
    expect(report.keptWhole).toEqual(['/docs/x']);
    expect(readdirSync(path.join(out, 'docs/x'))).not.toContain('__next._full.txt');
    expect(readdirSync(path.join(out, 'docs/x'))).toContain('__next.!KHpoKQ.txt');
    expect(readdirSync(path.join(out, 'docs/x')), 'the whole-page payload stays when the segments may not cover the page').toContain('index.txt');
  });

  it('names what is removable', () => {
    expect(exported.filter(isRemovablePayload)).toEqual(['index.txt', '__next._full.txt', '__next.!KHpoKQ.txt', '__next._head.txt']);
  });
});
