'use client';

import { useEffect, useState } from 'react';
import { offlineSupported, savedPages } from '@/lib/browser/offline';

// The pages this device has, for the offline page: the ones the reader opened and, after
// "Tallenna ohje laitteelle", all of them.
export default function SavedPages() {
  const [pages, setPages] = useState<{ url: string; title: string }[] | null>(null);
  useEffect(() => {
    if (!offlineSupported()) return;
    savedPages().then(setPages, () => setPages([]));
  }, []);
  if (pages === null) return null;
  if (pages.length === 0) return <p>Tälle laitteelle ei ole vielä tallennettu sivuja.</p>;
  return (
    <>
      <h2>Laitteelle tallennetut sivut</h2>
      <ul>
        {pages.map((p) => (
          <li key={p.url}>
            <a href={p.url}>{p.title}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
