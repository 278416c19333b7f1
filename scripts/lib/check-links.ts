import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, routeOf } from './html-files';

export type LinkReport = { errors: string[]; pages: number; links: number };

/** A link target as the author may have written it: no locale prefix, no trailing slash. */
function authored(href: string, localePrefixes: readonly string[]): string {
  const [p, hash] = href.split('#');
  let pathPart = p.split('?')[0];
  for (const prefix of localePrefixes) {
    if (pathPart === prefix || pathPart.startsWith(`${prefix}/`)) pathPart = pathPart.slice(prefix.length) || '/';
  }
  if (pathPart.length > 1) pathPart = pathPart.replace(/\/$/, '');
  return hash === undefined ? pathPart : `${pathPart}#${hash}`;
}

/**
 * Where in a source file a link to `href` is written (`[x](/docs/y#z)`, `href="…"`), as
 * `file:line:column`, or null. Compared as authored: locale prefix and trailing slash set aside.
 */
export function findLinkInSource(files: readonly string[], href: string, localePrefixes: readonly string[]): string | null {
  const want = authored(href, localePrefixes);
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)|\bhref="([^"]*)"|^\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
      const target = m[1] ?? m[2] ?? m[3];
      if (authored(target, localePrefixes) !== want) continue;
      const before = text.slice(0, m.index + m[0].indexOf(target)).split('\n');
      return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
    }
  }
  return null;
}

const ATTR = /<(a|link|script|img|source|iframe|meta)\b[^>]*?\s(href|src|srcset|content)="([^"]*)"/g;
/** The one `<meta content>` that is a link: a page's social image (og:image, twitter:image). */
const SOCIAL_IMAGE = /^<meta (?:property|name)="(?:og|twitter):image"/;

/** An attribute value as the browser reads it: the entities React and hast write, decoded once. */
export function decode(s: string) {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
  return s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (m, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : named[name.toLowerCase()] ?? m,
  );
}

/** The file in out/ a site path resolves to, as a static host would (see scripts/serve.mjs). */
export function resolveTarget(outDir: string, urlPath: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(outDir, rel);
  for (const c of [full, path.join(full, 'index.html'), `${full.replace(/\/$/, '')}.html`]) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {}
  }
  return null;
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = readFileSync(file, 'utf8');
    // Joined and split again: a match is a slice that keeps the whole page's text alive, and the
    // cache outlives the page (at 4x content that held ~400 MB of HTML until the check ended).
    const joined = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])).join('\n');
    ids = new Set(joined ? joined.split('\n') : []);
    idCache.set(file, ids);
  }
  return ids;
}

/** True when a root-relative path lies under the base path ('/notes', '/notes/x', '/notes?q'). */
function underBase(href: string, basePath: string): boolean {
  if (!basePath || href === basePath) return true;
  return href.startsWith(basePath) && /^[/?#]/.test(href.slice(basePath.length));
}

/**
 * Every internal link and asset of every page must resolve to a file in out/, and every #anchor
 * to an id of its page; else an error. `sources` maps a page (its route, `/en/blog/x/`) to the
 * content files its body comes from: an error in a body names the file, line and column where
 * the link is written (once, however many pages show that body), others name the page.
 */
export function checkLinks(
  outDir: string,
  opts: { siteUrl: string; basePath: string; sources?: (page: string) => readonly string[]; localePrefixes?: readonly string[] },
): LinkReport {
  const errors: string[] = [];
  let links = 0;
  const pages = htmlFiles(outDir).filter((f) => f !== '404.html' && !f.startsWith('404/') && !f.startsWith('_not-found/'));
  const origin = opts.siteUrl + opts.basePath;
  // 74k links point at a few thousand pages and assets: each target is looked up on disk once
  // (1.9 s → 1.2 to 1.5 s for the whole check).
  const targets = new Map<string, string | null>();
  const resolve = (target: string) => {
    let found = targets.get(target);
    if (found === undefined) targets.set(target, (found = resolveTarget(outDir, target)));
    return found;
  };
  // A body's broken link shows on its page and on list pages (excerpts): named once, in the source.
  const prefixes = opts.localePrefixes ?? ['/en'];
  const inSource = new Set<string>();
  const onPage: { key: string; message: string }[] = [];
  const report = (page: string, href: string, what: (href: string) => string) => {
    const key = authored(href, prefixes);
    const at = opts.sources ? findLinkInSource(opts.sources(page), href, prefixes) : null;
    if (at) {
      errors.push(`${at}: link: ${what(key)}`);
      inSource.add(key);
    } else onPage.push({ key, message: `${page}: ${what(href)}` });
  };
  for (const file of pages) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const page = routeOf(file);
    for (const m of html.matchAll(ATTR)) {
      const [, tag, attr] = m;
      if ((tag === 'meta' || attr === 'content') && !SOCIAL_IMAGE.test(m[0])) continue;
      const values = attr === 'srcset' ? m[3].split(',').map((s) => s.trim().split(/\s+/)[0]) : [m[3]];
      for (const raw of values) {
        let href = decode(raw);
        if (!href || /^(mailto:|tel:|javascript:|data:)/.test(href)) continue;
        if (href.startsWith(origin)) href = href.slice(origin.length) || '/';
        else if (/^[a-z]+:\/\//i.test(href) || href.startsWith('//')) continue;
        else if (opts.basePath && href.startsWith('/')) {
          // Under a sub-path the host serves nothing outside it: a root-relative link must carry it.
          if (!underBase(href, opts.basePath)) {
            links += 1;
            errors.push(`${page}: broken link ${href} (outside the base path ${opts.basePath})`);
            continue;
          }
          href = href.slice(opts.basePath.length) || '/';
        }
        if (tag === 'link' && /rel="(preconnect|dns-prefetch)"/.test(m[0])) continue;
        links += 1;
        const [pathAndQuery, hash] = href.split('#');
        const target = pathAndQuery.split('?')[0];
        const resolved = target === '' ? path.join(outDir, file) : resolve(target.startsWith('/') ? target : path.posix.join(page, target));
        if (!resolved) {
          report(page, href, (h) => `broken link ${h}`);
          continue;
        }
        if (hash && resolved.endsWith('.html') && !idsOf(resolved).has(decodeURIComponent(hash))) {
          report(page, href, (h) => `missing anchor #${decodeURIComponent(hash)} in ${h}`);
        }
      }
    }
  }
  errors.push(...onPage.filter((e) => !inSource.has(e.key)).map((e) => e.message));
  return { errors: [...new Set(errors)], pages: pages.length, links };
}

/** Two files that a static host would serve at the same path (x.html and x/index.html). */
export function duplicateRoutes(outDir: string): string[] {
  const seen = new Map<string, string>();
  const dups: string[] = [];
  for (const f of htmlFiles(outDir)) {
    const route = routeOf(f).replace(/\/$/, '') || '/';
    const prev = seen.get(route);
    if (prev && !(route === '/404')) dups.push(`${route}: served by both ${prev} and ${f}`);
    seen.set(route, f);
  }
  return dups;
}
