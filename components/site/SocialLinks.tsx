import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { siteData } from '@/lib/content/site-data';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';
import { socialIconPath } from './SocialIcon';
import { SocialLinksView, type SocialLinkData } from './SocialLinksView';

/** The social links with a non-empty href, as data; site paths (the RSS feed) get the reader's locale and the base path. */
export function socialLinkData(locale: Locale): SocialLinkData[] {
  return siteData()
    .social.filter((s) => s.href !== '')
    .map((s) => {
      // A plain <a> (the feed is a file, not a page): the base path is added here, not by Next.
      const href = s.href.startsWith('/') ? withBasePath(localePath(locale, s.href)) : s.href;
      const d = socialIconPath(s.key);
      return d ? [s.key, s.title, href, s.color, d] : [s.key, s.title, href, s.color];
    });
}

/** Social links with a non-empty href. */
export function SocialLinks({ locale }: { locale: Locale }) {
  return <SocialLinksView label={getT(locale)('social.label')} links={socialLinkData(locale)} />;
}
