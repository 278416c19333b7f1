'use client';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { localeConfig, locales, type Locale } from '@/lib/i18n/locales';
import type { OfflineTexts, Progress, Saved, SaveSize } from '@/lib/sw/offline-control';

export type OfflinePanelProps = { locale: Locale; texts: OfflineTexts; onClose: () => void };

/** The locale whose download the panel shows (the page's own first, another once the reader saves it too). */
type State =
  | { kind: 'loading' }
  | { kind: 'unsupported' }
  | { kind: 'ready'; locale: Locale; size: SaveSize; note?: string }
  | { kind: 'saving'; locale: Locale; size: SaveSize; progress: Progress }
  | { kind: 'saved'; locale: Locale; size: SaveSize; saved: Saved; note?: string };
/** Every locale's download and whether it is saved, for the line naming the saved languages and the offer to save another. */
type Locales = Partial<Record<Locale, { size: SaveSize; saved: boolean }>>;

const control = () => import('@/lib/sw/offline-control');
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));
/**
 * `fill` for what the panel shows: a figure and the unit after it kept on one line ("12.7 MB" never
 * breaks before its unit on a phone); an element (a language's name, see `Language`) as it is.
 */
function Filled({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}( MB)?/g);
  return parts.map((part, i) => {
    if (i % 3 === 0) return part;
    if (i % 3 === 2) return null;
    const v = values[part];
    if (typeof v !== 'string' && typeof v !== 'number') return <Fragment key={i}>{v}</Fragment>;
    return <span key={i} className="offline-panel-figure">{v}{parts[i + 1]}</span>;
  });
}

/** A language's name in that language, marked so that it is read and set as such. */
const Language = ({ locale }: { locale: Locale }) => <span lang={localeConfig[locale].htmlLang}>{localeConfig[locale].label}</span>;

/**
 * The offline panel: the download's size first (the page's locale, all of it), its progress (files
 * and MB), then the space used and the pages readable offline, the languages saved, an offer to
 * save the other locale in one tap, Remove.
 */
export function OfflinePanel({ locale, texts, onClose }: OfflinePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [fixed, setFixed] = useState(false);
  const [all, setAll] = useState<Locales>({});

  useEffect(() => {
    dialog.current?.showModal();
    if (!('serviceWorker' in navigator) || !('caches' in window) || process.env.NODE_ENV !== 'production') {
      setState({ kind: 'unsupported' });
      return;
    }
    let live = true;
    void control().then(async (c) => {
      const strategy = c.strategy(locale);
      setFixed(strategy === 'appInstalled' || strategy === 'standalone');
      try {
        const known: Locales = {};
        await Promise.all(
          locales.map(async (l) => {
            const size = await c.saveSize(l);
            known[l] = { size, saved: !!(await c.isSaved(l, size)) };
          }),
        );
        const size = known[locale]!.size;
        const saved = known[locale]!.saved && (await c.isSaved(locale, size));
        if (!live) return;
        setAll(known);
        setState(saved ? { kind: 'saved', locale, size, saved } : { kind: 'ready', locale, size });
      } catch {
        if (live) setState({ kind: 'unsupported' });
      }
    });
    return () => void (live = false);
  }, [locale]);

  const save = async (target: Locale, size: SaveSize) => {
    const c = await control();
    const back = state.kind === 'saved' ? state : null;
    setState({ kind: 'saving', locale: target, size, progress: { files: 0, totalFiles: size.files, bytes: 0, totalBytes: size.gzipBytes } });
    try {
      const { persisted } = await c.save(target, size, (progress) => setState((s) => (s.kind === 'saving' ? { ...s, progress } : s)));
      setAll((a) => ({ ...a, [target]: { size, saved: true } }));
      setState({ kind: 'saved', locale: target, size, saved: await c.saved(target, size), note: persisted ? texts.persisted : texts.notPersisted });
    } catch (e) {
      const note = e instanceof c.QuotaError ? fill(texts.quota, { size: `${mb(size.bytes)} MB` }) : texts.failed;
      // The previous state stays: a locale saved before is shown as saved again.
      setState(back ? { ...back, note } : { kind: 'ready', locale: target, size, note });
    }
  };
  const remove = async (target: Locale, size: SaveSize) => {
    const c = await control();
    await c.remove();
    setAll((a) => Object.fromEntries(Object.entries(a).map(([l, v]) => [l, { ...v, saved: false }])));
    setState({ kind: 'ready', locale: target === locale ? target : locale, size: target === locale ? size : (all[locale]?.size ?? size), note: texts.removed });
  };
  const savedLanguages = locales.filter((l) => all[l]?.saved);
  const others = locales.filter((l) => l !== (state.kind === 'saved' ? state.locale : locale) && all[l] && !all[l].saved);

  return (
    <dialog ref={dialog} className="offline-panel" aria-labelledby="offline-panel-title" onClose={onClose}>
      <h2 id="offline-panel-title">{texts.save}</h2>
      {state.kind === 'unsupported' && <p>{texts.unsupported}</p>}
      {state.kind === 'ready' && <p><Filled text={texts.intro} values={{ size: `${mb(state.size.gzipBytes)} MB`, stored: `${mb(state.size.bytes)} MB`, pages: state.size.pages, language: <Language locale={state.locale} /> }} /></p>}
      {state.kind === 'saving' && (
        <>
          <progress max={state.progress.totalBytes} value={state.progress.bytes} aria-labelledby="offline-panel-status" />
          <p id="offline-panel-status" role="status">
            <Filled text={texts.progress} values={{ files: state.progress.files, total: state.progress.totalFiles, mb: mb(state.progress.bytes), totalMb: mb(state.progress.totalBytes) }} />
          </p>
        </>
      )}
      {state.kind === 'saved' && (
        <p role="status" className="offline-panel-done">
          <Filled text={texts.done} values={{ mb: mb(state.saved.bytes), pages: state.saved.pages }} />
        </p>
      )}
      {state.kind === 'saved' && savedLanguages.length > 0 && <p className="offline-panel-languages"><Filled text={texts.languages} values={{ languages: savedLanguages.map((l, i) => <Fragment key={l}>{i > 0 && ', '}<Language locale={l} /></Fragment>) }} /></p>}
      {fixed && state.kind !== 'unsupported' && <p>{texts.always}</p>}
      {(state.kind === 'ready' || state.kind === 'saved') && state.note && <p role="status">{state.note}</p>}
      <div className="offline-panel-actions">
        {state.kind === 'ready' && (
          <button type="button" className="button button-primary" onClick={() => void save(state.locale, state.size)}>
            {texts.start}
          </button>
        )}
        {state.kind === 'saved' &&
          others.map((l) => (
            <button key={l} type="button" className="button button-primary" onClick={() => void save(l, all[l]!.size)}>
              {/* One span: the button is a flex box, and each part of the text would be a column of its own. */}
              <span>
                <Filled text={texts.alsoSave} values={{ language: <Language locale={l} />, size: `${mb(all[l]!.size.gzipBytes)} MB` }} />
              </span>
            </button>
          ))}
        {state.kind === 'saved' && !fixed && (
          <button type="button" className="button" onClick={() => void remove(state.locale, state.size)}>
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

