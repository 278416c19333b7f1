import mediumZoom from 'medium-zoom';

/**
 * medium-zoom on the page's zoomable Markdown images (components/mdx/MarkdownImages.client.tsx
 * loads this module only when a page has one, so none of it is in a page's own JavaScript):
 * closes on click, Escape, scroll beyond 40 px or resize; margin 0; the overlay's background comes
 * from app/styles.css, so it follows the colour mode at each opening. An image not inside a link
 * is a button too (Tab, then Enter or Space opens it); the opened copy, which medium-zoom puts at
 * the end of <body> outside every landmark, is hidden from assistive technology (the image it
 * magnifies is read in its place). The image is hidden while its copy is shown, which takes the
 * focus from it: a zoom opened from the keyboard gives the focus back to its image on closing.
 * Returns what undoes it all.
 */
export function attachZoom(selector: string, label: string): () => void {
  const zoom = mediumZoom(selector, { margin: 0, scrollOffset: 40 });
  for (const img of document.querySelectorAll<HTMLImageElement>(selector)) {
    if (img.closest('a')) continue;
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-label', img.alt ? `${label}: ${img.alt}` : label);
  }
  let keyboardOpened: HTMLElement | null = null;
  zoom.on('closed', (e) => {
    if (keyboardOpened && e.target === keyboardOpened) keyboardOpened.focus({ preventScroll: true });
    keyboardOpened = null;
  });
  zoom.on('opened', () => {
    const copy = document.querySelector('body > .medium-zoom-image--opened');
    copy?.removeAttribute('tabindex');
    copy?.removeAttribute('role');
    copy?.setAttribute('aria-hidden', 'true');
  });
  const onResize = () => zoom.close();
  const onKey = (e: KeyboardEvent) => {
    const img = e.target as HTMLElement;
    if ((e.key !== 'Enter' && e.key !== ' ') || !img.matches?.(selector)) return;
    e.preventDefault();
    keyboardOpened = img;
    zoom.open({ target: img });
  };
  window.addEventListener('resize', onResize);
  document.addEventListener('keydown', onKey);
  return () => {
    window.removeEventListener('resize', onResize);
    document.removeEventListener('keydown', onKey);
    zoom.detach();
  };
}
