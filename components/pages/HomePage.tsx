import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { hasRoute } from '@/lib/routes/table';
import { pageMetadata } from '@/lib/seo/metadata';

export function HomePage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <div className="container home">
      <section className="hero">
        <h1 className="hero-title">{t('home.greeting')}</h1>
        <p className="hero-roles">{t('home.roles')}</p>
        <p className="hero-intro">{t('home.intro')}</p>
        <p className="hero-actions">
          {hasRoute('/blog') && (
            <Link className="button button-primary" href={localePath(locale, '/blog')}>{t('home.readBlog')}</Link>
          )}
          <Link className="button" href={localePath(locale, '/about')}>{t('home.aboutMe')}</Link>
        </p>
      </section>
    </div>
  );
}

export function homeMetadata(locale: Locale) {
  return pageMetadata({ locale, path: '/', title: getT(locale)('home.title') });
}
