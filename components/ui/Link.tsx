'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore, type ComponentProps, type SyntheticEvent } from 'react';
import { currentConnection, skipPrefetch } from '@/lib/browser/connection';
import { otherPageFolder, routeReadiness } from '@/lib/browser/route-ready';

type Connection = { addEventListener?: (type: 'change', fn: () => void) => void; removeEventListener?: (type: 'change', fn: () => void) => void };

function subscribe(onChange: () => void) {
  const c = currentConnection() as Connection | undefined;
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

type Props = ComponentProps<typeof NextLink>;

/**
 * next/link for the whole site, prefetching by intent: a link's route payload is fetched when
 * the reader points at it, focuses it or touches it, never because it scrolled into view (pages
 * with many links would otherwise fetch dozens of pages nobody opens). Nothing is prefetched
 * with data saver on or on a 2g connection; the page is then fetched when the link is followed.
 * `prefetch={false}` keeps a link from prefetching on intent.
 *
 * Following a link waits for its prefetch (lib/browser/route-ready.ts): the export ships only the
 * prefetch files, so the router must find the page in its cache.
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, onNavigate, ...props }: Props) {
  const router = useRouter();
  const skip = useSyncExternalStore(subscribe, () => skipPrefetch(currentConnection()), () => false);
  const href = typeof props.href === 'string' ? props.href : null;
  const intent = () => {
    const folder = !skip && prefetch !== false && href ? otherPageFolder(href) : null;
    if (href && folder) routeReadiness.prefetch(router, href, folder);
  };
  const navigate: Props['onNavigate'] = (e) => {
    onNavigate?.(e);
    const folder = href ? otherPageFolder(href) : null;
    if (!href || !folder || routeReadiness.isReady(folder)) return;
    e.preventDefault();
    const options = { scroll: props.scroll !== false };
    void routeReadiness.whenReady(router, href, folder).then(() => (props.replace ? router.replace(href, options) : router.push(href, options)));
  };
  const on =
    <E extends SyntheticEvent>(own: ((e: E) => void) | undefined) =>
    (e: E) => {
      own?.(e);
      intent();
    };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={on(onMouseEnter)}
      onFocus={on(onFocus)}
      onTouchStart={on(onTouchStart)}
      onNavigate={navigate}
    />
  );
}
