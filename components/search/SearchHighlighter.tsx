'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { safeDecode } from '@/lib/routes';
import { HIGHLIGHT_PARAM, parseHighlightParam } from '@/lib/search/panel';
import { siteConfig } from '@/lib/site-config';
import { markTerms, unmarkTerms } from './mark-terms';

function ArrivalHighlight() {
  const pathname = usePathname();
  const param = useSearchParams().get(HIGHLIGHT_PARAM);
  const marks = useRef<HTMLElement[]>([]);

  useEffect(
    () => () => {
      unmarkTerms(marks.current);
      marks.current = [];
    },
    [pathname],
  );

  useEffect(() => {
    if (param === null) return;
    unmarkTerms(marks.current);
    const article = document.querySelector('[data-doc-article]');
    const terms = parseHighlightParam(param, siteConfig.search.maxQueryLength);
    marks.current = article ? markTerms(article, terms) : [];

    const url = new URL(window.location.href);
    url.searchParams.delete(HIGHLIGHT_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

    const anchor = url.hash ? document.getElementById(safeDecode(url.hash.slice(1))) : null;
    (anchor ?? marks.current[0])?.scrollIntoView({ block: 'start' });
  }, [param]);

  return null;
}

// Marks the words a reader searched for when they arrive from a search result (SPEC §2).
export default function SearchHighlighter() {
  return (
    <Suspense fallback={null}>
      <ArrivalHighlight />
    </Suspense>
  );
}
