import Link from 'next/link';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';

export function TagsView({ locale }: { locale: Locale }) {
  const t = getT(locale);
  const tags = blog.tags();
  return (
    <div className="container container-narrow">
      <header className="blog-list-header">
        <h1>{t('blog.tagsTitle')}</h1>
        <p>{t('blog.tagsDescription')}</p>
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
