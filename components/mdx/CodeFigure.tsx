import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { CodeActions } from './CodeActions.client';

/** A code block highlighted at build time (rehype-pretty-code), with copy and wrap buttons. */
export function CodeFigure({ locale, children, ...props }: ComponentProps<'figure'> & { locale: Locale }) {
  if (!('data-rehype-pretty-code-figure' in props)) return <figure {...props}>{children}</figure>;
  const t = getT(locale);
  return (
    <figure {...props} className="code-block">
      <CodeActions labels={{ copy: t('code.copy'), copied: t('code.copied'), wrap: t('code.wrap') }} />
      {children}
    </figure>
  );
}
