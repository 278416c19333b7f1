import { previewOf, type SiteData } from '@/lib/content/data';
import type { Locale } from '@/lib/i18n/locales';
import { textLang } from '@/lib/i18n/text-lang';
import { getT } from '@/lib/i18n/messages';
import { absoluteUrl, withBasePath } from '@/lib/routes/url';
import { ShowcaseTag } from './ShowcaseTag';

type Project = SiteData['projects'][number];

/**
 * `first`: the first card of its page, whose preview is the page's largest paint on a phone:
 * fetched at once and first (a lazy image waits for layout, issue 49: 168-204 ms of load delay).
 * `compact`: a small card of a list, its preview a thumbnail beside the text (`.project-list`).
 */
export function ProjectCard({ project, locale, first = false, compact = false }: { project: Project; locale: Locale; first?: boolean; compact?: boolean }) {
  const t = getT(locale);
  // A path: a page of this site, at the origin it is built for.
  const website = project.website.startsWith('/') ? absoluteUrl(project.website) : project.website;
  return (
    <article className={compact ? 'project-card project-card-compact' : 'project-card'} data-tags={project.tags.join(' ')}>
      <img className="project-preview" src={withBasePath(previewOf(project.preview, locale))} alt="" width={640} height={360} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} />
      <div className="project-body">
        <h3 className="project-title">
          <a href={website} target="_blank" rel="noopener noreferrer" lang={textLang(project.title, locale)}>{project.title}</a>
        </h3>
        <p className="project-description">{project.description[locale]}</p>
        {/* One tab stop for the tags: the arrow keys move between them (Tooltip.client.tsx). */}
        <ul className="project-tags" aria-label={t('project.tags')} data-roving="">
          {project.tags.map((key, i) => (
            <li key={key}><ShowcaseTag tagKey={key} locale={locale} first={i === 0} /></li>
          ))}
        </ul>
        <p className="project-links">
          <a href={website} target="_blank" rel="noopener noreferrer">{t('project.website')}</a>
          {project.source && <a href={project.source} target="_blank" rel="noopener noreferrer">{t('project.source')}</a>}
        </p>
      </div>
    </article>
  );
}
