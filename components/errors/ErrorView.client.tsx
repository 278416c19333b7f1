'use client';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

type Texts = Messages['error'];

/**
 * The crash screen's texts, handed down by the root layout: an error boundary (error.tsx) is a
 * client module, and importing the messages file there would ship every text of the locale.
 */
const ErrorTexts = createContext<Texts | null>(null);

export function ErrorTextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <ErrorTexts.Provider value={texts}>{children}</ErrorTexts.Provider>;
}

/** Fallback for a boundary rendered outside the provider (it should not happen). */
const FALLBACK: Texts = { title: 'Page Error', text: 'This page crashed.', tryAgain: 'Try again', cause: 'Cause:', retry: 'Retry' };

/** An error boundary's screen with the texts of the page's locale. */
export function LocaleErrorView({ error, reset }: { error: Error; reset: () => void }) {
  return <ErrorView error={error} reset={reset} texts={useContext(ErrorTexts) ?? FALLBACK} />;
}

/** Each error of the cause chain, outermost first. */
export function causeChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  while (current && chain.length < 10) {
    chain.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** A script or style chunk that failed to download (a deploy replaced it, or the network went away). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(error.message);
}

/**
 * The crash screen of an error boundary: the message chain and a 'Try again' that re-renders.
 * A chunk that failed to load cannot be fixed by re-rendering: its message goes in a red box
 * with a 'Retry' that reloads the page.
 */
export function ErrorView({ error, reset, texts }: { error: Error; reset: () => void; texts: Texts }) {
  useEffect(() => {
    document.title = `${texts.title} | ${document.title.split(' | ').at(-1)}`;
  }, [texts.title]);
  if (isChunkLoadError(error)) {
    return (
      <div className="container error-page">
        <h1>{texts.text}</h1>
        <div className="error-box" role="alert">
          <p>{error.message}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {texts.retry}
          </button>
        </div>
      </div>
    );
  }
  const [first, ...causes] = causeChain(error);
  return (
    <div className="container error-page" role="alert">
      <h1>{texts.text}</h1>
      <p className="error-message">
        {first}
        {causes.map((c, i) => (
          <span key={i}>
            <br />
            {texts.cause} {c}
          </span>
        ))}
      </p>
      <button type="button" className="button button-primary" onClick={reset}>
        {texts.tryAgain}
      </button>
    </div>
  );
}
