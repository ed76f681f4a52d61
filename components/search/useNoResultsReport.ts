'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { sendFeedback } from '@/lib/browser/feedback';
import { siteConfig } from '@/lib/site/site-config';

// How long the reader must stop typing before a query that found nothing counts as searched.
const NO_RESULTS_SETTLE_MS = 1500;

type Report = { pending: string | null; route: string; sent: Set<string> };

function reportPending(report: Report) {
  const query = report.pending?.trim();
  report.pending = null;
  if (!siteConfig.feedback || !query || report.sent.has(query.toLowerCase())) return;
  report.sent.add(query.toLowerCase());
  sendFeedback(siteConfig.feedback.endpoint, { kind: 'no-results', route: report.route, text: query });
}

// Tells the writers about a search that found nothing: once the reader has stopped typing for a
// moment, or when the dialog closes with it as the last search (also after clearing the box). A
// query the reader typed on from, to one that finds something, is not sent. Each query is sent
// once per dialog.
export function useNoResultsReport(query: string, foundNothing: boolean) {
  const route = usePathname();
  const report = useRef<Report>({ pending: null, route, sent: new Set() });
  const typed = query.trim();

  useEffect(() => {
    report.current.route = route;
  }, [route]);

  useEffect(() => {
    if (!typed) return;
    report.current.pending = foundNothing ? typed : null;
    if (!foundNothing) return;
    const timer = window.setTimeout(() => reportPending(report.current), NO_RESULTS_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, foundNothing]);

  useEffect(() => {
    const current = report.current;
    return () => reportPending(current);
  }, []);
}
