import type { Element, ElementContent, Properties } from 'hast';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { publicImageSize } from '@/lib/mdx/image-size';
import { admonitionTypes, type AdmonitionType } from '@/lib/mdx/remark-admonitions';
import { data, element, type Handlers, type SitePath } from '@/lib/mdx/render';
import { PUBLIC_FILE } from '@/lib/browser/link-navigation';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';

/**
 * The site's elements in MDX bodies, as hast: what the body's Markdown becomes on a page. The body
 * is rendered to one HTML string (lib/mdx/render.ts, components/mdx/Mdx.tsx); what its links do
 * on the client is one delegated handler (components/mdx/BodyLinks.client.tsx), what its images,
 * tables and code buttons do the layout's (components/mdx/MarkdownImages.client.tsx).
 */

const text = (value: string): ElementContent => ({ type: 'text', value });

/**
 * A site path written in a body's literal element (`<a href="/blog/x/">`, `<img src="/img/a.png">`)
 * as the page links it: a page in the page's locale, a file under public/, both under the base path.
 */
export function pageSitePath(locale: Locale): SitePath {
  return (path, attribute) => withBasePath(attribute === 'href' && !PUBLIC_FILE.test(path) ? localePath(locale, path) : path);
}

/** The 13.5 px icon after an external link's text (fixed markup). */
const EXTERNAL_ICON: ElementContent = {
  type: 'raw',
  value:
    '<svg class="external-link-icon" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"></path></svg>',
};

/**
 * Links: site paths get the page's locale and the base path (followed client-side by the body's
 * delegated handler), files under public/ the base path; external links open safely in a new tab
 * and carry the external icon.
 */
function link(locale: Locale) {
  return (a: Element): Element => {
    const href = typeof a.properties.href === 'string' ? a.properties.href : '';
    if (href.startsWith('#')) return a;
    if (href.startsWith('/')) return { ...a, properties: { ...a.properties, href: withBasePath(PUBLIC_FILE.test(href) ? href : localePath(locale, href)) } };
    if (!/^https?:\/\//.test(href)) return a;
    return { ...a, properties: { ...a.properties, target: '_blank', rel: ['noopener', 'noreferrer'] }, children: [...a.children, EXTERNAL_ICON] };
  };
}

/**
 * The widest the body column gets (a post's beside the blog sidebar and the table of contents, a
 * note's beside the docs sidebar), for `sizes`: a 1440-pixel diagram shown at 720 CSS pixels is
 * fetched at 1280 on a 1x screen and at 1440 on a 2x one, not at 1440 everywhere.
 */
const COLUMN_PX = 800;

/**
 * Markdown images: base path applied, intrinsic width and height set for local files (no layout
 * shift while they load), lazy-loaded, and marked for medium-zoom. An image beside the MDX comes
 * resolved (lib/mdx/local-images.ts): its hashed URL and size, and with `data-webp` the `srcset`
 * of its WebP copies, offered in a <picture> before the original.
 */
function image(img: Element): Element {
  const { src, alt, width, height, dataWebp: webp, ...rest } = img.properties;
  const local = typeof src === 'string' && src.startsWith('/') && !src.startsWith('//');
  const size = local && width === undefined && height === undefined ? publicImageSize(src) : undefined;
  const shown = element('img', {
    ...rest,
    src: local ? withBasePath(src) : src,
    alt: alt ?? '',
    width: size?.width ?? width,
    height: size?.height ?? height,
    loading: 'lazy',
    decoding: 'async',
    dataZoomable: '',
  });
  if (typeof webp !== 'string') return shown;
  const srcSet = webp.split(', ').map((candidate) => withBasePath(candidate)).join(', ');
  return element('picture', {}, [
    element('source', { type: 'image/webp', srcSet, sizes: `(max-width: 996px) 100vw, ${Math.min(Number(width), COLUMN_PX)}px` }),
    shown,
  ]);
}

/**
 * A code block highlighted at build time (rehype-pretty-code), with wrap and copy buttons: what
 * they do is a chunk loaded on the first press (lib/browser/code-buttons.ts). A title (the
 * figcaption) comes first, then the buttons: a figure's caption is its first or last child
 * (HTML's content model; Nu rejected the toolbar before it), and a reader hears the file name
 * before the buttons. The icons are drawn by the stylesheet (components/ui/Icon.tsx).
 */
function codeFigure(locale: Locale) {
  const t = getT(locale);
  const button = (action: 'wrap' | 'copy', label: string, extra: Properties = {}) =>
    element('button', { type: 'button', className: ['code-button'], dataCodeAction: action, ...extra, ariaLabel: label, title: label }, [
      element('span', { className: ['icon', `icon-${action}`, 's16'] }),
    ]);
  return (figure: Element): Element => {
    if (data(figure, 'data-rehype-pretty-code-figure') === undefined) return figure;
    const caption = figure.children.filter((c) => c.type === 'element' && c.tagName === 'figcaption');
    const actions = element('div', { className: ['code-actions'] }, [
      button('wrap', t('code.wrap'), { ariaPressed: 'false' }),
      button('copy', t('code.copy'), { dataCopiedLabel: t('code.copied') }),
    ]);
    return { ...figure, properties: { ...figure.properties, className: ['code-block'] }, children: [...caption, actions, ...figure.children.filter((c) => !caption.includes(c))] };
  };
}

/** <code>: a highlighted block's lines arrive as one HTML string (`data-html`, lib/mdx/rehype-code-tidy.ts). */
function code(el: Element): Element {
  const { dataHtml: html, ...properties } = el.properties;
  if (typeof html !== 'string') return el;
  return { ...el, properties, children: [{ type: 'raw', value: html }] };
}

const icons: Record<AdmonitionType, string> = { note: 'ℹ︎', tip: '💡', info: 'ℹ︎', warning: '⚠︎', danger: '🔥' };

/** `:::tip[Title]` blocks; without a title the type's own label is shown. */
function admonition(locale: Locale) {
  const t = getT(locale);
  return (aside: Element): Element => {
    const type = data(aside, 'data-admonition') as AdmonitionType | undefined;
    if (!type || !admonitionTypes.includes(type)) return aside;
    const [first] = aside.children;
    const hasTitle = first?.type === 'element' && data(first, 'data-admonition-title') !== undefined;
    const title = hasTitle ? first.children : [text(t(`admonition.${type}`))];
    return element('aside', { className: ['admonition', `admonition-${type}`] }, [
      element('p', { className: ['admonition-heading'] }, [element('span', { ariaHidden: 'true' }, [text(icons[type])]), text(' '), ...title]),
      element('div', { className: ['admonition-content'] }, hasTitle ? aside.children.slice(1) : aside.children),
    ]);
  };
}

/** The handlers of a page's body, bound to its locale. */
export function pageElements(locale: Locale): Handlers {
  return { a: link(locale), figure: codeFigure(locale), aside: admonition(locale), img: image, code };
}
