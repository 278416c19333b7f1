'use client';
import { useEffect, useState } from 'react';
import { storage } from '@/lib/browser/storage';
import { applyThemeColor } from '@/lib/site/theme-color';

type Mode = 'light' | 'dark';

function apply(mode: Mode) {
  document.documentElement.setAttribute('data-theme', mode);
  applyThemeColor(mode);
}

/**
 * Light by default; the system preference is not followed. Saved under `theme`, and kept in
 * sync across tabs through the storage event (a removed key resets to light).
 */
export function ColorModeToggle({ labels }: { labels: { light: string; dark: string; toggle: string } }) {
  const [mode, setMode] = useState<Mode>('light');

  useEffect(() => {
    setMode(storage.get('theme') === 'dark' ? 'dark' : 'light');
    const onStorage = (e: StorageEvent) => {
      if (e.key !== 'theme' && e.key !== null) return;
      const next: Mode = e.newValue === 'dark' ? 'dark' : 'light';
      apply(next);
      setMode(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    storage.set('theme', next);
    apply(next);
    setMode(next);
  };

  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={toggle}
      aria-label={labels.toggle.replace('{mode}', labels[mode])}
      title={labels.toggle.replace('{mode}', labels[mode])}
    >
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m0-2a5 5 0 1 0 0 10 5 5 0 0 0 0-10M2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2m18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2M11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0m0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0M5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41z" />
      </svg>
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1" />
      </svg>
    </button>
  );
}
