import { Children, isValidElement, type ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

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
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
          </svg>
        </button>
        <button type="button" className="code-button" data-code-action="copy" data-copied-label={t('code.copied')} aria-label={t('code.copy')} title={t('code.copy')}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1z" />
          </svg>
        </button>
      </div>
      {items.filter((c) => !caption.includes(c))}
    </figure>
  );
}
