// A plain static file server for out/, like a CDN or object store would be: no rewrites beyond
// directory indexes, out/404.html with status 404 for anything missing, gzip for text (as every
// CDN does, so measurements here match a real host), long-lived caching for the hashed files
// under /_next/static/, and validators on every file (ETag and Last-Modified, as nginx, Apache and
// the Pages hosts send them): a browser revalidating a file it holds gets a 304 with no body. Listens on 127.0.0.1. With BASE_PATH=/sub the site is served under /sub/
// only, and anything outside it is a 404, as on a host where the site is a sub-folder.
// Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = path.resolve(opt('dir', 'out'));
const port = Number(opt('port', process.env.PORT ?? 3000));
const basePath = process.env.BASE_PATH ?? '';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json', '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream', '.pf_index': 'application/octet-stream', '.pf_fragment': 'application/octet-stream',
};

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to, trying the spellings common static hosts accept. */
export function resolveFile(dir, urlPath) {
  const rel = decodeURIComponent(urlPath).replace(/\/+$/, '');
  const full = path.join(dir, rel);
  if (!full.startsWith(dir)) return null;
  const candidates = [full, path.join(full, 'index.html'), `${full}.html`];
  if (full.endsWith('.html')) candidates.push(path.join(full.slice(0, -5), 'index.html'));
  return candidates.find(isFile) ?? null;
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/**
 * A file's validators, from its size and modification time as nginx makes them: the ETag is weak
 * (`W/`), since the same file is sent gzipped or not, byte-different.
 */
export function validators(file) {
  const { size, mtimeMs, mtime } = statSync(file);
  return { etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`, lastModified: mtime.toUTCString() };
}

/** Whether a GET or HEAD request's conditional headers match the file (RFC 9110 13.2.2: If-None-Match first). */
export function notModified(req, etag, lastModified) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const match = req.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(Date.parse(lastModified) / 1000) <= Math.floor(since / 1000);
}

/** Gzipped bodies by file and modification time: each file is compressed once. */
const gzipped = new Map();
function gzipOf(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 6 });
    gzipped.set(key, body);
  }
  return body;
}

/**
 * The request handler. `dirs` are looked up in order (the first holding the file wins); a function
 * is read on each request, so a test can switch what is served.
 */
export function staticHandler(dirs = () => [root], base = basePath) {
  return (req, res) => {
    let urlPath;
    try {
      urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    // Under a base path, as on a host where the site lives in a sub-folder: nothing outside it.
    const outside = base && !(urlPath === base || urlPath.startsWith(`${base}/`));
    if (base && !outside) urlPath = urlPath.slice(base.length) || '/';
    let file = null;
    for (const dir of outside ? [] : dirs()) {
      try {
        file = resolveFile(dir, urlPath);
      } catch {
        file = null;
      }
      if (file) break;
    }
    const status = file ? 200 : 404;
    file ??= path.join(dirs().at(-1), '404.html');
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      // Named by their content: Next's files and the images beside posts (/figures/).
      'cache-control': (urlPath.startsWith('/_next/static/') || /^\/figures\/[^/]+$/.test(urlPath)) && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (compressible.test(type)) headers.vary = 'accept-encoding';
  if (status === 200) {
    const { etag, lastModified } = validators(file);
    Object.assign(headers, { etag, 'last-modified': lastModified });
    if (notModified(req, etag, lastModified)) return res.writeHead(304, headers).end();
  }
  if (compressible.test(type)) {
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipOf(file);
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
  };
}

/**
 * The origin a built folder was made for (its robots.txt names the sitemap's absolute URL), or null.
 * A folder built without SITE_URL names the preview origin: served here it is a local preview.
 */
export function builtFor(dir) {
  try {
    const m = /^Sitemap:\s*(\S+)/im.exec(readFileSync(path.join(dir, 'robots.txt'), 'utf8'));
    return m ? new URL(m[1]).origin : null;
  } catch {
    return null;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  createServer(staticHandler()).listen(port, '127.0.0.1', () => {
    const at = `http://127.0.0.1:${port}`;
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${at}${basePath}/`);
    const origin = builtFor(root);
    if (origin && origin !== at) {
      console.log(`A local preview: the pages work here, but their canonical URLs, feeds, sitemap and social cards name ${origin} (the build's SITE_URL).`);
    }
  });
}
