import { ProjectCard } from '@/components/site/ProjectCard';
import { ProjectFilter } from '@/components/site/ProjectFilter.client';
import { tagDotStyle } from '@/lib/site/contrast';
import { showcaseTagKeys, showcaseTypes, type ShowcaseType } from '@/lib/content/data';
import { siteData } from '@/lib/content/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export function projectMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/project', title: t('project.title'), description: t('project.description') });
}

/** Groups shown as a list of small cards, not as tiles with a large preview: the odds and ends (issue 41 item 12). */
const LISTED: readonly ShowcaseType[] = ['other'];

/** The showcase: projects grouped by type, filterable by tag through the URL. */
export function ProjectPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const { projects, showcaseTags } = siteData();
  const groups = showcaseTypes
    .map((type) => ({ type, items: projects.filter((p) => p.type === type) }))
    .filter((g) => g.items.length > 0);
  return (
    <div className="container">
      <header className="page-header">
        <h1>{t('project.title')}</h1>
        <p>{t('project.description')} · {t('project.count', { count: projects.length })}</p>
      </header>
      <ProjectFilter
        options={showcaseTagKeys.map((key) => ({ key, label: showcaseTags[key].label[locale], dot: tagDotStyle(showcaseTags[key].color) }))}
        labels={{ filter: t('project.filter'), clear: t('project.clear'), none: t('project.none') }}
      />
      {groups.map((g, gi) => (
        <section key={g.type} className="project-group" aria-labelledby={`type-${g.type}`}>
          <h2 id={`type-${g.type}`} className="project-group-title">{t(`project.types.${g.type}`)}</h2>
          <div className={LISTED.includes(g.type) ? 'project-list' : 'project-grid'}>
            {g.items.map((p, i) => <ProjectCard key={p.title} project={p} locale={locale} first={gi === 0 && i === 0} compact={LISTED.includes(g.type)} />)}
          </div>
        </section>
      ))}
    </div>
  );
}
