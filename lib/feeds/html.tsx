import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@/lib/i18n/locales';
import { compileMdx } from '@/lib/mdx/compile';
import { renderTree } from '@/lib/mdx/render';
import { localePath } from '@/lib/routes/paths';
import { absoluteUrl } from '@/lib/routes/url';
import { sanitizeFeedHtml } from './sanitize';

/** Plain text of a rendered element tree; a highlighted block's lines come as one HTML string. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (!isValidElement(node)) return '';
  const props = node.props as { children?: ReactNode; 'data-html'?: string };
  // The <code> of a highlighted block (lib/mdx/rehype-code-tidy.ts): the newlines between its
  // `data-line` spans are text nodes of the string.
  if (props['data-html'] !== undefined) return toString(fromHtml(props['data-html'], { fragment: true }));
  return textOf(props.children);
}

/** Files the site serves as they are, in no locale: public/'s and the images beside posts (FIGURES_PATH). */
const FILES = /^\/(img|files|figures)\//;

function absolute(href: string | undefined, locale: Locale) {
  if (!href || !href.startsWith('/')) return href;
  return FILES.test(href) ? absoluteUrl(href) : absoluteUrl(localePath(locale, href));
}

/** Feed readers get plain HTML: absolute links and images, code as plain <pre>, no scripts. */
function feedComponents(locale: Locale) {
  return {
    a: ({ href, children, className }: ComponentProps<'a'>) =>
      className?.includes('hash-link') ? null : <a href={absolute(href, locale)}>{children}</a>,
    img: ({ src, alt }: ComponentProps<'img'>) => <img src={absolute(typeof src === 'string' ? src : undefined, locale)} alt={alt ?? ''} />,
    figure: ({ children, ...props }: ComponentProps<'figure'>) => {
      if (!('data-rehype-pretty-code-figure' in props)) return <figure>{children}</figure>;
      const items = Children.toArray(children);
      const caption = items.find((c) => isValidElement(c) && c.type === 'figcaption');
      const pre = items.find((c) => isValidElement(c) && c.type === 'pre');
      return (
        <figure>
          {caption && <figcaption>{textOf(caption)}</figcaption>}
          <pre><code>{textOf(pre)}</code></pre>
        </figure>
      );
    },
    aside: ({ children }: ComponentProps<'aside'>) => <blockquote>{children}</blockquote>,
  };
}

/** An MDX body rendered to static HTML for feeds, through the sanitizer. */
export async function renderFeedHtml(source: string, file: string, locale: Locale): Promise<string> {
  const { tree } = await compileMdx(source, file);
  return sanitizeFeedHtml(renderToStaticMarkup(<>{renderTree(tree, feedComponents(locale), (path, attribute) => (attribute === 'href' ? absolute(path, locale)! : absoluteUrl(path)))}</>));
}
