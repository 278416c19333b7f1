import type { ComponentProps } from 'react';
import { publicImageSize } from '@/lib/mdx/image-size';
import { withBasePath } from '@/lib/routes/url';

/**
 * The widest the body column gets (a post's beside the blog sidebar and the table of contents, a
 * note's beside the docs sidebar), for `sizes`: a 1440-pixel diagram shown at 720 CSS pixels is
 * fetched at 1280 on a 1x screen and at 1440 on a 2x one, not at 1440 everywhere.
 */
const COLUMN_PX = 800;

/** A `srcset` with the base path applied to each URL. */
function withBasePaths(srcset: string): string {
  return srcset.split(', ').map((candidate) => withBasePath(candidate)).join(', ');
}

/**
 * Markdown images: base path applied, intrinsic width and height set for local files (no layout
 * shift while they load), lazy-loaded, and marked for medium-zoom. An image beside the MDX comes
 * resolved (lib/mdx/local-images.ts): its hashed URL and size, and with `data-webp` the `srcset`
 * of its WebP copies, offered in a <picture> before the original.
 */
export function MdxImage({ src, alt = '', width, height, 'data-webp': webp, ...props }: ComponentProps<'img'> & { 'data-webp'?: string }) {
  const local = typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
  const size = local && width === undefined && height === undefined ? publicImageSize(src) : undefined;
  const img = (
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
  if (!webp) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={withBasePaths(webp)} sizes={`(max-width: 996px) 100vw, ${Math.min(Number(width), COLUMN_PX)}px`} />
      {img}
    </picture>
  );
}
