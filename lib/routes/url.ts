import { site } from '@/lib/site/config';

/** Absolute URL of a site path (base path included): for canonical links, feeds and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${site.url}${site.basePath}${path}`;
}

/** A site path with the base path, for plain `<a>`/`<img>` outside next/link. */
export function withBasePath(path: string): string {
  return `${site.basePath}${path}`;
}
