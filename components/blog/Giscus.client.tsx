'use client';
import GiscusWidget from '@giscus/react';
import { useEffect, useState } from 'react';

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
  );
}
