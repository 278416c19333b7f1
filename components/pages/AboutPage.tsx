import { toHtml } from 'hast-util-to-html';
import { ProblemsBox } from '@/components/layout/ContentProblems';
import { bodyHtml } from '@/components/mdx/Mdx';
import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export function aboutMetadata(locale: Locale) {
  const page = getPage('about', locale);
  return pageMetadata({ locale, path: '/about', title: page.title, description: page.description });
}

/** The about page: its title and body in one article, whose inner HTML is both (components/mdx/Mdx.tsx). */
export async function AboutPage({ locale }: { locale: Locale }) {
  const page = getPage('about', locale);
  const lang = page.lang === locale ? undefined : page.lang;
  const body = await bodyHtml(page.body, page.file, locale);
  const title = toHtml({ type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: page.title }] });
  return (
    <div className="container container-narrow">
      {body.problems ? (
        <article className="markdown" lang={lang}>
          <h1>{page.title}</h1>
          <ProblemsBox lines={body.problems} locale={locale} id="body-problems-title" />
        </article>
      ) : (
        <article className="markdown" lang={lang} dangerouslySetInnerHTML={{ __html: title + body.html }} />
      )}
    </div>
  );
}
