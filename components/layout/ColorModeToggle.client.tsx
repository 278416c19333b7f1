'use client';
import { useEffect, useState } from 'react';
import { storage } from '@/lib/browser/storage';
import { applyThemeColor } from '@/lib/site/theme-color';
import { Icon } from '@/components/ui/Icon';

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
      <Icon name="sun" />
      <Icon name="moon" />
    </button>
  );
}
