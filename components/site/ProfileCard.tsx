import Link from '@/components/ui/Link';
import { blog, docs } from '@/lib/content';
import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { hasRoute } from '@/lib/routes/table';
import { withBasePath } from '@/lib/routes/url';
import { SocialLinks } from './SocialLinks';

/** Title, logo, bio and four live counters that link out; shown on home and blog pages. */
export function ProfileCard({ locale, compact = false, social = true }: { locale: Locale; compact?: boolean; social?: boolean }) {
  const t = getT(locale);
  const { profile, projects } = siteData();
  const { postNum, tagNum } = blog.stats();
  const counters = [
    { key: 'posts', count: postNum, href: '/blog/archive' },
    { key: 'tags', count: tagNum, href: '/blog/tags' },
    { key: 'docs', count: docs.count(), href: '/docs/skill' },
    { key: 'projects', count: projects.length, href: '/project' },
  ] as const;
  return (
    <section className={`profile-card${compact ? ' compact' : ''}`} aria-label={t('profile.label')}>
      <img className="profile-logo" src={withBasePath(profile.logo)} alt="" width={64} height={64} />
      <p className="profile-title">{profile.title}</p>
      <p className="profile-bio">{profile.bio[locale]}</p>
      <ul className="profile-counters">
        {counters.map((c) => (
          <li key={c.key}>
            {hasRoute(c.href) ? (
              <Link href={localePath(locale, c.href)} className="profile-counter">
                <span className="profile-count">{c.count}</span>
                <span className="profile-counter-label">{t(`profile.${c.key}`, { count: c.count })}</span>
              </Link>
            ) : (
              <span className="profile-counter">
                <span className="profile-count">{c.count}</span>
                <span className="profile-counter-label">{t(`profile.${c.key}`, { count: c.count })}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {social && <SocialLinks locale={locale} />}
      <Link className="profile-about" href={localePath(locale, '/about')}>{t('profile.about')} →</Link>
    </section>
  );
}
