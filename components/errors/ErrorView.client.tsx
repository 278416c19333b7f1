'use client';
import { useEffect } from 'react';

type Texts = { title: string; text: string; tryAgain: string; cause: string };

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

/** The crash screen of an error boundary: the message chain and a 'Try again' that re-renders. */
export function ErrorView({ error, reset, texts }: { error: Error; reset: () => void; texts: Texts }) {
  useEffect(() => {
    document.title = `${texts.title} | ${document.title.split(' | ').at(-1)}`;
  }, [texts.title]);
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
