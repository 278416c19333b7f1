import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { MdxLink } from './MdxLink';

/** Element overrides for MDX bodies, bound to the page's locale. */
export function mdxComponents(locale: Locale) {
  return {
    a: (props: ComponentProps<'a'>) => <MdxLink {...props} locale={locale} />,
  };
}
