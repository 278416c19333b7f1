'use client';
import { lazy, Suspense, useEffect, useState } from 'react';

// Fetched only where comments are configured and shown, not with every post's and doc's JavaScript.
const GiscusWidget = lazy(() => import('@giscus/react'));

type Props = { repo: string; repoId: string; categoryId: string; lang: string };

/** giscus (category General) with its theme following the site's colour mode. */
export function Giscus({ repo, repoId, categoryId, lang }: Props) {
  const [theme, setTheme] = useState('light');
  useEffect(() => {
    const html = document.documentElement;
    const read = () => setTheme(html.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return (
    <Suspense fallback={null}>
      <GiscusWidget
        repo={repo as `${string}/${string}`}
        repoId={repoId}
        category="General"
        categoryId={categoryId}
        mapping="pathname"
        reactionsEnabled="1"
        emitMetadata="0"
        inputPosition="top"
        theme={theme}
        lang={lang}
        loading="lazy"
      />
    </Suspense>
  );
}
