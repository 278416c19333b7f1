import Link from '@/components/ui/Link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';
import type { SitePath } from '@/lib/mdx/render';

const ASSET = /^\/(img|files)\//;

/**
 * A site path written in a body's literal element (`<a href="/blog/x/">`, `<img src="/img/a.png">`)
 * as the page links it: a page in the page's locale, a file under public/, both under the base path.
 */
export function pageSitePath(locale: Locale): SitePath {
  return (path, attribute) => withBasePath(attribute === 'href' && !ASSET.test(path) ? localePath(locale, path) : path);
}

/**
 * Links in MDX: site paths get the page's locale (and a client-side transition), files under
 * public/ get the base path, external links open safely and carry the 13.5 px external icon.
 */
export function MdxLink({ href = '', children, locale, ...rest }: ComponentProps<'a'> & { locale: Locale }) {
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  if (ASSET.test(href)) return <a href={withBasePath(href)} {...rest}>{children}</a>;
  if (href.startsWith('/')) return <Link href={localePath(locale, href)} {...rest}>{children}</Link>;
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external && (
        <svg className="external-link-icon" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
        </svg>
      )}
    </a>
  );
}
