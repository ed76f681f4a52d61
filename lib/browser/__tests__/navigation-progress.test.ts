import { changesPage, createNavigationProgress } from '../navigation-progress';

const current = new URL('http://localhost/manual/perustoiminnot/osastot');

describe('which navigations show the bar', () => {
  test('another page, or the same page with another query', () => {
    expect(changesPage('/manual/perustoiminnot/tehtavat', current)).toBe(true);
    expect(changesPage('http://localhost/manual/perustoiminnot/osastot?x=1', current)).toBe(true);
  });

  test('not a hash move, the same page, another site or an unreadable address', () => {
    expect(changesPage('/manual/perustoiminnot/osastot#lisaaminen', current)).toBe(false);
    expect(changesPage('/manual/perustoiminnot/osastot', current)).toBe(false);
    expect(changesPage('https://example.com/', current)).toBe(false);
    expect(changesPage('http://[', current)).toBe(false);
  });
});

describe('the progress state', () => {
  function fakeTimers() {
    const pending = new Map<number, () => void>();
    let next = 1;
    return {
      set: (fn: () => void) => {
        pending.set(next, fn);
        return next++;
      },
      clear: (id: number) => void pending.delete(id),
      fire: () => {
        const due = [...pending.values()];
        pending.clear();
        due.forEach((fn) => fn());
      },
      size: () => pending.size,
    };
  }

  test('shows only after the delay and hides when the navigation ends', () => {
    const timers = fakeTimers();
    const progress = createNavigationProgress(timers);
    const seen: boolean[] = [];
    progress.subscribe(() => seen.push(progress.isVisible()));
    progress.start();
    expect(progress.isVisible()).toBe(false);
    timers.fire();
    expect(progress.isVisible()).toBe(true);
    progress.finish();
    expect(progress.isVisible()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  test('a navigation that ends before the delay never shows the bar', () => {
    const timers = fakeTimers();
    const progress = createNavigationProgress(timers);
    const listener = jest.fn();
    progress.subscribe(listener);
    progress.start();
    progress.finish();
    expect(timers.size()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  test('a second start restarts the delay instead of stacking timers', () => {
    const timers = fakeTimers();
    const progress = createNavigationProgress(timers);
    progress.start();
    progress.start();
    expect(timers.size()).toBe(1);
  });
});
