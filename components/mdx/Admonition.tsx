import { Children, isValidElement, type ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { admonitionTypes, type AdmonitionType } from '@/lib/mdx/remark-admonitions';

const icons: Record<AdmonitionType, string> = { note: 'ℹ︎', tip: '💡', info: 'ℹ︎', warning: '⚠︎', danger: '🔥' };

/** `:::tip[Title]` blocks; without a title the type's own label is shown. */
export function Admonition({ locale, children, ...props }: ComponentProps<'aside'> & { locale: Locale; 'data-admonition'?: string }) {
  const type = props['data-admonition'] as AdmonitionType | undefined;
  if (!type || !admonitionTypes.includes(type)) return <aside {...props}>{children}</aside>;
  const items = Children.toArray(children);
  const first = items[0];
  const hasTitle = isValidElement(first) && (first.props as Record<string, unknown>)['data-admonition-title'] !== undefined;
  const title = hasTitle ? (first.props as { children: React.ReactNode }).children : getT(locale)(`admonition.${type}`);
  return (
    <aside className={`admonition admonition-${type}`}>
      <p className="admonition-heading">
        <span aria-hidden="true">{icons[type]}</span> {title}
      </p>
      <div className="admonition-content">{hasTitle ? items.slice(1) : items}</div>
    </aside>
  );
}
