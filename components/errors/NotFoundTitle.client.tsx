'use client';
import { useEffect } from 'react';

/**
 * The one 404.html serves both locales; the inline script picks English under /en/ before paint,
 * and this keeps the English title once React has hydrated the head.
 */
export function NotFoundTitle({ basePath, title }: { basePath: string; title: string }) {
  useEffect(() => {
    const path = window.location.pathname.slice(basePath.length);
    if (path === '/en' || path.startsWith('/en/')) {
      document.documentElement.lang = 'en';
      document.title = title;
    }
  }, [basePath, title]);
  return null;
}
