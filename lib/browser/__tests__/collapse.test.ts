import { collapseDuration } from '../collapse';
import { isDesktopWidth, MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '../viewport';

describe('collapse duration', () => {
  it('grows with the height but stays short', () => {
    expect(collapseDuration(0)).toBe(0);
    const small = collapseDuration(100);
    const large = collapseDuration(1000);
    expect(small).toBeGreaterThan(100);
    expect(large).toBeGreaterThan(small);
    expect(large).toBeLessThan(600);
  });
});

describe('viewport constants', () => {
  it('switches to desktop above 996 px and debounces resizes by 20 ms', () => {
    expect(MOBILE_BREAKPOINT).toBe(996);
    expect(isDesktopWidth(996)).toBe(false);
    expect(isDesktopWidth(997)).toBe(true);
    expect(RESIZE_DEBOUNCE_MS).toBe(20);
  });
});
