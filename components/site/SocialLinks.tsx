import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { siteData } from '@/lib/content/site-data';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';
import { SocialIcon } from './SocialIcon';

/** Social links with a non-empty href; site paths (the RSS feed) get the reader's locale and the base path. */
export function SocialLinks({ locale }: { locale: Locale }) {
  const links = siteData().social.filter((s) => s.href !== '');
  return (
    <ul className="social-links" aria-label={getT(locale)('social.label')}>
      {links.map((s) => {
        // A plain <a> (the feed is a file, not a page): the base path is added here, not by Next.
        const href = s.href.startsWith('/') ? withBasePath(localePath(locale, s.href)) : s.href;
        const external = /^https:/.test(href);
        const title = typeof s.title === 'string' ? s.title : s.title[locale];
        return (
          <li key={s.key}>
            <a
              className="social-link"
              href={href}
              title={title}
              aria-label={title}
              style={{ '--brand': s.color } as React.CSSProperties}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <SocialIcon name={s.key} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
