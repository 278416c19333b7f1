'use client';
import { Icon } from '@/components/ui/Icon';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { lazyChunk } from '@/lib/browser/stale-build';
import type { SearchSetup } from '@/lib/search/setup';
import type { SearchModalProps } from './SearchModal';

type Modal = ComponentType<SearchModalProps> & { preload?: (setup: SearchSetup) => void };
let loading: Promise<Modal> | undefined;
/**
 * The modal and its engine are a separate chunk, fetched on intent (hover, focus) or first open.
 * When it cannot be had on an open, a deploy may have replaced it: the page reloads once
 * (lib/browser/stale-build.ts); offline, the button says search is unavailable.
 */
function loadModal(open = false): Promise<Modal> {
  loading ??= import('./SearchModal').then((m) => m.SearchModal as Modal);
  loading.catch(() => (loading = undefined));
  return open ? lazyChunk(() => loading!) : loading;
}

/**
 * Set while an open waits for the dialog's chunk: when that wait ends in lazyChunk's reload (a
 * deploy replaced the chunk), the reloaded page finds it and opens the dialog (issue 46), so
 * the reader's click is not lost. Holds the page's address: only that page opens it.
 */
const OPEN_AFTER_RELOAD = 'search-open-after-reload';
const here = () => location.pathname + location.search;
function markOpening(on: boolean) {
  try {
    if (on) sessionStorage.setItem(OPEN_AFTER_RELOAD, here());
    else sessionStorage.removeItem(OPEN_AFTER_RELOAD);
  } catch {
    // No storage (a private mode's quota): the reload then only loads the new build.
  }
}
/** Whether this page load follows a reload an open caused (the mark is taken). */
function takeOpening(): boolean {
  try {
    const at = sessionStorage.getItem(OPEN_AFTER_RELOAD);
    sessionStorage.removeItem(OPEN_AFTER_RELOAD);
    return at === here();
  } catch {
    return false;
  }
}

const editable = (el: Element | null) =>
  !!el && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable);

/** The navbar search button; Ctrl/Cmd+K or '/' (outside inputs) open the modal too. */
export function SearchButton({ setup }: { setup: SearchSetup }) {
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState<Modal | null>(null);
  const [failed, setFailed] = useState(false);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const openRef = useRef(false);
  openRef.current = open;

  const intent = () => void loadModal().then((m) => m.preload?.(setup), () => {});
  const show = () => {
    setOpen(true);
    setFailed(false);
    markOpening(true);
    loadModal(true).then(
      (m) => {
        markOpening(false);
        setModal(() => m);
      },
      () => {
        markOpening(false);
        setOpen(false);
        setFailed(true);
      },
    );
  };

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    // The 404 page holds a navbar per locale: the one shown opens the dialog.
    if (button.current?.getClientRects().length && takeOpening()) show();
    const onKey = (e: KeyboardEvent) => {
      // The 404 page holds a navbar per locale; only the one shown answers the shortcuts.
      if (!button.current?.getClientRects().length) return;
      if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey) {
        e.preventDefault();
        if (openRef.current) setOpen(false);
        else show();
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !editable(document.activeElement)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Modal = open ? modal : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
        data-state={open ? (Modal ? 'open' : 'loading') : failed ? 'error' : 'closed'}
        aria-describedby={failed ? errorId : undefined}
        onClick={show}
        onPointerEnter={intent}
        onFocus={intent}
      >
        <Icon name="search" size={18} />
        <span className="search-button-text">{setup.labels.button}</span>
        <span className="search-button-keys" aria-hidden="true"><kbd>{mac ? '⌘' : 'Ctrl'}</kbd><kbd>K</kbd></span>
      </button>
      {failed && (
        <span id={errorId} className="search-button-error" role="alert">
          {setup.labels.unavailable}
        </span>
      )}
      {Modal && (
        <Modal
          setup={setup}
          onClose={() => {
            setOpen(false);
            // Back to the button without scrolling it into view: scroll-padding-top counts the
            // sticky navbar as covering it, so a plain focus() threw the reader up the page.
            button.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </>
  );
}
