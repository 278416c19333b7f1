import type { Locale } from '@/lib/i18n/locales';
import { compileForPage } from '@/lib/content/live';
import { ProblemsBox } from '@/components/layout/ContentProblems';
import { renderHtml } from '@/lib/mdx/render';
import { pageElements, pageSitePath } from './elements';

/** A body's HTML as a page shows it, or under `next dev` the problems of a body that does not compile. */
export async function bodyHtml(source: string, file: string, locale: Locale): Promise<{ html: string; problems?: undefined } | { problems: string[] }> {
  const compiled = await compileForPage(source, file);
  if (compiled.problems) return { problems: compiled.problems };
  return { html: renderHtml(compiled.tree, pageElements(locale), pageSitePath(locale)) };
}

/**
 * An MDX body on a page: one element (`className`, `markdown` and the like) whose inner HTML is the
 * rendered body. The page's RSC payload carries the body once, as one string, not as an element
 * tree (issue 49); what its links, images and code buttons do attaches through the DOM
 * (BodyLinks, MarkdownImages in the root layout). Compilation is cached, so both locales share it.
 * Under `next dev` a body that does not compile shows its problems in its place.
 */
export async function Mdx({ source, file, locale, className }: { source: string; file: string; locale: Locale; className: string }) {
  const body = await bodyHtml(source, file, locale);
  if (body.problems) {
    return (
      <div className={className}>
        <ProblemsBox lines={body.problems} locale={locale} id="body-problems-title" />
      </div>
    );
  }
  return <div className={className} dangerouslySetInnerHTML={{ __html: body.html }} />;
}
