/**
 * Markdown tables scroll sideways when they are wider than the text (`display: block;
 * overflow-x: auto`). A keyboard reader needs a tab stop to scroll one, but only then: a table
 * that fits gets none, so Tab does not stop on every table of a post. Kept up to date as the
 * width changes. Returns the cleanup.
 */
export function tabStopsWhereScrolling(selector = '.markdown table'): () => void {
  const els = [...document.querySelectorAll<HTMLElement>(selector)];
  if (!els.length) return () => {};
  const update = (el: HTMLElement) => {
    if (el.scrollWidth > el.clientWidth + 1) el.tabIndex = 0;
    else el.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver((entries) => entries.forEach((e) => update(e.target as HTMLElement)));
  els.forEach((el) => {
    update(el);
    observer.observe(el);
  });
  return () => observer.disconnect();
}
