import type { NextConfig } from 'next';
import { env } from './lib/site/env';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  basePath: env.basePath || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: { NEXT_PUBLIC_BASE_PATH: env.basePath },
  experimental: { globalNotFound: true },
};

export default nextConfig;
