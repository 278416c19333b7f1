import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/routes/url';

/** Markdown images: base path applied, lazy-loaded, and marked for medium-zoom. */
export function MdxImage({ src, alt = '', ...props }: ComponentProps<'img'>) {
  const url = typeof src === 'string' && src.startsWith('/') ? withBasePath(src) : src;
  return <img {...props} src={url} alt={alt} loading="lazy" decoding="async" data-zoomable="" />;
}
