import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { textLang } from '@/lib/i18n/text-lang';
import { getT } from '@/lib/i18n/messages';
import { withBasePath } from '@/lib/routes/url';
import { pageMetadata } from '@/lib/seo/metadata';

export function friendsMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/friends', title: t('friends.title'), description: t('friends.description') });
}

export function FriendsPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <div className="container">
      <header className="page-header">
        <h1>{t('friends.title')}</h1>
        <p>{t('friends.description')}</p>
      </header>
      <ul className="friend-grid">
        {siteData().friends.map((f) => (
          <li key={f.website}>
            <a className="friend-card" href={f.website} target="_blank" rel="noopener noreferrer">
              <img className="friend-avatar" src={withBasePath(f.avatar)} alt="" width={56} height={56} loading="lazy" />
              <span>
                <span className="friend-name" lang={textLang(f.name, locale)}>{f.name}</span>
                <span className="friend-description">{f.description[locale]}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
