import type { ComponentProps } from 'react';
import { publicImageSize } from '@/lib/mdx/image-size';
import { withBasePath } from '@/lib/routes/url';

/**
 * Markdown images: base path applied, intrinsic width and height set for local files (no layout
 * shift while they load), lazy-loaded, and marked for medium-zoom.
 */
export function MdxImage({ src, alt = '', width, height, ...props }: ComponentProps<'img'>) {
  const local = typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
  const size = local && width === undefined && height === undefined ? publicImageSize(src) : undefined;
  return (
    <img
      {...props}
      src={local ? withBasePath(src) : src}
      alt={alt}
      width={size?.width ?? width}
      height={size?.height ?? height}
      loading="lazy"
      decoding="async"
      data-zoomable=""
    />
  );
}
