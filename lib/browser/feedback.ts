import { RELEASE_META, feedbackBody } from '../site/feedback.mjs';

export type FeedbackKind = 'page-yes' | 'page-no' | 'no-results';

// Sends one anonymous signal to the site's own endpoint and forgets it: a host without the
// endpoint (404, 405) or no network costs the reader nothing. sendBeacon survives the page being
// closed; where it is missing or refuses, fetch with keepalive does the same. No credentials go
// with either (the site sets no cookies; fetch is told to omit them anyway).
export function sendFeedback(
  endpoint: string,
  input: { kind: FeedbackKind; route: string; text?: string },
): void {
  const version = document.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content ?? '';
  const json = JSON.stringify(feedbackBody({ ...input, version }));
  try {
    if (navigator.sendBeacon?.(endpoint, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(endpoint, {
    method: 'POST',
    body: json,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
