import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export function resourcesMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/resources', title: t('resources.title'), description: t('resources.description') });
}

/** Curated links by category, with an in-page category navigation. */
export function ResourcesPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const categories = siteData().resources;
  return (
    <div className="container resources-layout">
      <header className="page-header">
        <h1>{t('resources.title')}</h1>
        <p>{t('resources.description')}</p>
      </header>
      <nav className="resources-nav" aria-label={t('resources.categories')}>
        <ul>
          {categories.map((c) => (
            <li key={c.id}><a href={`#${c.id}`}>{c.title[locale]}</a></li>
          ))}
        </ul>
      </nav>
      <div className="resources-body">
        {categories.map((c) => (
          <section key={c.id} id={c.id} className="resource-category" aria-labelledby={`${c.id}-title`}>
            <h2 id={`${c.id}-title`}>{c.title[locale]}</h2>
            <ul className="resource-grid">
              {c.items.map((item) => (
                <li key={item.url} className="resource-card">
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className="resource-name">{typeof item.name === 'string' ? item.name : item.name[locale]}</a>
                  <p>{item.description[locale]}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
