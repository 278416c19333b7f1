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
  env: { NEXT_PUBLIC_BASE_PATH: env.basePath },
  experimental: { globalNotFound: true },
};

export default nextConfig;
