import { Children, isValidElement, type ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { CodeActions } from './CodeActions.client';

/**
 * A code block highlighted at build time (rehype-pretty-code), with copy and wrap buttons. A title
 * (the figcaption) comes first, then the buttons: a figure's caption is its first or last child
 * (HTML's content model; Nu rejected the toolbar before it), and a reader hears the file name
 * before the buttons.
 */
export function CodeFigure({ locale, children, ...props }: ComponentProps<'figure'> & { locale: Locale }) {
  if (!('data-rehype-pretty-code-figure' in props)) return <figure {...props}>{children}</figure>;
  const t = getT(locale);
  const items = Children.toArray(children);
  const caption = items.filter((c) => isValidElement(c) && c.type === 'figcaption');
  return (
    <figure {...props} className="code-block">
      {caption}
      <CodeActions labels={{ copy: t('code.copy'), copied: t('code.copied'), wrap: t('code.wrap') }} />
      {items.filter((c) => !caption.includes(c))}
    </figure>
  );
}
