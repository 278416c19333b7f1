'use client';
import { useMemo } from 'react';

/** Bodies of the page this tab loaded, read from its server HTML, by their key. */
const fromServer = new Map<string, string>();

/** The body the server wrote into this page's HTML under `key`, read once and kept for later mounts. */
function serverBody(key: string): string {
  let html = fromServer.get(key);
  if (html === undefined && typeof document !== 'undefined') {
    html = document.querySelector(`[data-body="${key}"]`)?.innerHTML;
    if (html !== undefined) fromServer.set(key, html);
  }
  return html ?? '';
}

/**
 * An MDX body: one element whose inner HTML is the rendered body (components/mdx/Mdx.tsx).
 *
 * The page's HTML holds a body twice, as markup and as the hydration payload inlined in it. The
 * post-build empties the payload's copy (scripts/lib/inline-payload.ts, issue 49), so `html` is
 * empty when the page the tab loaded hydrates. React does not compare or rewrite a hydrated
 * element's inner HTML, so the markup stays; the body is read from it here (during the first
 * render, while the server's markup is still in place even if React has to render afresh) and
 * kept, for when the router shows the page again from that payload (back to the first page).
 * A page reached by client navigation gets its body from its page segment file, whole.
 */
export function MdxBody({ html, bodyKey, className }: { html: string; bodyKey: string; className: string }) {
  const inner = useMemo(() => ({ __html: html || serverBody(bodyKey) }), [html, bodyKey]);
  return <div className={className} data-body={bodyKey} dangerouslySetInnerHTML={inner} />;
}
