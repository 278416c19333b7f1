import { notFound } from 'next/navigation';
import { DocBreadcrumbs } from '@/components/docs/DocBreadcrumbs';
import { DocCardList } from '@/components/docs/DocCardList';
import { DocLayout } from '@/components/docs/DocLayout';
import { DocPager } from '@/components/docs/DocPager';
import { docs } from '@/lib/content';
import { prevNext } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

function find(nameParam: string, locale: Locale) {
  const category = docs.category(decodeURIComponent(nameParam), locale);
  if (!category) notFound();
  return category;
}

export function docCategoryMetadata(locale: Locale, nameParam: string) {
  const c = find(nameParam, locale);
  return pageMetadata({ locale, path: c.permalink, title: c.label, description: c.description });
}

/** A generated index page: the category's label, description and its items as cards. */
export function DocCategoryPage({ locale, nameParam }: { locale: Locale; nameParam: string }) {
  const c = find(nameParam, locale);
  const sidebar = docs.sidebars(locale)[c.sidebar];
  const { prev, next } = prevNext(sidebar, c.permalink);
  return (
    <DocLayout locale={locale} sidebar={sidebar} active={c.permalink}>
      <DocBreadcrumbs crumbs={docs.categoryBreadcrumbs(c.slug, locale)} locale={locale} />
      <header className="doc-header generated-index-header">
        <h1>{c.label}</h1>
        {c.description && <p className="generated-index-description">{c.description}</p>}
      </header>
      <DocCardList items={c.items} locale={locale} />
      <DocPager prev={prev} next={next} locale={locale} />
    </DocLayout>
  );
}
