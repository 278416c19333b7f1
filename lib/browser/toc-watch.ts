import { currentHeading } from './toc-spy';

const LINKS = '.toc a[href^="#"]';
const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Scroll-spy for the table of contents (components/blog/TocSpy.client.tsx loads this chunk after
 * the page hydrates, so it is no part of the page's own JavaScript): the link of the heading being
 * read gets aria-current="location" (in the side column and in the collapsible copy), kept up to
 * date on scroll and resize. A link followed in the collapsible copy closes it. Returns the cleanup.
 */
export function watchToc(): () => void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(LINKS)];
  const ids = [...new Set(links.map((a) => decode(a.getAttribute('href')!.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
  if (!headings.length) return () => {};
  let frame = 0;
  const update = () => {
    frame = 0;
    const navbar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--navbar-h')) || 60;
    const root = document.documentElement;
    const id = currentHeading(
      headings.map((h) => ({ id: h.id, top: h.getBoundingClientRect().top })),
      { line: navbar + 24, viewport: window.innerHeight, atBottom: window.scrollY + window.innerHeight >= root.scrollHeight - 2 },
    );
    for (const a of links) {
      if (id !== null && decode(a.getAttribute('href')!.slice(1)) === id) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  const onClick = (e: MouseEvent) => {
    const details = (e.target as Element | null)?.closest?.('a')?.closest('details.toc-collapsible');
    if (details instanceof HTMLDetailsElement) details.open = false;
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('click', onClick);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('click', onClick);
  };
}
