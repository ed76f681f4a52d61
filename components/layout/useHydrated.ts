'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// False in the prerendered HTML and during hydration, true afterwards: parts that depend on the
// browser (stored choices, the platform, JavaScript itself) render only then, without a mismatch.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
