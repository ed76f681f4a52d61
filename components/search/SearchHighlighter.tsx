'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { safeDecode } from '@/lib/site/routes';
import { HIGHLIGHT_PARAM, parseHighlightParam } from '@/lib/browser/search/panel';
import { siteConfig } from '@/lib/site/site-config';

type Marked = { marks: HTMLElement[]; unmark: (marks: HTMLElement[]) => void };

function ArrivalHighlight() {
  const pathname = usePathname();
  const param = useSearchParams().get(HIGHLIGHT_PARAM);
  const marked = useRef<Marked | null>(null);
  // Bumped on every page change, so marking that finishes after the reader has moved on is dropped.
  const page = useRef(0);

  const clear = () => {
    marked.current?.unmark(marked.current.marks);
    marked.current = null;
  };

  useEffect(
    () => () => {
      page.current += 1;
      clear();
    },
    [pathname],
  );

  useEffect(() => {
    if (param === null) return;
    const arrivedOn = page.current;
    const url = new URL(window.location.href);
    url.searchParams.delete(HIGHLIGHT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

    // The stemmer and marking code load only when a reader arrives from a search result.
    import('./mark-terms').then(({ markTerms, unmarkTerms }) => {
      if (arrivedOn !== page.current) return;
      clear();
      const article = document.querySelector('[data-doc-article]');
      const terms = parseHighlightParam(param, siteConfig.search.maxQueryLength);
      marked.current = { marks: article ? markTerms(article, terms) : [], unmark: unmarkTerms };
      const anchor = url.hash ? document.getElementById(safeDecode(url.hash.slice(1))) : null;
      (anchor ?? marked.current.marks[0])?.scrollIntoView({ block: 'start' });
    });
  }, [param]);

  return null;
}

// Marks the words a reader searched for when they arrive from a search result.
export default function SearchHighlighter() {
  return (
    <Suspense fallback={null}>
      <ArrivalHighlight />
    </Suspense>
  );
}
