import { notFound } from 'next/navigation';
import { DocBreadcrumbs } from '@/components/docs/DocBreadcrumbs';
import { DocCardList } from '@/components/docs/DocCardList';
import { DocLayout } from '@/components/docs/DocLayout';
import { DocPager } from '@/components/docs/DocPager';
import { docs } from '@/lib/content';
import { prevNext } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sectionImage } from '@/lib/og/cards';
import { categoryLd } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';

function find(nameParam: string, locale: Locale) {
  const category = docs.category(decodeURIComponent(nameParam), locale);
  if (!category) notFound();
  return category;
}

export function docCategoryMetadata(locale: Locale, nameParam: string) {
  const c = find(nameParam, locale);
  return pageMetadata({ locale, path: c.permalink, title: c.label, description: c.description, image: sectionImage(locale, 'docs') });
}

/** A generated index page: the category's label, description and its items as cards. */
export function DocCategoryPage({ locale, nameParam }: { locale: Locale; nameParam: string }) {
  const c = find(nameParam, locale);
  const sidebar = docs.sidebars(locale)[c.sidebar];
  const { prev, next } = prevNext(sidebar, c.permalink);
  const crumbs = docs.categoryBreadcrumbs(c.slug, locale);
  return (
    <DocLayout locale={locale} sidebar={sidebar} active={c.permalink}>
      <JsonLd data={categoryLd(locale, getT(locale)('docs.home'), crumbs, c.permalink)} />
      <DocBreadcrumbs crumbs={crumbs} locale={locale} />
      <header className="doc-header generated-index-header">
        <h1>{c.label}</h1>
        {c.description && <p className="generated-index-description">{c.description}</p>}
      </header>
      <DocCardList items={c.items} locale={locale} />
      <DocPager prev={prev} next={next} locale={locale} />
    </DocLayout>
  );
}
