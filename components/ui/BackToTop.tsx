import { Icon } from './Icon';

/**
 * 'Back to top' at the end of a long page's content column, stuck to the bottom right of the
 * screen while the column is in view, as Docusaurus shows one. No JavaScript: a link to "#" (the
 * empty fragment: the top of the document), shown once the page has scrolled by a screen (a
 * scroll-driven animation in app/styles.css; where that is unsupported it is always shown).
 */
export function BackToTop({ label }: { label: string }) {
  return (
    <a className="back-to-top" href="#" aria-label={label} title={label}>
      <Icon name="arrow-up" />
    </a>
  );
}
