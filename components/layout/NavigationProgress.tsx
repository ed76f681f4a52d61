'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { navigationProgress } from '@/lib/browser/navigation-progress';
import { UI } from '@/lib/site/strings';

export default function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const visible = useSyncExternalStore(navigationProgress.subscribe, navigationProgress.isVisible, () => false);

  // The route hooks change once the new page is rendered: that is the end of the navigation.
  useEffect(() => navigationProgress.finish(), [pathname, search]);

  if (!visible) return null;
  // No route-level Suspense fallback: it would hide prerendered pages from readers without JavaScript.
  return (
    <>
      <div className="nav-progress" role="progressbar" aria-label={UI.pageLoading} aria-busy="true">
        <div className="nav-progress__bar" />
      </div>
      <div className="nav-progress__status" role="status">
        <span className="spinner" aria-hidden="true" /> Ladataan sivua…
      </div>
    </>
  );
}
