import { Children, isValidElement, type ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { Icon } from '@/components/ui/Icon';

/**
 * A code block highlighted at build time (rehype-pretty-code), with wrap and copy buttons rendered
 * here: what they do is a chunk loaded on the first press (lib/browser/code-buttons.ts), so a page
 * hydrates no island per block and carries none of it in its own JavaScript. A title
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
      <div className="code-actions">
        <button type="button" className="code-button" data-code-action="wrap" aria-pressed="false" aria-label={t('code.wrap')} title={t('code.wrap')}>
          <Icon name="wrap" size={16} />
        </button>
        <button type="button" className="code-button" data-code-action="copy" data-copied-label={t('code.copied')} aria-label={t('code.copy')} title={t('code.copy')}>
          <Icon name="copy" size={16} />
        </button>
      </div>
      {items.filter((c) => !caption.includes(c))}
    </figure>
  );
}
