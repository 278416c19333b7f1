/**
 * Collapsible sections (docs sidebar categories) open and close with a height animation whose
 * duration grows with the height, so a long category does not snap and a short one does not
 * drag; 1 ms when the reader prefers reduced motion.
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  return Math.round(Math.min(450, 120 + 9 * Math.sqrt(Math.max(0, height))));
}

const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * Opens or closes a <details>, animating the height of its content (the element after
 * <summary>). A click during an animation reverses it from the height reached.
 */
export function toggleDetails(details: HTMLDetailsElement, reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches): Animation | undefined {
  const content = details.querySelector<HTMLElement>(':scope > summary + *');
  if (!content || typeof content.animate !== 'function') {
    details.open = !details.open;
    return undefined;
  }
  const running = content.getAnimations();
  const reached = content.getBoundingClientRect().height;
  const closing = details.dataset.collapsing === 'true';
  for (const a of running) a.cancel();
  delete details.dataset.collapsing;
  const opening = !details.open || closing;
  details.open = true;
  const full = content.scrollHeight;
  const from = running.length ? reached : opening ? 0 : full;
  const to = opening ? full : 0;
  const animation = content.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'] },
    { duration: collapseDuration(Math.abs(to - from) || full, reducedMotion), easing: EASING },
  );
  if (!opening) {
    details.dataset.collapsing = 'true';
    animation.onfinish = () => {
      delete details.dataset.collapsing;
      details.open = false;
    };
  }
  return animation;
}

/** Animates every <details> under `root` whose summary is clicked (not a link inside it). */
export function animateCollapsibles(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const summary = target?.closest('summary');
    if (!summary || !root.contains(summary) || target?.closest('a')) return;
    const details = summary.parentElement;
    if (!(details instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    toggleDetails(details);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
