'use client';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Progress, Saved, SaveSize } from '@/lib/sw/offline-control';

export type OfflineTexts = {
  save: string;
  intro: string;
  start: string;
  progress: string;
  done: string;
  persisted: string;
  notPersisted: string;
  remove: string;
  removed: string;
  failed: string;
  always: string;
  unsupported: string;
  close: string;
};
export type OfflinePanelProps = { locale: Locale; texts: OfflineTexts; onClose: () => void };

type State =
  | { kind: 'loading' }
  | { kind: 'unsupported' }
  | { kind: 'ready'; size: SaveSize; note?: string }
  | { kind: 'saving'; size: SaveSize; progress: Progress }
  | { kind: 'saved'; size: SaveSize; saved: Saved; note?: string };

const control = () => import('@/lib/sw/offline-control');
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));

/** The offline panel: the download's size first, its progress (files and MB), the space used, Remove. */
export function OfflinePanel({ locale, texts, onClose }: OfflinePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
    if (!('serviceWorker' in navigator) || !('caches' in window) || process.env.NODE_ENV !== 'production') {
      setState({ kind: 'unsupported' });
      return;
    }
    let live = true;
    void control().then(async (c) => {
      const strategy = c.strategy();
      setFixed(strategy === 'appInstalled' || strategy === 'standalone');
      try {
        const size = await c.saveSize(locale);
        const saved = await c.isSaved(locale, size);
        if (live) setState(saved ? { kind: 'saved', size, saved } : { kind: 'ready', size });
      } catch {
        if (live) setState({ kind: 'unsupported' });
      }
    });
    return () => void (live = false);
  }, [locale]);

  const save = async (size: SaveSize) => {
    const c = await control();
    setState({ kind: 'saving', size, progress: { files: 0, totalFiles: size.files, bytes: 0, totalBytes: size.gzipBytes } });
    try {
      const { persisted } = await c.save(locale, size, (progress) => setState((s) => (s.kind === 'saving' ? { ...s, progress } : s)));
      setState({ kind: 'saved', size, saved: await c.saved(locale, size), note: persisted ? texts.persisted : texts.notPersisted });
    } catch {
      setState({ kind: 'ready', size, note: texts.failed });
    }
  };
  const remove = async (size: SaveSize) => {
    const c = await control();
    await c.remove();
    setState({ kind: 'ready', size, note: texts.removed });
  };

  return (
    <dialog ref={dialog} className="offline-panel" aria-labelledby="offline-panel-title" onClose={onClose}>
      <h2 id="offline-panel-title">{texts.save}</h2>
      {state.kind === 'unsupported' && <p>{texts.unsupported}</p>}
      {state.kind === 'ready' && <p>{fill(texts.intro, { size: `${mb(state.size.gzipBytes)} MB` })}</p>}
      {state.kind === 'saving' && (
        <>
          <progress max={state.progress.totalBytes} value={state.progress.bytes} aria-labelledby="offline-panel-status" />
          <p id="offline-panel-status" role="status">
            {fill(texts.progress, { files: state.progress.files, total: state.progress.totalFiles, mb: mb(state.progress.bytes), totalMb: mb(state.progress.totalBytes) })}
          </p>
        </>
      )}
      {state.kind === 'saved' && (
        <p role="status" className="offline-panel-done">
          {fill(texts.done, { mb: mb(state.saved.bytes), pages: state.saved.pages })}
        </p>
      )}
      {fixed && state.kind !== 'unsupported' && <p>{texts.always}</p>}
      {(state.kind === 'ready' || state.kind === 'saved') && state.note && <p role="status">{state.note}</p>}
      <div className="offline-panel-actions">
        {state.kind === 'ready' && (
          <button type="button" className="button button-primary" onClick={() => void save(state.size)}>
            {texts.start}
          </button>
        )}
        {state.kind === 'saved' && !fixed && (
          <button type="button" className="button" onClick={() => void remove(state.size)}>
            {texts.remove}
          </button>
        )}
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {texts.close}
        </button>
      </div>
    </dialog>
  );
}

