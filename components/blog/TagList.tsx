import Link from '@/components/ui/Link';
import type { Tag } from '@/lib/content/blog';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

export function TagList({ tags, locale }: { tags: Tag[]; locale: Locale }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-list" aria-label={getT(locale)('blog.tags')}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link className="tag" href={localePath(locale, tag.permalink)}>{tag.label}</Link>
        </li>
      ))}
    </ul>
  );
}
