'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { NAVIGATION_PROGRESS_DELAY_MS, startsNavigation } from '@/lib/browser/navigation-progress';

export default function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || !startsNavigation(link, event, new URL(window.location.href))) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setVisible(true), NAVIGATION_PROGRESS_DELAY_MS);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    window.clearTimeout(timer.current);
    setVisible(false);
  }, [pathname, search]);

  if (!visible) return null;
  // No route-level Suspense fallback: it would hide prerendered pages from readers without JavaScript.
  return (
    <>
      <div className="nav-progress" role="progressbar" aria-label="Sivua ladataan" aria-busy="true">
        <div className="nav-progress__bar" />
      </div>
      <div className="nav-progress__status" role="status">
        <span className="spinner" aria-hidden="true" /> Ladataan sivua…
      </div>
    </>
  );
}
