/**
 * One file holding all the shards and text chunks of a locale's index, for offline mode: its
 * precache downloads this instead of a thousand small files, and the service worker answers a
 * request for any piece (`<hash>.t<k>.json`, `<hash>.c<k>.json`) from it, so lib/search/local.ts
 * fetches pieces the same way online and offline.
 *
 * Format: a one-line JSON head `{"hash":…,"t":[length…],"c":[length…]}`, a newline, then the
 * pieces' texts one after the other, shards first, lengths in UTF-16 code units. Reading it costs
 * one small JSON parse and string slices (no parse of the pieces); the texts side by side
 * compress as one.
 */
export type PackHead = { hash: string; t: number[]; c: number[] };

/** The pack's file name, next to the pieces. */
export const packName = (hash: string) => `${hash}.pack.txt`;

/** A shard's or chunk's file name. */
export const pieceName = (hash: string, kind: 't' | 'c', k: number) => `${hash}.${kind}${k}.json`;

/** Whether a file name is a shard's or a chunk's (`pieceName`'s shape, any index hash). */
export const isPieceName = (name: string) => /^[0-9a-f]{10}\.[tc]\d+\.json$/.test(name);

/** The pack of an index's pieces, given as texts. */
export function writePack(hash: string, shards: string[], chunks: string[]): string {
  const head: PackHead = { hash, t: shards.map((s) => s.length), c: chunks.map((c) => c.length) };
  return `${JSON.stringify(head)}\n${shards.join('')}${chunks.join('')}`;
}

/** A pack's pieces by file name, read lazily: `get(name)` is the piece's text, or undefined. */
export function readPack(text: string): { hash: string; get(name: string): string | undefined } {
  const nl = text.indexOf('\n');
  const head = JSON.parse(text.slice(0, nl)) as PackHead;
  const at = new Map<string, [number, number]>();
  let offset = nl + 1;
  for (const kind of ['t', 'c'] as const) {
    head[kind].forEach((length, k) => {
      at.set(pieceName(head.hash, kind, k), [offset, offset + length]);
      offset += length;
    });
  }
  if (offset !== text.length) throw new Error(`search pack ${head.hash}: ${text.length - offset} characters unaccounted for`);
  return {
    hash: head.hash,
    get(name) {
      const span = at.get(name);
      return span && text.slice(span[0], span[1]);
    },
  };
}
