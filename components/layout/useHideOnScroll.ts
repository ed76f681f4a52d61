'use client';

import { useEffect, useState, type RefObject } from 'react';

// Hides after scrolling down past the navbar's own height, shows on any scroll up, and hides on a
// jump to a hash anchor so the target heading is not covered.
export function useHideOnScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const [wasEnabled, setWasEnabled] = useState(enabled);
  // Switched off (the drawer opened), the bar shows again and starts visible when switched back on.
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (!enabled) setHidden(false);
  }

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let hashJump = false;
    const onScroll = () => {
      const y = window.scrollY;
      const height = ref.current?.offsetHeight ?? 0;
      if (hashJump) {
        hashJump = false;
        last = y;
        return;
      }
      if (y < height) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    const onHash = () => {
      hashJump = true;
      if (window.location.hash) setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [ref, enabled]);

  return hidden;
}
