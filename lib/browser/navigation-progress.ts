// The progress bar appears only once a navigation has taken this long: quick ones stay calm.
const NAVIGATION_PROGRESS_DELAY_MS = 200;

// A move within the page (hash only) or to the page itself needs no route data, so it shows no bar.
export function changesPage(target: string, current: URL): boolean {
  let url: URL;
  try {
    url = new URL(target, current);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  return url.pathname !== current.pathname || url.search !== current.search;
}

type Timers = { set(fn: () => void, ms: number): number; clear(id: number): void };

// State shared by Next's router-transition hook (which knows when a client navigation starts, for
// links, router.push and history moves alike) and the bar (which learns from the route hooks when
// it has ended). An external store, because the start is reported outside React.
export function createNavigationProgress(timers: Timers, delayMs = NAVIGATION_PROGRESS_DELAY_MS) {
  let visible = false;
  let timer: number | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };
  return {
    start() {
      if (timer !== undefined) timers.clear(timer);
      timer = timers.set(() => {
        timer = undefined;
        set(true);
      }, delayMs);
    },
    finish() {
      if (timer !== undefined) timers.clear(timer);
      timer = undefined;
      set(false);
    },
    isVisible: () => visible,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const navigationProgress = createNavigationProgress({
  set: (fn, ms) => window.setTimeout(fn, ms),
  clear: (id) => window.clearTimeout(id),
});
