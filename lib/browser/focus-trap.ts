const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that Tab can reach and that are rendered (not in a hidden subtree). */
export function focusables(root: HTMLElement): HTMLElement[] {
  // checkVisibility() also rules out the content of a closed <details>, which keeps its boxes.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root` (a modal dialog): from the last stop Tab wraps to the
 * first, from the first Shift+Tab wraps to the last, and focus that is outside comes back in.
 * Returns true when it moved focus itself.
 */
export function trapTab(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, root: HTMLElement | null): boolean {
  if (e.key !== 'Tab' || !root) return false;
  const stops = focusables(root);
  if (!stops.length) return false;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const current = document.activeElement;
  const inside = current instanceof Node && root.contains(current);
  const target = !inside ? (e.shiftKey ? last : first) : e.shiftKey && current === first ? last : !e.shiftKey && current === last ? first : null;
  if (!target) return false;
  e.preventDefault();
  target.focus();
  return true;
}
