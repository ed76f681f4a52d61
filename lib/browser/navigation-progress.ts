// SPEC §4/§9: the progress bar starts only once a navigation has taken 200 ms.
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

type LinkLike = { href: string; target: string; hasAttribute(name: string): boolean };
type ClickLike = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean };

// Seen after the click has bubbled: the app router prevents the browser's default exactly when it
// takes the navigation over, so a prevented, plain click on a same-origin link to another page is a
// client navigation. Unprevented clicks are full page loads with the browser's own indicator.
export function startsNavigation(link: LinkLike, event: ClickLike, current: URL): boolean {
  if (!event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}
