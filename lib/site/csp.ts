import { env as deployEnv } from './env';
import { site } from './config';

/**
 * The Content-Security-Policy, built from the configuration: what the site loads from elsewhere
 * is what is configured (comments, analytics, hosted search, the iframe and media hosts of the
 * content policy), and nothing else. Two forms of it ship:
 *
 * - per page, a `<meta http-equiv>` (scripts/lib/csp-meta.ts, the last post-build step over the
 *   HTML): every directive, with `script-src 'self'` plus the SHA-256 of that page's own inline
 *   scripts, so it holds on any host, even one that sends no headers;
 * - for every file, as a header in the host recipes (`_headers`, deploy/nginx.conf, vercel.json):
 *   only the directives that are the same on every page. A header with `script-src` (or a
 *   `default-src` it falls back to) would need every page's hashes, and two policies both apply.
 */
export type Directives = Record<string, readonly string[]>;

type CspEnv = Pick<typeof deployEnv, 'giscus' | 'analyticsId' | 'docsearch'>;
type CspContent = { iframeHosts: readonly string[]; mediaHosts: readonly string[] };

const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const https = (host: string) => `https://${host}`;

/** The directives of one page, before its inline scripts' hashes are added to `script-src`. */
export function pageDirectives(env: CspEnv = deployEnv, content: CspContent = site.content): Directives {
  const frames = [...(env.giscus ? ['https://giscus.app'] : []), ...content.iframeHosts.map(https)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(env.analyticsId ? ['https://www.googletagmanager.com'] : [])],
    // React writes style attributes (progress bar, tag colours, zoom) and Next inline <style> tags.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...content.mediaHosts.map(https), ...(env.analyticsId ? GA_CONNECT : [])],
    'media-src': ["'self'", ...content.mediaHosts.map(https)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(env.docsearch ? [`https://${env.docsearch.appId}-dsn.algolia.net`, `https://${env.docsearch.appId}.algolia.net`] : []), ...(env.analyticsId ? GA_CONNECT : [])],
    // The search page's early engine runs in a worker started from a blob URL.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': frames.length ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
  };
}

/**
 * The policy of the files under public/ (images, downloads) opened on their own: they may draw,
 * nothing else, in a sandbox with no origin. The content check refuses an SVG with script and any
 * HTML there (lib/content/public-files.ts); this header is the second wall on every host that reads
 * the recipes (`_headers`, deploy/nginx.conf, vercel.json): a planted file's script does not run.
 * It does not reach an `<img>` (an image runs no script); only a tab that opens the file itself.
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self' data:; sandbox";

/** The directives a header may carry for every file: those that neither are nor fall back to script-src. */
export const HEADER_DIRECTIVES = ['connect-src', 'frame-src', 'object-src', 'base-uri', 'form-action'] as const;

export function headerDirectives(env: CspEnv = deployEnv, content: CspContent = site.content): Directives {
  const all = pageDirectives(env, content);
  return Object.fromEntries(HEADER_DIRECTIVES.map((d) => [d, all[d]]));
}

/** `a b; c d` */
export function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The page policy with the SHA-256 hashes (base64) of the page's inline scripts in `script-src`. */
export function pagePolicy(scriptHashes: readonly string[], env?: CspEnv, content?: CspContent): string {
  const d = pageDirectives(env, content);
  return serialize({ ...d, 'script-src': [...d['script-src'], ...[...new Set(scriptHashes)].map((h) => `'sha256-${h}'`)] });
}
