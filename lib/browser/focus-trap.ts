// Keeps Tab inside a modal: a modal dialog makes the page behind it inert, but Tab past its last
// control would still leave for the browser's own toolbar. Returns the index to focus, or null
// when the browser's own move stays inside.
export function wrappedFocusIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

// Controls a reader can reach with Tab now: hidden ones (a collapsed category) have no boxes.
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}
