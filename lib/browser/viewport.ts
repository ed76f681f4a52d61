// Mobile layout at 996 px and below; resize handling is debounced by 20 ms.
export const MOBILE_BREAKPOINT = 996;
export const RESIZE_DEBOUNCE_MS = 20;

export function isDesktopWidth(width: number): boolean {
  return width > MOBILE_BREAKPOINT;
}
