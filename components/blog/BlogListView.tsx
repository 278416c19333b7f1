import type { LocalizedPost } from '@/lib/content/blog';
import type { PageOf } from '@/lib/content/paginate';
import type { Locale } from '@/lib/i18n/locales';
import { BlogLayout } from './BlogLayout';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

/** A page of posts (the blog list or one tag), with its heading and pagination. */
export function BlogListView({ locale, page, heading, intro }: {
  locale: Locale;
  page: PageOf<LocalizedPost>;
  heading: string;
  intro?: React.ReactNode;
}) {
  return (
    <BlogLayout locale={locale}>
      <header className="blog-list-header">
        <h1>{heading}</h1>
        {intro}
      </header>
      <div className="post-list">
        {page.items.map((post) => (
          <PostCard key={post.slug} post={post} locale={locale} />
        ))}
      </div>
      <Pagination page={page} locale={locale} />
    </BlogLayout>
  );
}
