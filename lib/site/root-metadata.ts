import type { Metadata, Viewport } from 'next';
import type { StaticImageData } from 'next/image';
import { absoluteUrl } from '@/lib/routes/url';
import { site } from './config';
// Content-hashed under /_next/static/media/ by the build (see components/layout/Logo.tsx).
import favicon from '@/public/img/favicon.svg';

/** Metadata shared by both root layouts: title template, icons, manifest base. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: { template: `%s | ${site.title}`, default: site.title },
  applicationName: site.title,
  icons: { icon: (favicon as StaticImageData).src },
};

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};
