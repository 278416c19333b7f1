import { Comments } from '@/components/blog/Comments';
import { Toc, TocCollapsible } from '@/components/blog/Toc';
import { Mdx } from '@/components/mdx/Mdx';
import type { DocPage } from '@/lib/content/docs-index';
import { NO_TRANSLATION_ATTR } from '@/lib/i18n/locale-hint';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { compileForPage } from '@/lib/content/live';
import { blog, docs } from '@/lib/content';
import { docImage } from '@/lib/og/cards';
import { techArticleLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { TagList } from '@/components/ui/TagList';
import { DocBreadcrumbs } from './DocBreadcrumbs';
import { DocLayout } from './DocLayout';
import { DocPager } from './DocPager';
import { LastUpdated } from './LastUpdated';
import { VersionBanner } from './VersionBanner';
import { VersionMenu } from './VersionMenu';
import { Phrases } from '@/components/ui/Phrases';

/** One doc: sidebar, breadcrumbs, the title as the page's only h1, the body, tags, prev/next, TOC. */
export async function DocView({ page, locale }: { page: DocPage; locale: Locale }) {
  const t = getT(locale);
  const { doc } = page;
  const { toc } = await compileForPage(doc.body, doc.source);
  const ld = techArticleLd({
    locale,
    path: doc.permalink,
    title: doc.title,
    description: doc.description,
    bodyLang: doc.bodyLang,
    authors: [blog.siteAuthor(locale)],
    keywords: doc.tags.map((tag) => tag.label),
    image: docImage(doc.permalink, locale)?.path,
    dateModified: doc.lastUpdate,
    homeLabel: t('docs.home'),
    crumbs: page.breadcrumbs,
  });
  // The other locale shows this body untranslated: the locale hint must not offer it as a translation.
  const other = locales.find((l) => l !== locale)!;
  const noTranslation = docs.byPath(doc.permalink, other)?.bodyLang !== other;
  return (
    <DocLayout
      locale={locale}
      sidebar={page.sidebar}
      active={doc.permalink}
      toc={toc.length ? <Toc items={toc} title={t('docs.toc')} lang={doc.bodyLang === locale ? undefined : doc.bodyLang} /> : undefined}
    >
      <JsonLd data={ld} />
      <VersionBanner banner={page.banner} locale={locale} />
      <DocBreadcrumbs crumbs={page.breadcrumbs} locale={locale} />
      <VersionMenu links={page.versions} locale={locale} />
      <article className="doc" lang={doc.bodyLang === locale ? undefined : doc.bodyLang} {...(noTranslation && { [NO_TRANSLATION_ATTR]: 'docs' })}>
        {doc.unlisted && (
          <aside className="notice notice-warning" lang={locale}>
            <p className="notice-title">{t('docs.unlisted')}</p>
            <p>{t('docs.unlistedText')}</p>
          </aside>
        )}
        {doc.untranslated && (
          <p className="notice notice-info" lang={locale}>{t(doc.bodyLang === 'en' ? 'docs.untranslatedEnglish' : 'docs.untranslated')}</p>
        )}
        <header className="doc-header">
          <h1><Phrases text={doc.title} /></h1>
        </header>
        <TocCollapsible items={toc} title={t('docs.toc')} />
        <Mdx source={doc.body} file={doc.source} locale={locale} className="markdown" />
        <footer className="doc-footer" lang={locale}>
          <TagList tags={doc.tags} locale={locale} />
          {doc.editUrl && (
            <a className="edit-link" href={doc.editUrl} target="_blank" rel="noopener noreferrer">{t('docs.editThisPage')}</a>
          )}
          <LastUpdated date={doc.lastUpdate} locale={locale} />
        </footer>
      </article>
      <DocPager prev={page.prev} next={page.next} locale={locale} />
      <Comments locale={locale} />
    </DocLayout>
  );
}
