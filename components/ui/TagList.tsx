import { useId } from 'react';
import Link from '@/components/ui/Link';
import type { Tag } from '@/lib/content/blog';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { tagLabel } from '@/lib/content/tag-labels';

/** Tags of a post or a doc, the same on both: a visible 'Tags:' label and the tag links. */
export function TagList({ tags, locale }: { tags: Tag[]; locale: Locale }) {
  const id = useId();
  if (!tags.length) return null;
  return (
    <div className="tags-row">
      <b id={id} className="tags-label">{getT(locale)('common.tags')}</b>
      <ul className="tag-list" aria-labelledby={id}>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link className="tag" href={localePath(locale, tag.permalink)}>{tagLabel(tag.label, locale)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
