import { phrases } from '@/lib/text/phrases';
import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { BLOG_SIDEBAR_COUNT } from '@/lib/site/constants';
import { chineseBadgeLabels } from '@/components/ui/ChineseBadge';
import { RecentPosts, type RecentPost } from './RecentPosts.client';
import { ProfileCard } from '@/components/site/ProfileCard';

/** A title as its phrases where it has Chinese (breaks only between words), else as it is. */
const titleParts = (title: string) => (/\p{Script=Han}/u.test(title) ? phrases(title) : title);

/** The 10 newest posts, beside blog pages on desktop. */
export function BlogSidebar({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebarLabel')}>
      <ProfileCard locale={locale} compact />
      <nav aria-labelledby="blog-sidebar-title">
        <p id="blog-sidebar-title" className="blog-sidebar-title">{t('blog.sidebarTitle')}</p>
        <RecentPosts
          posts={blog.posts(locale).slice(0, BLOG_SIDEBAR_COUNT).map((p): RecentPost => (p.bodyLang === locale ? [titleParts(p.title), localePath(locale, p.permalink)] : [titleParts(p.title), localePath(locale, p.permalink), p.bodyLang]))}
          badge={chineseBadgeLabels(locale)}
        />
      </nav>
    </aside>
  );
}
