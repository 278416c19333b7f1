import type { Metadata, Viewport } from 'next';
import { absoluteUrl } from '@/lib/routes/url';
import { site } from './config';

/** Metadata shared by both root layouts: title template, icons, manifest base. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  title: { template: `%s | ${site.title}`, default: site.title },
  applicationName: site.title,
  icons: { icon: `${site.basePath}/img/favicon.svg` },
};

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};
