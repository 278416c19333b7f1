'use client';
import { Fragment } from 'react';
import { NavLink } from '@/components/layout/NavLink.client';
import { ZhBadgeFor } from '@/components/ui/ZhBadge';

/** A recent post as plain data: title, href, and the body's language where it is not the page's. */
export type RecentPost = [title: string | string[], href: string, lang?: string];

/**
 * The blog sidebar's list of the newest posts, rendered from plain data: it is the same on every
 * blog page, and each page's RSC payload carries it, so as data rather than an element tree.
 */
export function RecentPosts({ posts, badge }: { posts: RecentPost[]; badge?: { label: string; title: string } }) {
  return (
    <ul>
      {posts.map(([title, href, lang]) => (
        <li key={href}>
          <NavLink exact href={href} className="blog-sidebar-link">
            {/* A title split into phrases (lib/text/phrases.ts) on the server: breaks only between words. */}
            {typeof title === 'string' ? <span lang={lang}>{title}</span> : <span lang={lang} className="phrases">{title.map((w, i) => <Fragment key={i}>{i > 0 && <wbr />}{w}</Fragment>)}</span>}
            <ZhBadgeFor lang={lang} labels={badge} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
