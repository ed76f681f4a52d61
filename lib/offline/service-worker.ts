/// <reference lib="webworker" />
// The offline service worker, bundled by scripts/build-offline.ts after the export; Workbox
// injects the precache list (the offline page and what it needs) into it. Everything else is
// cached as the reader goes: each page opened, and the whole manual when the reader asks for it
// ("Tallenna ohje laitteelle", components/offline/SaveOffline.tsx).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { BASE_PATH } from '../site/base-path.mjs';
import { NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGE, PAGES_CACHE, STATIC_CACHE, cacheFor } from './caches.mjs';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new release takes over at once: the next navigation is already served by it, and pages come
// from the network first, so an online reader never reads an old text.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const offlinePage = `${BASE_PATH}/${OFFLINE_PAGE}.html`;

function cacheOf(url: URL): string | null {
  if (url.origin !== self.location.origin || !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  return cacheFor(decodeURIComponent(url.pathname.slice(BASE_PATH.length + 1)));
}

// Next asks for a page's route data with an `_rsc` query that changes per request: the copy is
// kept and found under the address without it.
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

// Pages answered from the device, so the page can say so ("Luet laitteelle tallennettua ohjetta").
const servedFromDevice = new Set<string>();
const tellWhenFromDevice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const fetchEvent = event as FetchEvent | undefined;
    if (cachedResponse && fetchEvent) {
      // The event's own request: the one this hook gets is the cache key, without the mode.
      if (fetchEvent.request.mode === 'navigate') servedFromDevice.add(fetchEvent.resultingClientId);
      else if (fetchEvent.clientId) (await self.clients.get(fetchEvent.clientId))?.postMessage({ type: 'from-device' });
    }
    return cachedResponse;
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && cacheOf(url) === STATIC_CACHE,
  new CacheFirst({
    cacheName: STATIC_CACHE,
    plugins: [withoutQuery, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && cacheOf(url) === PAGES_CACHE,
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [withoutQuery, tellWhenFromDevice],
  }),
);

// Neither the network nor the device has it: a page gets the offline page, which lists what is saved.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(offlinePage)) ?? Response.error()) : Response.error(),
);

// The reader's first page loaded before this worker existed: the page hands over what it loaded,
// so that it too is on the device afterwards.
async function keep(urls: string[]) {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.href);
      const name = cacheOf(url);
      if (!name) return;
      url.search = '';
      const cache = await caches.open(name);
      if (await cache.match(url.href)) return;
      const response = await fetch(url.href).catch(() => null);
      if (response?.ok) await cache.put(url.href, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  const source = event.source as Client | null;
  if (data?.type === 'keep' && Array.isArray(data.urls)) event.waitUntil(keep(data.urls.filter((u) => typeof u === 'string')));
  if (data?.type === 'which-copy' && source) source.postMessage({ type: servedFromDevice.has(source.id) ? 'from-device' : 'from-network' });
});

// Caches of earlier versions of this worker go; the reader's pages and saved copy stay.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('manual-') && n !== PAGES_CACHE && n !== STATIC_CACHE).map((n) => caches.delete(n)),
        ),
      ),
  );
});
