import type { Locale } from '@/lib/i18n/locales';
import { compileForPage } from '@/lib/content/live';
import { ProblemsBox } from '@/components/layout/ContentProblems';
import { renderTree } from '@/lib/mdx/render';
import { mdxComponents } from './components';
import { pageSitePath } from './MdxLink';

/**
 * Renders an MDX body on the server. Compilation is cached, so both locales share it. Under
 * `next dev` a body that does not compile shows its problems in its place.
 */
export async function Mdx({ source, file, locale }: { source: string; file: string; locale: Locale }) {
  const compiled = await compileForPage(source, file);
  if (compiled.problems) return <ProblemsBox lines={compiled.problems} locale={locale} id="body-problems-title" />;
  return renderTree(compiled.tree, mdxComponents(locale), pageSitePath(locale));
}
