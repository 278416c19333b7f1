import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { BlogSidebar } from './BlogSidebar';

/** Blog pages: the recent-posts sidebar, the main column, and an optional right column (TOC). */
export function BlogLayout({ locale, children, aside }: { locale: Locale; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`container blog-layout${aside ? ' with-aside' : ''}`}>
      <BlogSidebar locale={locale} />
      <div className="blog-main">{children}</div>
      {aside}
    </div>
  );
}
