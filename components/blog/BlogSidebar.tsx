import { blog } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { BLOG_SIDEBAR_COUNT } from '@/lib/site/constants';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import { NavLink } from '@/components/layout/NavLink.client';
import { ProfileCard } from '@/components/site/ProfileCard';

/** The 10 newest posts, beside blog pages on desktop. */
export function BlogSidebar({ locale }: { locale: Locale }) {
  const t = getT(locale);
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebarLabel')}>
      <ProfileCard locale={locale} compact />
      <nav aria-labelledby="blog-sidebar-title">
        <p id="blog-sidebar-title" className="blog-sidebar-title">{t('blog.sidebarTitle')}</p>
        <ul>
          {blog.posts(locale).slice(0, BLOG_SIDEBAR_COUNT).map((p) => (
            <li key={p.slug}>
              <NavLink exact href={localePath(locale, p.permalink)} className="blog-sidebar-link">
                <span lang={p.bodyLang === locale ? undefined : p.bodyLang}>{p.title}</span>
                <ChineseBadge lang={p.bodyLang} locale={locale} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
