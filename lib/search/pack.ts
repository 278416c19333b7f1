/**
 * The shards and text chunks of a locale's index in a few files, for offline mode: its precache
 * downloads these instead of a thousand small files, and the service worker answers a request for
 * any piece (`<hash>.t<k>.bin`, `<hash>.c<k>.bin`) from them, so lib/search/local.ts fetches
 * pieces the same way online and offline.
 *
 * A piece is stored as the host serves it: its JSON gzipped, or the JSON itself where gzip would
 * not make it smaller (scripts/lib/search-index.ts `encodePiece`; lib/search/piece.ts reads either).
 * Named `.bin`, not `.gz`: a host that sends `.gz` files with `Content-Encoding: gzip` would have
 * the browser inflate them on the way. The pack holds the pieces' stored bytes, so the worker
 * answers a piece with exactly what the host would send, and the page inflates it as online.
 *
 * A pack is cut into parts, each under the precache's file size limit (`splitPack`): one part at
 * today's content (`<hash>.pack.bin`), more as the site grows (`<hash>.pack1.bin`, …).
 *
 * Format of a part: a one-line JSON head `{"hash":…,"t":[length…],"c":[length…],"t0":k,"c0":k}`, a
 * newline (byte 0x0a), then the pieces' bytes one after the other, shards first, lengths in bytes;
 * `t0`, `c0`: the number of the part's first shard and chunk (0 when absent). Reading it costs one
 * small JSON parse and views of the bytes (no copy, no inflating).
 */
export type PackHead = { hash: string; t: number[]; c: number[]; t0?: number; c0?: number };

/** The file name of a pack's part `part` (0: the first, or the only one), next to the pieces. */
export const packName = (hash: string, part = 0) => `${hash}.pack${part || ''}.bin`;

/** Whether a file name is a pack part's (`packName`'s shape, any index hash). */
export const isPackName = (name: string) => /^[0-9a-f]{10}\.pack(?:[1-9]\d*)?\.bin$/.test(name);

/** A shard's or chunk's file name. */
export const pieceName = (hash: string, kind: 't' | 'c', k: number) => `${hash}.${kind}${k}.bin`;

/** Whether a file name is a shard's or a chunk's (`pieceName`'s shape, any index hash). */
export const isPieceName = (name: string) => /^[0-9a-f]{10}\.[tc]\d+\.bin$/.test(name);

const NEWLINE = 0x0a;

/** One part holding the shards from `t0` and chunks from `c0` on, given as their stored bytes. */
export function writePack(hash: string, shards: Uint8Array[], chunks: Uint8Array[], t0 = 0, c0 = 0): Uint8Array {
  const head: PackHead = { hash, t: shards.map((s) => s.length), c: chunks.map((c) => c.length), ...(t0 ? { t0 } : {}), ...(c0 ? { c0 } : {}) };
  const headBytes = new TextEncoder().encode(`${JSON.stringify(head)}\n`);
  const out = new Uint8Array(headBytes.length + [...shards, ...chunks].reduce((n, p) => n + p.length, 0));
  out.set(headBytes);
  let at = headBytes.length;
  for (const piece of [...shards, ...chunks]) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/**
 * The pack of an index's pieces cut into parts of at most `maxBytes` bytes each, pieces kept whole
 * and in order (a part's head included); one part when all fit. Throws, naming the piece, when one
 * piece alone cannot fit in a part: the build then fails rather than ship a worker without offline
 * search.
 */
export function splitPack(hash: string, shards: Uint8Array[], chunks: Uint8Array[], maxBytes: number): Uint8Array[] {
  const pieces = [...shards.map((bytes, k) => ({ kind: 't' as const, k, bytes })), ...chunks.map((bytes, k) => ({ kind: 'c' as const, k, bytes }))];
  // The head's bytes with no piece listed (the offsets at their widest), and what each piece adds to it.
  const bare = JSON.stringify({ hash, t: [], c: [], t0: pieces.length, c0: pieces.length }).length + 1;
  const parts: Uint8Array[] = [];
  let part: typeof pieces = [];
  let bytes = bare;
  const close = () => {
    if (!part.length) return;
    const t = part.filter((p) => p.kind === 't');
    const c = part.filter((p) => p.kind === 'c');
    parts.push(writePack(hash, t.map((p) => p.bytes), c.map((p) => p.bytes), t[0]?.k ?? 0, c[0]?.k ?? 0));
    part = [];
    bytes = bare;
  };
  for (const piece of pieces) {
    const size = piece.bytes.length + String(piece.bytes.length).length + 1;
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

/** A pack part's pieces by file name, read lazily: `get(name)` is the piece's stored bytes (a view of the part's), or undefined. */
export function readPack(bytes: Uint8Array): { hash: string; get(name: string): Uint8Array | undefined } {
  const nl = bytes.indexOf(NEWLINE);
  if (nl < 0) throw new Error(`search pack: no head line in ${bytes.length} bytes`);
  const head = JSON.parse(new TextDecoder().decode(bytes.subarray(0, nl))) as PackHead;
  const at = new Map<string, [number, number]>();
  let offset = nl + 1;
  for (const kind of ['t', 'c'] as const) {
    const first = head[`${kind}0`] ?? 0;
    head[kind].forEach((length, k) => {
      at.set(pieceName(head.hash, kind, first + k), [offset, offset + length]);
      offset += length;
    });
  }
  if (offset !== bytes.length) throw new Error(`search pack ${head.hash}: ${bytes.length - offset} bytes unaccounted for`);
  return {
    hash: head.hash,
    get(name) {
      const span = at.get(name);
      return span && bytes.subarray(span[0], span[1]);
    },
  };
}
