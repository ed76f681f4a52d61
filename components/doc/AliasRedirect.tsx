'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

// A URL typed without ä/ö renders the page at once, then moves the address bar to the real route.
export default function AliasRedirect({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(to + window.location.search + window.location.hash);
  }, [router, to]);
  return null;
}
