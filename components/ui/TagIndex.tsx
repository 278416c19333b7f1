import Link from '@/components/ui/Link';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';

/** A page listing tags with their counts, each linking to its tag page (blog tags, doc tags). */
export function TagIndex({
  locale,
  title,
  description,
  tags,
}: {
  locale: Locale;
  title: string;
  description: string;
  tags: { slug: string; label: string; permalink: string; count: number }[];
}) {
  return (
    <div className="container container-narrow">
      <header className="blog-list-header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      <ul className="tag-cloud">
        {tags.map((tag) => (
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
