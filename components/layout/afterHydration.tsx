'use client';

import { Suspense, lazy, type ComponentType } from 'react';
import { useHydrated } from './useHydrated';

const Nothing = () => null;

// A part that shows only with JavaScript (feedback, the offline copy) is loaded after hydration,
// out of every page's first load. If its code cannot be loaded (no network, nothing saved), the
// page simply goes without it.
export function afterHydration<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(() => load().catch(() => ({ default: Nothing as ComponentType<P> })));
  return function AfterHydration(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
