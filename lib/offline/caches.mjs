// The offline copy of the manual: the names the service worker (lib/offline/service-worker.ts),
// the page's save button and the build share. Plain JavaScript so the build scripts read it too.

// Pages (HTML) and their route data (.txt), the search manifest and other revalidated files:
// network first, this copy when there is no network.
export const PAGES_CACHE = 'manual-pages';
// Files whose name changes with their content (_next/static, the hashed search parts, figures):
// this copy first.
export const STATIC_CACHE = 'manual-static';
// The worker, at the root of the base path so that its scope is the whole manual.
export const SERVICE_WORKER_FILE = 'sw.js';
// What "Tallenna ohje laitteelle" saves, written by the build: { release, bytes, pages, urls }.
export const OFFLINE_MANIFEST_FILE = 'offline-manifest.json';
// The page shown for a page that is not on the device while there is no network.
export const OFFLINE_PAGE = 'offline';
// A lie-fi connection must not hang the reader: after this, the saved copy answers.
export const NETWORK_TIMEOUT_SECONDS = 3;

// Which cache a same-origin path (without the base path) belongs in, or null for none.
/** @param {string} rel */
export function cacheFor(rel) {
  if (rel.startsWith('_next/static/') || /^search\/[^/]+\/[0-9a-f]{12}\//.test(rel)) return STATIC_CACHE;
  if (rel === SERVICE_WORKER_FILE || rel.startsWith('ohje/') || rel === 'palaute') return null;
  return PAGES_CACHE;
}
