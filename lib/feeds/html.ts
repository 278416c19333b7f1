import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Locale } from '@/lib/i18n/locales';
import { compileMdx } from '@/lib/mdx/compile';
import { data, element, renderHtml, type Handlers } from '@/lib/mdx/render';
import { localePath } from '@/lib/routes/paths';
import { absoluteUrl } from '@/lib/routes/url';
import { sanitizeFeedHtml } from './sanitize';

/** Files the site serves as they are, in no locale: public/'s and the images beside posts (FIGURES_PATH). */
const FILES = /^\/(img|files|figures)\//;

function absolute(href: unknown, locale: Locale) {
  if (typeof href !== 'string' || !href.startsWith('/')) return href as string | undefined;
  return FILES.test(href) ? absoluteUrl(href) : absoluteUrl(localePath(locale, href));
}

/** A code block's text: its highlighted lines come as one HTML string (`data-html`, lib/mdx/rehype-code-tidy.ts). */
function codeText(pre: Element | undefined): string {
  const code = pre?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const html = code?.properties.dataHtml;
  if (typeof html === 'string') return toString(fromHtml(html, { fragment: true }));
  return pre ? toString(pre) : '';
}

/** Feed readers get plain HTML: absolute links and images, code as plain <pre>, no scripts. */
function feedElements(locale: Locale): Handlers {
  return {
    a: (a) => ((a.properties.className as string[] | undefined)?.includes('hash-link') ? null : element('a', { href: absolute(a.properties.href, locale) }, a.children)),
    img: (img) => element('img', { src: absolute(img.properties.src, locale), alt: (img.properties.alt as string | undefined) ?? '' }),
    figure: (figure) => {
      if (data(figure, 'data-rehype-pretty-code-figure') === undefined) return element('figure', {}, figure.children);
      const child = (tag: string) => figure.children.find((c): c is Element => c.type === 'element' && c.tagName === tag);
      const caption = child('figcaption');
      return element('figure', {}, [
        ...(caption ? [element('figcaption', {}, [{ type: 'text', value: toString(caption) }])] : []),
        element('pre', {}, [element('code', {}, [{ type: 'text', value: codeText(child('pre')) }])]),
      ]);
    },
    aside: (aside) => element('blockquote', {}, aside.children),
  };
}

/** An MDX body rendered to static HTML for feeds, through the sanitizer. */
export async function renderFeedHtml(source: string, file: string, locale: Locale): Promise<string> {
  const { tree } = await compileMdx(source, file);
  return sanitizeFeedHtml(renderHtml(tree, feedElements(locale), (path, attribute) => (attribute === 'href' ? absolute(path, locale)! : absoluteUrl(path))));
}
