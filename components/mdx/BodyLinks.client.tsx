'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { currentConnection, skipPrefetch } from '@/lib/browser/connection';
import { browserHandles, followLink, PUBLIC_FILE, prefetchLink } from '@/lib/browser/link-navigation';

/** A link in an MDX body (components/mdx/Mdx.tsx renders each body as the inner HTML of a `.markdown` element). */
const BODY_LINK = '.markdown a[href]';

/** The site href (without the base path) of a link to a page of the site, or null for any other link. */
function sitePage(link: Element): string | null {
  const href = link.getAttribute('href') ?? '';
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  if (!href.startsWith(`${base}/`) || href.startsWith('//')) return null;
  const path = href.slice(base.length);
  return PUBLIC_FILE.test(path) ? null : path;
}

const bodyLink = (target: EventTarget | null) => (target instanceof Element ? target.closest(BODY_LINK) : null);

/**
 * What `Link` (components/ui/Link.tsx) gives a link, for every link to a site page in an MDX body,
 * as one delegated handler on the document: a body is one HTML string, its links plain `<a>`. The
 * page is prefetched on intent (the pointer entering the link, focus, a touch; not with data
 * saver or on 2g), and a click is followed by the App Router once the prefetch has arrived
 * (lib/browser/follow-route.ts), or in full when its code cannot be had. A click with a modifier
 * key, a middle click, a link with a `target` or `download`, and a click something else has
 * handled are left to the browser. Anchors on the page and files under public/ are plain links.
 */
export function BodyLinks() {
  const router = useRouter();
  useEffect(() => {
    const intent = (e: Event) => {
      const link = bodyLink(e.target);
      const href = link && sitePage(link);
      if (!href || skipPrefetch(currentConnection())) return;
      // The pointer moving between the link's own children is not a new intent.
      if (e instanceof MouseEvent && e.relatedTarget instanceof Node && link.contains(e.relatedTarget)) return;
      prefetchLink(router, href);
    };
    const click = (e: MouseEvent) => {
      const link = bodyLink(e.target);
      const href = link && sitePage(link);
      if (!href || browserHandles(e, link)) return;
      e.preventDefault();
      followLink(router, href, () => router.push(href, { scroll: true }), link.getAttribute('href')!);
    };
    document.addEventListener('mouseover', intent);
    document.addEventListener('focusin', intent);
    document.addEventListener('touchstart', intent, { passive: true });
    document.addEventListener('click', click);
    return () => {
      document.removeEventListener('mouseover', intent);
      document.removeEventListener('focusin', intent);
      document.removeEventListener('touchstart', intent);
      document.removeEventListener('click', click);
    };
  }, [router]);
  return null;
}
