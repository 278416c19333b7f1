'use client';
import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { currentConnection, skipPrefetch } from '@/lib/browser/connection';

type Connection = { addEventListener?: (type: 'change', fn: () => void) => void; removeEventListener?: (type: 'change', fn: () => void) => void };

function subscribe(onChange: () => void) {
  const c = currentConnection() as Connection | undefined;
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

/**
 * next/link for the whole site: the same links, but no prefetching with data saver on or on a
 * 2g connection; the page is then fetched when the link is followed.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  const skip = useSyncExternalStore(subscribe, () => skipPrefetch(currentConnection()), () => false);
  return <NextLink {...props} prefetch={skip ? false : props.prefetch} />;
}
