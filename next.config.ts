import type { NextConfig } from 'next';
import { env } from './lib/site/env';

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
  experimental: {
    globalNotFound: true,
    // One prefetch file per page: every layout segment and the head are inlined into the page's
    // segment file, so hovering a link fetches one payload (plus the route shape the first time
    // the router meets it), and scripts/lib/prune-payloads.ts can drop the per-layout files.
    prefetchInlining: { maxSize: Number.MAX_SAFE_INTEGER, maxBundleSize: Number.MAX_SAFE_INTEGER },
  },
};

export default nextConfig;
