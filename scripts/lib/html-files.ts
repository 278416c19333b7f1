import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every .html file under `dir`, as paths relative to it with forward slashes. */
export function htmlFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return r === '_next' ? [] : htmlFiles(dir, r);
    return e.name.endsWith('.html') ? [r] : [];
  });
}

/** The URL path a page file is served at: about/index.html -> /about/ */
export function routeOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}
