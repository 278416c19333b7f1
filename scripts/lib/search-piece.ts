import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A piece (a shard's or chunk's JSON) as stored and served: gzipped at level 9, or the JSON itself
 * where gzip does not make it smaller (its 18 bytes of header and trailer outweigh what a piece of a
 * few dozen bytes saves). lib/search/piece.ts tells them apart by gzip's first two bytes.
 */
export function encodePiece(text: string): Uint8Array {
  const raw = Buffer.from(text);
  const gz = gzipSync(raw, { level: 9 });
  return gz.length < raw.length ? new Uint8Array(gz) : new Uint8Array(raw);
}

/** A stored piece's JSON (`encodePiece` undone). */
export function decodePiece(bytes: Uint8Array): string {
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
}
