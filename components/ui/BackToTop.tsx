/**
 * 'Back to top' at the end of a long page's content column, stuck to the bottom right of the
 * screen while the column is in view, as Docusaurus shows one. No JavaScript: a link to "#" (the
 * empty fragment: the top of the document), shown once the page has scrolled by a screen (a
 * scroll-driven animation in app/styles.css; where that is unsupported it is always shown).
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a className="back-to-top" href="#" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M12 5.6 4.8 12.8l1.4 1.4 4.8-4.8V20h2V9.4l4.8 4.8 1.4-1.4z" /></svg>
    </a>
  );
}
