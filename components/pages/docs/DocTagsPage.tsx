import Link from 'next/link';
import { docs } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export function docTagsMetadata(locale: Locale) {
  const t = getT(locale);
  return pageMetadata({ locale, path: '/docs/tags', title: t('docs.tagsTitle'), description: t('docs.tagsDescription') });
}

/** Every doc tag with its count. */
export function DocTagsPage({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <div className="container container-narrow">
      <header className="blog-list-header">
        <h1>{t('docs.tagsTitle')}</h1>
        <p>{t('docs.tagsDescription')}</p>
      </header>
      <ul className="tag-cloud">
        {docs.tags().map((tag) => (
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
