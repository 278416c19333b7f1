import type { ReactElement } from 'react';
import { blog, docs } from '@/lib/content';
import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { hasRoute } from '@/lib/routes/table';
import Link from '@/components/ui/Link';
import { imageSrc } from '@/components/layout/Logo';
import { SocialLinks } from './SocialLinks';
import { Phrases } from '@/components/ui/Phrases';

/**
 * Cards already rendered, by what they show. A blog page shows the same compact card twice (in
 * the navigation drawer and in the blog sidebar); as one element object the RSC payload carries
 * it once.
 */
const rendered = new Map<string, ReactElement>();

/**
 * Title, logo, bio and four live counters that link out; shown on home and blog pages. A labelled
 * region, except in the navigation drawer (`landmark={false}`): opened over the home page's card,
 * it made two regions of one name (axe landmark-unique).
 */
export function ProfileCard({ locale, compact = false, social = true, landmark = true }: { locale: Locale; compact?: boolean; social?: boolean; landmark?: boolean }) {
  const { profile, projects } = siteData();
  const { postNum, tagNum } = blog.stats();
  const counters = [
    { key: 'posts', count: postNum, href: '/blog/archive' },
    { key: 'tags', count: tagNum, href: '/blog/tags' },
    { key: 'docs', count: docs.count(), href: '/docs/skill' },
    { key: 'projects', count: projects.length, href: '/project' },
  ] as const;
  const key = JSON.stringify([locale, compact, social, landmark, counters.map((c) => c.count), profile]);
  let card = rendered.get(key);
  if (!card) rendered.set(key, (card = renderCard(locale, compact, social, landmark, profile, counters)));
  return card;
}

function renderCard(
  locale: Locale,
  compact: boolean,
  social: boolean,
  landmark: boolean,
  profile: ReturnType<typeof siteData>['profile'],
  counters: readonly { key: 'posts' | 'tags' | 'docs' | 'projects'; count: number; href: string }[],
): ReactElement {
  const t = getT(locale);
  return (
    <section className={`profile-card${compact ? ' compact' : ''}`} aria-label={landmark ? t('profile.label') : undefined}>
      <img className="profile-logo" src={imageSrc(profile.logo)} alt="" width={64} height={64} />
      <p className="profile-title">{profile.title}</p>
      <p className="profile-bio"><Phrases text={profile.bio[locale]} /></p>
      <ul className="profile-counters">
        {counters.map((c) => {
          const inner = (
            <>
              <span className="profile-count">{c.count}</span>
              <span className="profile-counter-label">{t(`profile.${c.key}`, { count: c.count })}</span>
            </>
          );
          return (
            <li key={c.key}>
              {hasRoute(c.href) ? <Link href={localePath(locale, c.href)} className="profile-counter">{inner}</Link> : <span className="profile-counter">{inner}</span>}
            </li>
          );
        })}
      </ul>
      {social && <SocialLinks locale={locale} />}
      <Link className="profile-about" href={localePath(locale, '/about')}>{t('profile.about')}&nbsp;→</Link>
    </section>
  );
}
