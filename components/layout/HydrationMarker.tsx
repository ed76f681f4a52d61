'use client';

import { useEffect } from 'react';

// Marks <html data-hydrated> once React has hydrated the layout, so browser tests and scripts can
// wait for the page to be interactive (the search shortcut live, handlers attached) instead of
// retrying a key press or sleeping. Rendered last, its effect runs after the layout's other parts.
export default function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
