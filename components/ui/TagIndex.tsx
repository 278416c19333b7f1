import Link from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { tagLabel } from '@/lib/content/tag-labels';

const byLabel = new Intl.Collator('en', { sensitivity: 'base' });

/** A page listing tags with their counts, each linking to its tag page (blog tags, doc tags). */
export function TagIndex({
  locale,
  title,
  description,
  note,
  tags,
}: {
  locale: Locale;
  title: string;
  description: string;
  /** A line under the description (the blog's: every tag has its own feed). */
  note?: string;
  tags: { slug: string; label: string; permalink: string; count: number }[];
}) {
  // English pages sort by the English labels they show; Chinese pages keep the given (pinyin) order.
  const shown = tags.map((tag) => ({ ...tag, label: tagLabel(tag.label, locale) }));
  if (locale === 'en') shown.sort((a, b) => byLabel.compare(a.label, b.label));
  return (
    <div className="container container-narrow">
      <header className="blog-list-header">
        <h1>{title}</h1>
        <p>{description}</p>
        {note && <p className="tag-index-note">{note}</p>}
      </header>
      <ul className="tag-cloud">
        {shown.map((tag) => (
          <li key={tag.slug}>
            <Link className="tag" href={localePath(locale, tag.permalink)}>
              {tag.label} <span className="tag-count">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
