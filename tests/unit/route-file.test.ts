import { describe, expect, it } from 'vitest';
import { joinRouteFile, splitRouteFile } from '../../lib/routes/route-file';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('the joined route file', () => {
  it('gives back the route tree and the page segment it was joined from, byte for byte, whatever they hold', () => {
    const tree = ':HL["/a.css","style"]\n0:{"b":"B1","t":{"中文":1}}\n';
    const page = '1:"$Sreact.fragment"\n2:"/_next/static/chunks/a.js"\n12\n';
    const joined = joinRouteFile(bytes(tree), bytes(page));
    expect(text(joined.subarray(0, joined.indexOf(10)))).toBe(String(bytes(tree).length));
    const parts = splitRouteFile(joined)!;
    expect([text(parts.tree), text(parts.page)]).toEqual([tree, page]);
    expect(splitRouteFile(joinRouteFile(new Uint8Array(), bytes(page)))!.page).toEqual(bytes(page));
    expect(text(splitRouteFile(joinRouteFile(bytes(tree), new Uint8Array()))!.tree)).toBe(tree);
  });

  it('is null for what is not a joined file: a 404 page, a body cut inside the route tree, no length', () => {
    const tree = bytes('0:{"b":"B1"}\n');
    const joined = joinRouteFile(tree, bytes('page'));
    const treeEnd = joined.indexOf(10) + 1 + tree.length;
    for (const b of [bytes('<!DOCTYPE html><html>'), joined.subarray(0, 8), joined.subarray(0, treeEnd - 1), bytes('\nabc'), bytes('12a\nabc'), bytes('')]) expect(splitRouteFile(b)).toBeNull();
    expect(splitRouteFile(joined.subarray(0, treeEnd))!.page, 'a body cut right after the route tree: an empty page segment').toHaveLength(0);
  });
});
