'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore, type ComponentProps, type SyntheticEvent } from 'react';
import { currentConnection, skipPrefetch } from '@/lib/browser/connection';

type Connection = { addEventListener?: (type: 'change', fn: () => void) => void; removeEventListener?: (type: 'change', fn: () => void) => void };

function subscribe(onChange: () => void) {
  const c = currentConnection() as Connection | undefined;
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

type Props = ComponentProps<typeof NextLink>;

/** A link to the page already shown (a heading anchor, say) has nothing to prefetch. */
function samePage(href: string): boolean {
  if (href.startsWith('#')) return true;
  try {
    const base = href.startsWith('/') ? (process.env.NEXT_PUBLIC_BASE_PATH ?? '') : '';
    return new URL(base + href, location.href).pathname === location.pathname;
  } catch {
    return true;
  }
}

/**
 * next/link for the whole site, prefetching by intent: a link's route payload is fetched when
 * the reader points at it, focuses it or touches it, never because it scrolled into view (pages
 * with many links would otherwise fetch dozens of pages nobody opens). Nothing is prefetched
 * with data saver on or on a 2g connection; the page is then fetched when the link is followed.
 * `prefetch={false}` keeps a link from prefetching at all.
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const skip = useSyncExternalStore(subscribe, () => skipPrefetch(currentConnection()), () => false);
  const href = typeof props.href === 'string' ? props.href : null;
  const intent = () => {
    if (!skip && prefetch !== false && href && !samePage(href)) router.prefetch(href);
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
    />
  );
}
