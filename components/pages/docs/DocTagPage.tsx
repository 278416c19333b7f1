import Link from '@/components/ui/Link';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { notFound } from 'next/navigation';
import { docs } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';
import { tagLabel } from '@/lib/content/tag-labels';

function find(tagParam: string, locale: Locale) {
  const slug = decodeURIComponent(tagParam);
  const tag = docs.tags().find((t) => t.slug === slug);
  if (!tag) notFound();
  return { tag, list: docs.tagDocs(slug, locale) };
}

export function docTagMetadata(locale: Locale, tagParam: string) {
  const { tag } = find(tagParam, locale);
  return pageMetadata({ locale, path: tag.permalink, title: getT(locale)('docs.tagTitle', { count: tag.count, tag: tagLabel(tag.label, locale) }), image: sectionImage(locale, 'docs') });
}

/** The docs of one tag: title and description of each. */
export function DocTagPage({ locale, tagParam }: { locale: Locale; tagParam: string }) {
  const t = getT(locale);
  const { tag, list } = find(tagParam, locale);
  return (
    <div className="container container-narrow">
      <header className="blog-list-header">
        <h1>{t('docs.tagTitle', { count: tag.count, tag: tagLabel(tag.label, locale) })}</h1>
        <p><Link href={localePath(locale, '/docs/tags')}>{t('docs.viewAllTags')}</Link></p>
      </header>
      <ul className="doc-tag-list">
        {list.map((d) => (
          <li key={d.id}>
            <article lang={d.bodyLang === locale ? undefined : d.bodyLang}>
              <h2><Link href={localePath(locale, d.permalink)}>{d.title}</Link><ChineseBadge lang={d.bodyLang} locale={locale} /></h2>
              <p>{d.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
