import type { Locale } from '@/lib/i18n/locales';
import { compileForPage } from '@/lib/content/live';
import { ProblemsBox } from '@/components/layout/ContentProblems';
import { renderHtml } from '@/lib/mdx/render';
import { pageElements, pageSitePath } from './elements';
import { MdxBody } from './MdxBody.client';

/** A short name for a body on a page, the same on every build of it (FNV-1a of its file and class). */
export function bodyKey(file: string, className: string): string {
  let h = 0x811c9dc5;
  for (const c of `${file}\n${className}`) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193);
  return (h >>> 0).toString(36);
}

/** A body's HTML as a page shows it, or under `next dev` the problems of a body that does not compile. */
export async function bodyHtml(source: string, file: string, locale: Locale): Promise<{ html: string; problems?: undefined } | { problems: string[] }> {
  const compiled = await compileForPage(source, file);
  if (compiled.problems) return { problems: compiled.problems };
  return { html: renderHtml(compiled.tree, pageElements(locale), pageSitePath(locale)) };
}

/**
 * An MDX body on a page: one element (`className`, `markdown` and the like) whose inner HTML is the
 * rendered body (MdxBody). The page's RSC payload carries the body once, as one string, not as an
 * element tree, and the HTML's inline copy of it is emptied after the build (issue 49); what its
 * links, images and code buttons do attaches through the DOM
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
  return <MdxBody html={body.html} bodyKey={bodyKey(file, className)} className={className} />;
}
