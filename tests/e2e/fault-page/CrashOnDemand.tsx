'use client';

import { Suspense, lazy, useState } from 'react';
import LazyPart from '@/components/layout/LazyPart';
import { useHydrated } from '@/components/layout/useHydrated';

const CRASH_FLAG = 'testit.kaada';

function Crasher() {
  // Read after hydration, so the crash happens in the browser and not in the prerendered page.
  const armed = useHydrated() && window.sessionStorage.getItem(CRASH_FLAG) === '1';
  if (armed) {
    throw new Error('Testisivu kaatui tarkoituksella.', { cause: new Error('testin asettama lippu') });
  }
  return <p data-testid="crash-target">Sivu näkyy normaalisti.</p>;
}

const loadDemo = () => import('./LazyDemo');
// The same part loaded as plain page code, without LazyPart's states: a failed load reaches the
// page's error boundary, like a page whose code cannot be fetched.
const PagePart = lazy(() => import('./PagePartDemo'));

export default function CrashOnDemand() {
  const [loadPart, setLoadPart] = useState(false);
  const [showPagePart, setShowPagePart] = useState(false);
  return (
    <>
      <Crasher />
      <button type="button" className="button" onClick={() => setLoadPart(true)}>
        Lataa testiosa
      </button>
      {loadPart && <LazyPart load={loadDemo} props={{}} label="Testiosa" timeoutMs={3000} />}
      <button type="button" className="button" onClick={() => setShowPagePart(true)}>
        Näytä sivun osa
      </button>
      {showPagePart && (
        <Suspense fallback={null}>
          <PagePart />
        </Suspense>
      )}
    </>
  );
}
