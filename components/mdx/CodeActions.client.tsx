'use client';
import { useRef, useState } from 'react';

/**
 * Copy and word-wrap buttons of a highlighted code block. The code itself stays server-rendered;
 * the buttons read it from the DOM, so no source text is duplicated into the client bundle.
 */
export function CodeActions({ labels }: { labels: { copy: string; copied: string; wrap: string } }) {
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const figure = () => root.current?.closest('figure');

  const copy = async () => {
    const code = figure()?.querySelector('code');
    if (!code) return;
    const text = [...code.querySelectorAll<HTMLElement>('[data-line]')].map((l) => l.textContent).join('\n') || code.textContent || '';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const area = document.createElement('textarea');
      area.value = text;
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };

  return (
    <div ref={root} className="code-actions">
      <button
        type="button"
        className="code-button"
        aria-pressed={wrapped}
        aria-label={labels.wrap}
        title={labels.wrap}
        onClick={() => {
          setWrapped((w) => !w);
          figure()?.classList.toggle('code-wrap');
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
        </svg>
      </button>
      <button
        type="button"
        className={`code-button${copied ? ' copied' : ''}`}
        aria-label={copied ? labels.copied : labels.copy}
        title={labels.copy}
        onClick={copy}
      >
        {copied ? (
          <span className="code-copied">{labels.copied}</span>
        ) : (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1z" />
          </svg>
        )}
      </button>
    </div>
  );
}
