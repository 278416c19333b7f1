import Link from '@/components/ui/Link';
import type { Author } from '@/lib/content/authors';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { withBasePath } from '@/lib/routes/url';

export function PostAuthors({ authors, locale }: { authors: Author[]; locale: Locale }) {
  return (
    <div className="post-authors">
      {authors.map((a) => {
        const href = a.url.startsWith('/') ? localePath(locale, a.url) : a.url;
        return (
          <div key={a.key} className="author">
            <img className="author-avatar" src={withBasePath(a.imageURL)} alt="" width={40} height={40} />
            <div>
              <Link className="author-name" href={href}>{a.name}</Link>
              <p className="author-title">{a.title}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
