import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { Admonition } from './Admonition';
import { CodeFigure } from './CodeFigure';
import { CodeHtml } from './CodeHtml';
import { MdxImage } from './MdxImage';
import { MdxLink } from './MdxLink';

/** Element overrides for MDX bodies, bound to the page's locale. */
export function mdxComponents(locale: Locale) {
  return {
    a: (props: ComponentProps<'a'>) => <MdxLink {...props} locale={locale} />,
    figure: (props: ComponentProps<'figure'>) => <CodeFigure {...props} locale={locale} />,
    aside: (props: ComponentProps<'aside'>) => <Admonition {...props} locale={locale} />,
    img: MdxImage,
    code: CodeHtml,
  };
}
