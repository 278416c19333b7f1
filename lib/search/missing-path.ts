/**
 * The search a 404 page starts from its address: the words of the missing path, without the
 * site's own route words and numbers ('/en/blog/page/9/docker-compose-tips.html' → 'docker
 * compose tips'). The path is decoded (a Chinese slug reads as Chinese); a path that is only
 * route words gives ''.
 */
const ROUTE_WORDS = new Set(['en', 'blog', 'docs', 'doc', 'page', 'tags', 'tag', 'category', 'archive', 'skill', 'tools', 'index', 'html', 'htm', 'md', 'mdx', 'php', 'www']);

export function missingPathQuery(pathname: string, basePath = ''): string {
  let path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: its words as written.
  }
  const words = path
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !ROUTE_WORDS.has(w) && !/^\d+$/.test(w));
  return [...new Set(words)].slice(0, 6).join(' ');
}
