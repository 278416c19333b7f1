'use client';
import { useEffect } from 'react';

/**
 * The one 404.html serves both locales; the inline script picks English under /en/ before paint,
 * and this keeps the English title when React or the router writes the head again after hydration.
 */
export function NotFoundTitle({ basePath, title }: { basePath: string; title: string }) {
  useEffect(() => {
    const path = window.location.pathname.slice(basePath.length);
    if (path !== '/en' && !path.startsWith('/en/')) return;
    const apply = () => {
      if (document.documentElement.lang !== 'en') document.documentElement.lang = 'en';
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [basePath, title]);
  return null;
}
