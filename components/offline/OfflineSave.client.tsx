'use client';
import { useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '@/lib/i18n/locales';
import type { OfflinePanelProps, OfflineTexts } from './OfflinePanel.client';

let loading: Promise<ComponentType<OfflinePanelProps>> | undefined;
/** The panel and its logic (lib/sw/offline-control.ts) are their own chunk, fetched on the first click. */
function loadPanel() {
  loading ??= import('./OfflinePanel.client').then((m) => m.OfflinePanel);
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * 'Save for offline reading' / '离线保存全站' in the navbar's More menu and the mobile drawer: a
 * button that opens the offline panel (a modal dialog). `data-menu-close` closes the drawer first.
 */
export function OfflineSave({ locale, texts, className }: { locale: Locale; texts: OfflineTexts; className: string }) {
  const [Panel, setPanel] = useState<ComponentType<OfflinePanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        data-menu-close=""
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          loadPanel().then((p) => setPanel(() => p), () => setOpen(false));
        }}
        onPointerEnter={() => void loadPanel().catch(() => {})}
      >
        {texts.save}
      </button>
      {/* In <body>: the menu holding the button is hidden once it closes. */}
      {open && Panel && createPortal(<Panel locale={locale} texts={texts} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
