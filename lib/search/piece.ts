/**
 * A piece of the static index as fetched: its JSON gzipped (the first two bytes 1f 8b), or the
 * JSON itself, which is what a piece gzip does not shrink is stored as, and what arrives when a host
 * sent a stored piece with `Content-Encoding: gzip` and the browser inflated it on the way (JSON
 * never starts with byte 1f). Inflated with the browser's DecompressionStream, as Pagefind does: no
 * inflater in the page's JavaScript. A corrupt or cut-off piece rejects (DecompressionStream errors
 * at the end of its input), so a search shows its error state instead of waiting.
 */
export async function pieceText(bytes: ArrayBuffer): Promise<string> {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] !== 0x1f || head[1] !== 0x8b) return new TextDecoder().decode(bytes);
  return new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text();
}
