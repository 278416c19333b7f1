import { Mdx } from '@/components/mdx/Mdx';
import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export function aboutMetadata(locale: Locale) {
  const page = getPage('about', locale);
  return pageMetadata({ locale, path: '/about', title: page.title, description: page.description });
}

export function AboutPage({ locale }: { locale: Locale }) {
  const page = getPage('about', locale);
  return (
    <div className="container container-narrow">
      <article className="markdown" lang={page.lang === locale ? undefined : page.lang}>
        <h1>{page.title}</h1>
        <Mdx source={page.body} file={page.file} locale={locale} />
      </article>
    </div>
  );
}
