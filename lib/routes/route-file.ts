/**
 * One payload file a page instead of two (issue 49: a host takes 20,000 files, and at 7,500 pages
 * the HTML and two payloads each were 22,500). A static export writes, beside each page, its route
 * tree (`__next._tree.txt`) and its page segment (`__next.<segments>.__PAGE__.txt`); the post-build
 * joins them into `ROUTE_FILE` (scripts/lib/prune-payloads.ts) and the `fetch` wrapper that serves
 * the router fetches it once and answers both of the router's requests from it
 * (lib/browser/route-ready.ts). The service worker stores it as any other `__next.*.txt` payload.
 *
 * Format: the route tree's length in bytes, in decimal, a newline, the route tree, the page segment.
 * Bytes, not text: the parts are handed on as they are, never decoded and encoded again.
 */
export const ROUTE_FILE = '__next._route.txt';

const NEWLINE = 10;

/** The joined file of a route tree and a page segment. */
export function joinRouteFile(tree: Uint8Array, page: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode(`${tree.length}\n`);
  const out = new Uint8Array(head.length + tree.length + page.length);
  out.set(head, 0);
  out.set(tree, head.length);
  out.set(page, head.length + tree.length);
  return out;
}

/** The route tree and page segment of a joined file; null when the bytes are not one (a 404 page, a cut-off body). */
export function splitRouteFile(bytes: Uint8Array): { tree: Uint8Array; page: Uint8Array } | null {
  const nl = bytes.indexOf(NEWLINE);
  if (nl < 1 || nl > 10) return null;
  let length = 0;
  for (let i = 0; i < nl; i++) {
    const d = bytes[i] - 48;
    if (d < 0 || d > 9) return null;
    length = length * 10 + d;
  }
  const start = nl + 1;
  if (start + length > bytes.length) return null;
  return { tree: bytes.subarray(start, start + length), page: bytes.subarray(start + length) };
}
