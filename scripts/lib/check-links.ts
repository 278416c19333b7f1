import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, routeOf } from './html-files';

export type LinkReport = { errors: string[]; warnings: string[]; pages: number; links: number };

const ATTR = /<(a|link|script|img|source|iframe)\b[^>]*?\s(href|src|srcset)="([^"]*)"/g;

function decode(s: string) {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
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
 * Every internal link and asset of every page must resolve to a file in out/ (else an error
 * naming the page and the link); a missing #anchor is a warning.
 */
export function checkLinks(outDir: string, opts: { siteUrl: string; basePath: string }): LinkReport {
  const errors: string[] = [];
  const warnings: string[] = [];
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
  for (const file of pages) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const page = routeOf(file);
    for (const m of html.matchAll(ATTR)) {
      const [, tag, attr] = m;
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
          errors.push(`${page}: broken link ${href}`);
          continue;
        }
        if (hash && resolved.endsWith('.html') && !idsOf(resolved).has(decodeURIComponent(hash))) {
          warnings.push(`${page}: broken anchor ${href}`);
        }
      }
    }
  }
  return { errors, warnings, pages: pages.length, links };
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
