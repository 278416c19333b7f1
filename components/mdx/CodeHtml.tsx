import type { ComponentProps } from 'react';

/**
 * <code> in MDX bodies. A highlighted block's lines arrive as one HTML string (`data-html`,
 * lib/mdx/rehype-code-tidy.ts) and are rendered as such; inline code is plain.
 */
export function CodeHtml({ 'data-html': html, ...props }: ComponentProps<'code'> & { 'data-html'?: string }) {
  return html === undefined ? <code {...props} /> : <code {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
