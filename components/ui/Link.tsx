'use client';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';
import { currentConnection, skipPrefetch } from '@/lib/browser/connection';
import { browserHandles, followLink, prefetchLink } from '@/lib/browser/link-navigation';

type Connection = { addEventListener?: (type: 'change', fn: () => void) => void; removeEventListener?: (type: 'change', fn: () => void) => void };

function subscribe(onChange: () => void) {
  const c = currentConnection() as Connection | undefined;
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path without the base path (`/blog/x`, `/en/docs/y#z`), or `#id` on this page. */
  href: string;
  /** `false`: no prefetch on intent. */
  prefetch?: boolean;
  replace?: boolean;
  /** `false`: keep the scroll position. */
  scroll?: boolean;
};

/**
 * The site's links: a plain `<a>` the App Router follows (next/link and its helpers would add
 * about 2.5 KiB gzip to every page, scripts/bench/js-budget.json), prefetching by intent: a link's
 * route payload is fetched when the reader points at it, focuses it or touches it, never because
 * it scrolled into view (pages with many links would otherwise fetch dozens of pages nobody
 * opens). Nothing is prefetched with data saver on or on a 2g connection; the page is then
 * fetched when the link is followed. `prefetch={false}` keeps a link from prefetching on intent.
 *
 * Following a link waits for its prefetch (lib/browser/route-ready.ts): the export ships only the
 * prefetch files, so the router must find the page in its cache. If the code for that cannot be
 * had (a deploy replaced it), the link loads its page in full.
 */
export default function Link({ href, prefetch, replace, scroll, onMouseEnter, onFocus, onTouchStart, onClick, ...props }: Props) {
  const router = useRouter();
  const skip = useSyncExternalStore(subscribe, () => skipPrefetch(currentConnection()), () => false);
  const site = href.startsWith('/') || href.startsWith('#');
  const intent = () => {
    if (!skip && prefetch !== false && site) prefetchLink(router, href);
  };
  const on =
    <E,>(own: ((e: E) => void) | undefined) =>
    (e: E) => {
      own?.(e);
      intent();
    };
  const url = href.startsWith('/') ? `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${href}` : href;
  return (
    <a
      {...props}
      href={url}
      onMouseEnter={on(onMouseEnter)}
      onFocus={on(onFocus)}
      onTouchStart={on(onTouchStart)}
      onClick={(e) => {
        onClick?.(e);
        if (!site || browserHandles(e, e.currentTarget)) return;
        e.preventDefault();
        const options = { scroll: scroll !== false };
        followLink(router, href, () => (replace ? router.replace(href, options) : router.push(href, options)), url);
      }}
    />
  );
}
