/**
 * The shards and text chunks of a locale's index in a few files, for offline mode: its precache
 * downloads these instead of a thousand small files, and the service worker answers a request for
 * any piece (`<hash>.t<k>.json`, `<hash>.c<k>.json`) from them, so lib/search/local.ts fetches
 * pieces the same way online and offline.
 *
 * A pack is cut into parts, each under the precache's file size limit (`splitPack`): one part at
 * today's content (`<hash>.pack.txt`), more as the site grows (`<hash>.pack1.txt`, …; at 4× content
 * the whole pack is 10.8 MB, over the 8 MiB a precached file may have).
 *
 * Format of a part: a one-line JSON head `{"hash":…,"t":[length…],"c":[length…],"t0":k,"c0":k}`, a
 * newline, then the pieces' texts one after the other, shards first, lengths in UTF-16 code units;
 * `t0`, `c0`: the number of the part's first shard and chunk (0 when absent). Reading it costs one
 * small JSON parse and string slices (no parse of the pieces); the texts side by side compress as one.
 */
export type PackHead = { hash: string; t: number[]; c: number[]; t0?: number; c0?: number };

/** The file name of a pack's part `part` (0: the first, or the only one), next to the pieces. */
export const packName = (hash: string, part = 0) => `${hash}.pack${part || ''}.txt`;

/** Whether a file name is a pack part's (`packName`'s shape, any index hash). */
export const isPackName = (name: string) => /^[0-9a-f]{10}\.pack(?:[1-9]\d*)?\.txt$/.test(name);

/** A shard's or chunk's file name. */
export const pieceName = (hash: string, kind: 't' | 'c', k: number) => `${hash}.${kind}${k}.json`;

/** Whether a file name is a shard's or a chunk's (`pieceName`'s shape, any index hash). */
export const isPieceName = (name: string) => /^[0-9a-f]{10}\.[tc]\d+\.json$/.test(name);

/** One part holding the shards from `t0` and chunks from `c0` on, given as texts. */
export function writePack(hash: string, shards: string[], chunks: string[], t0 = 0, c0 = 0): string {
  const head: PackHead = { hash, t: shards.map((s) => s.length), c: chunks.map((c) => c.length), ...(t0 ? { t0 } : {}), ...(c0 ? { c0 } : {}) };
  return `${JSON.stringify(head)}\n${shards.join('')}${chunks.join('')}`;
}

const utf8 = (s: string) => new TextEncoder().encode(s).length;

/**
 * The pack of an index's pieces cut into parts of at most `maxBytes` UTF-8 bytes each, pieces kept
 * whole and in order (a part's head included); one part when all fit. Throws, naming the piece,
 * when one piece alone cannot fit in a part: the build then fails rather than ship a worker
 * without offline search.
 */
export function splitPack(hash: string, shards: string[], chunks: string[], maxBytes: number): string[] {
  const pieces = [...shards.map((text, k) => ({ kind: 't' as const, k, text })), ...chunks.map((text, k) => ({ kind: 'c' as const, k, text }))];
  // The head's bytes with no piece listed (the offsets at their widest), and what each piece adds to it.
  const bare = utf8(JSON.stringify({ hash, t: [], c: [], t0: pieces.length, c0: pieces.length })) + 1;
  const parts: string[] = [];
  let part: typeof pieces = [];
  let bytes = bare;
  const close = () => {
    if (!part.length) return;
    const t = part.filter((p) => p.kind === 't');
    const c = part.filter((p) => p.kind === 'c');
    parts.push(writePack(hash, t.map((p) => p.text), c.map((p) => p.text), t[0]?.k ?? 0, c[0]?.k ?? 0));
    part = [];
    bytes = bare;
  };
  for (const piece of pieces) {
    const size = utf8(piece.text) + String(piece.text.length).length + 1;
    if (bare + size > maxBytes) {
      throw new Error(`search pack ${hash}: ${pieceName(hash, piece.kind, piece.k)} is ${size} bytes, more than a precached file may have (${maxBytes} bytes with the part's head): offline search cannot be precached`);
    }
    if (bytes + size > maxBytes) close();
    part.push(piece);
    bytes += size;
  }
  close();
  return parts.length ? parts : [writePack(hash, [], [])];
}

/** A pack part's pieces by file name, read lazily: `get(name)` is the piece's text, or undefined. */
export function readPack(text: string): { hash: string; get(name: string): string | undefined } {
  const nl = text.indexOf('\n');
  const head = JSON.parse(text.slice(0, nl)) as PackHead;
  const at = new Map<string, [number, number]>();
  let offset = nl + 1;
  for (const kind of ['t', 'c'] as const) {
    const first = head[`${kind}0`] ?? 0;
    head[kind].forEach((length, k) => {
      at.set(pieceName(head.hash, kind, first + k), [offset, offset + length]);
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
