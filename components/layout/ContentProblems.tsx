import { blog, docs } from '@/lib/content';
import { liveProblems } from '@/lib/content/live';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';

/**
 * `next dev` only: every problem of the content tree as `npm run check:content` prints it, on
 * every page, while the rest of the site keeps working around the broken entries. It goes away
 * on its own once the files are fixed (LiveContent refreshes the page).
 */
const BOX = {
  margin: '1rem auto',
  maxWidth: '1140px',
  padding: '.8rem 1rem',
  border: '2px solid #dc2626',
  borderRadius: 'var(--radius)',
  background: 'color-mix(in srgb, #dc2626 8%, var(--c-bg))',
} as const;

export function ContentProblems({ locale }: { locale: Locale }) {
  // What every page reads, so the list is that of the content being served.
  blog.stats();
  docs.count();
  const problems = liveProblems();
  if (!problems.length) return null;
  return <ProblemsBox lines={problems} locale={locale} id="content-problems-title" />;
}

/** The box of problem lines: above every page, or in place of a body that does not compile. */
export function ProblemsBox({ lines, locale, id }: { lines: string[]; locale: Locale; id: string }) {
  const t = getT(locale);
  // Styled inline: a development-only box adds nothing to the production stylesheet.
  return (
    <aside className="content-problems" role="alert" aria-labelledby={id} style={BOX}>
      <h2 id={id} style={{ margin: '0 0 .5rem', fontSize: '1.1rem' }}>{t('common.contentProblems')}</h2>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '.85rem' }}>{lines.join('\n')}</pre>
    </aside>
  );
}
