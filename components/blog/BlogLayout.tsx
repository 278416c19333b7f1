import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { SKIP_TARGET_ATTR } from '@/components/layout/skip-target';
import { BackToTop } from '@/components/ui/BackToTop';
import { getT } from '@/lib/i18n/messages';
import { BlogSidebar } from './BlogSidebar';

/** Blog pages: the recent-posts sidebar, the main column, and an optional right column (TOC). */
export function BlogLayout({ locale, children, aside }: { locale: Locale; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`container blog-layout${aside ? ' with-aside' : ''}`}>
      <BlogSidebar locale={locale} />
      {/* The skip link lands here, past the sidebar's counters, links and recent posts. */}
      <div className="blog-main" tabIndex={-1} {...{ [SKIP_TARGET_ATTR]: '' }}>{children}<BackToTop label={getT(locale)('common.backToTop')} /></div>
      {aside}
    </div>
  );
}
