import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { env } from './lib/site/env';
import { localeConfig } from './lib/i18n/locales';
import { devRewrites } from './lib/routes/dev-rewrites';

const nextConfig: NextConfig = {
  output: 'export',
  // With a static export, a custom distDir is the export folder: `npm run build` (scripts/build.mjs)
  // exports into a staging folder and publishes it as out/ only when every check passed.
  distDir: process.env.INKSTONE_EXPORT_DIR || undefined,
  trailingSlash: true,
  basePath: env.basePath || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run build` type-checks in a step of its own before `next build` (scripts/lib/build.ts), so
  // the checker's memory does not add to Next's; a type error still fails the build there.
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BASE_PATH: env.basePath },
  // The MDX pipeline (and the front matter and HTML tools beside it) is loaded from node_modules at
  // run time instead of bundled into the server chunks: a page's render compiles a body only when
  // it is not in the compile cache, which the build's content check has filled (`next dev`
  // compiles on demand). Turbopack then no longer compiles micromark, remark, rehype and the MDX
  // compiler for the server: `next build` 50.5–55.1 s → 45.2–47.4 s (compile 17.1–17.2 → 13.9–14.2
  // s, static generation 27.8–31.7 → 25.2–26.9 s), alternating runs in one sitting; the 750 pages'
  // markup is the same.
  serverExternalPackages: ['@mdx-js/mdx', 'remark-gfm', 'remark-directive', 'rehype-pretty-code', 'unist-util-visit', 'hast-util-to-string', 'hast-util-to-html', 'hast-util-from-html', 'hast-util-sanitize', 'vfile', 'gray-matter', 'js-yaml'],
  experimental: {
    globalNotFound: true,
    // Turbopack's compile cache on disk (.next/cache/turbopack, on by default in Next 16), read by
    // the next `next build` of the same sources. INKSTONE_TURBOPACK_CACHE=0 turns it off for a
    // build whose cache no build would reuse: npm test's BASE_PATH build (scripts/base-path-build.mjs)
    // compiles under another base path, so the main build's cache only costs it the reading and
    // its own cache only the writing (and would sit in the main build's next time). Its `next
    // build`: 24.6 and 25.4 s CPU reading the main build's cache, 20.8 and 20.7 s cold writing one,
    // 16.8 and 16.7 s with none (fresh clone, user + system, alternating, load 6-8). npm test's
    // main build under CI sets it too (scripts/test.sh): a fresh clone that no build follows.
    turbopackFileSystemCacheForBuild: process.env.INKSTONE_TURBOPACK_CACHE !== '0',
    // One prefetch file per page: every layout segment and the head are inlined into the page's
    // segment file, so hovering a link fetches one payload (plus the route shape the first time
    // the router meets it), and scripts/lib/prune-payloads.ts can drop the per-layout files.
    prefetchInlining: { maxSize: Number.MAX_SAFE_INTEGER, maxBundleSize: Number.MAX_SAFE_INTEGER },
  },
};

/**
 * Under `next dev`, files named `*.dev.ts` and `*.dev.tsx` are route files too: the live-content
 * revision stream (app/inkstone-dev/content-revision/route.dev.ts) and the page that serves the
 * dynamic routes (app/(zh)/inkstone-dev/dynamic/page.dev.tsx, its /en twin) exist only there, never
 * in `out/`. The rewrites send a dynamic route's paths to that page, so the dev server starts no
 * params worker per request (lib/routes/dev-rewrites.ts).
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return {
    ...nextConfig,
    pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'dev.ts', 'dev.tsx'],
    rewrites: async () => devRewrites(Object.values(localeConfig).map((l) => l.path)),
    // Not an export under `next dev`: with `output: 'export'` every page renders as `dynamic =
    // 'error'`, so the dev page of the dynamic routes could not read the path it is given in its
    // query (searchParams). Dropping it alone would not spare the params worker: next dev starts
    // one for any dynamic app route, export or not (base-server.js, renderToResponseWithComponents).
    // What the export forbids (dynamic APIs such as headers(), a route handler that is not static)
    // still fails `npm run build`.
    output: undefined,
    // Tests and benchmarks open the dev server at 127.0.0.1; Next blocks its dev resources (HMR,
    // on-demand chunks) to any origin but localhost unless it is listed here.
    allowedDevOrigins: ['127.0.0.1'],
    // scripts/tools/dev-copy.mjs runs a second dev server (on a scratch copy of content/) in its own folder.
    distDir: process.env.INKSTONE_DEV_DIST_DIR || undefined,
    // Turbopack's compile cache on disk for `next dev` (on by default), read by the next start:
    // INKSTONE_TURBOPACK_CACHE=0 turns it off where no start would read it, as npm test's dev
    // step in CI (scripts/test.sh): a fresh clone's dev server only wrote it (50-60 MB).
    experimental: { ...nextConfig.experimental, turbopackFileSystemCacheForDev: process.env.INKSTONE_TURBOPACK_CACHE !== '0' },
  };
}
