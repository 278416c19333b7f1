import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { PostMeta } from '@/components/blog/PostMeta';
import { ProfileCard } from '@/components/site/ProfileCard';
import { ProjectCard } from '@/components/site/ProjectCard';
import { SocialLinks } from '@/components/site/SocialLinks';
import { blog } from '@/lib/content';
import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { homeLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { BaseUrlIssueBanner } from '@/components/site/BaseUrlIssueBanner';
import { Phrases } from '@/components/ui/Phrases';

const LATEST = 5;
const FEATURED = 4;

export function homeMetadata(locale: Locale) {
  return pageMetadata({ locale, path: '/', title: getT(locale)('home.title') });
}

/** A home page section: its heading, a link to everything of its kind, and the content. */
function HomeSection({ id, title, more, children }: { id: string; title: string; more: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id}>{title}</h2>
        <Link href={more.href}>{more.label}</Link>
      </div>
      {children}
    </section>
  );
}

export function HomePage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  // The newest posts written in the page's language first, then the newest of the rest: the home
  // page is a reader's first taste, and the English one opened with five Chinese-badged posts.
  // The blog list stays a timeline of everything (its first screen is still mostly Chinese).
  const all = blog.posts(locale);
  const posts = [...all.filter((p) => p.bodyLang === locale), ...all.filter((p) => p.bodyLang !== locale)].slice(0, LATEST);
  const { projects, profile, social } = siteData();
  const featured = projects.filter((p) => p.tags.includes('favorite')).slice(0, FEATURED);
  const author = blog.siteAuthor(locale);
  const ld = homeLd({
    locale,
    description: t('site.description'),
    author: { ...author, description: profile.bio[locale], image: author.imageURL, sameAs: social.filter((s) => /^https?:\/\//.test(s.href)).map((s) => s.href) },
  });
  return (
    <div className="container home">
      <JsonLd data={ld} />
      <BaseUrlIssueBanner />
      <section className="hero">
        <div className="hero-text">
          <h1 className="hero-title"><Phrases text={t('home.greeting')} /></h1>
          <p className="hero-roles"><Phrases text={t('home.roles')} /></p>
          <p className="hero-intro"><Phrases text={t('home.intro')} /></p>
          <p className="hero-actions">
            <Link className="button button-primary" href={localePath(locale, '/blog')}>{t('home.readBlog')}</Link>
            <Link className="button" href={localePath(locale, '/about')}>{t('home.aboutMe')}</Link>
          </p>
          <SocialLinks locale={locale} />
        </div>
        <ProfileCard locale={locale} social={false} />
      </section>
      <HomeSection id="latest-posts" title={t('homeSections.latestPosts')} more={{ href: localePath(locale, '/blog'), label: t('homeSections.allPosts') }}>
        <ul className="home-posts">
          {posts.map((p) => (
            <li key={p.slug} lang={p.bodyLang === locale ? undefined : p.bodyLang}>
              {/* One block for the title and its badge: balanced lines, the badge on the title's last line. */}
              <div className="home-post-heading">
                <Link className="home-post-title" href={localePath(locale, p.permalink)}><Phrases text={p.title} /></Link>
                <ChineseBadge lang={p.bodyLang} locale={locale} />
              </div>
              <PostMeta post={p} locale={locale} />
              <p className="home-post-description">{p.description}</p>
            </li>
          ))}
        </ul>
      </HomeSection>
      <HomeSection id="featured-projects" title={t('homeSections.featuredProjects')} more={{ href: localePath(locale, '/project'), label: t('homeSections.allProjects') }}>
        <div className="project-grid">
          {featured.map((p) => <ProjectCard key={p.title} project={p} locale={locale} />)}
        </div>
      </HomeSection>
    </div>
  );
}
