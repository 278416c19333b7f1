import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticHandler } from '../../scripts/serve.mjs';

/**
 * scripts/serve.mjs answers as a real static host does: every file with an ETag and Last-Modified,
 * a conditional request for a file unchanged with a 304 and no body, a changed file in full.
 */
describe('the static server: validators and 304', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-validators-'));
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'page.html'), '<p>one</p>');
    writeFileSync(path.join(dir, 'image.png'), Buffer.from([137, 80, 78, 71]));
    writeFileSync(path.join(dir, '404.html'), '<p>not found</p>');
    server = createServer(staticHandler(() => [dir], ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends an ETag and Last-Modified, and a 304 with no body to If-None-Match or If-Modified-Since, gzipped or not', async () => {
    for (const [file, encoding] of [['page.html', 'gzip'], ['page.html', 'identity'], ['image.png', 'gzip']]) {
      const first = await fetch(`${origin}/${file}`, { headers: { 'accept-encoding': encoding } });
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
      const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"other", ${etag.slice(2)}` }, { 'if-modified-since': lastModified }];
      for (const headers of conditions) {
        const again = await fetch(`${origin}/${file}`, { headers: { ...headers, 'accept-encoding': encoding } });
        expect(again.status, `${file} ${JSON.stringify(headers)}`).toBe(304);
        expect((await again.arrayBuffer()).byteLength).toBe(0);
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe('no-cache');
      }
    }
  });

  it('a changed file, or a validator of another, gets the file in full; a missing file has none', async () => {
    const first = await fetch(`${origin}/page.html`);
    const etag = first.headers.get('etag')!;
    await first.text();
    expect((await fetch(`${origin}/page.html`, { headers: { 'if-none-match': 'W/"0-0"' } })).status).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110 13.2.2).
    expect((await fetch(`${origin}/page.html`, { headers: { 'if-none-match': 'W/"0-0"', 'if-modified-since': first.headers.get('last-modified')! } })).status).toBe(200);
    writeFileSync(path.join(dir, 'page.html'), '<p>two, longer</p>');
    utimesSync(path.join(dir, 'page.html'), new Date(), new Date(Date.now() + 5000));
    const changed = await fetch(`${origin}/page.html`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<p>two, longer</p>');
    const missing = await fetch(`${origin}/nothing.html`, { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
