import { OFFLINE_MANIFEST_FILE, PAGES_CACHE, SERVICE_WORKER_FILE, cacheFor } from '../offline/caches.mjs';
import { BASE_PATH } from '../site/base-path.mjs';
import { RELEASE_META } from '../site/feedback.mjs';

// What the build lists for "Tallenna ohje laitteelle" (scripts/build-offline.ts).
export type OfflineManifest = { release: string; bytes: number; pages: { url: string; title: string }[]; urls: string[] };

export const OFFLINE_MANIFEST_URL = `${BASE_PATH}/${OFFLINE_MANIFEST_FILE}`;
export const SERVICE_WORKER_URL = `${BASE_PATH}/${SERVICE_WORKER_FILE}`;

export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;
}

// "noin 2,4 Mt": the size as a reader reads it.
export function aboutMegabytes(bytes: number): string {
  return `noin ${(Math.max(bytes, 100_000) / 1_000_000).toFixed(1).replace('.', ',')} Mt`;
}

// The release date every page names (app/layout.tsx), as d.M.yyyy.
export function releaseDateText(): string {
  const iso = document.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content ?? '';
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? `${d}.${m}.${y}` : '';
}

// Saves every file of the list in the worker's caches, a few at a time, telling how far it is.
// The list itself is kept too, so the offline page can name the saved pages.
export async function saveManual(manifest: OfflineManifest, onProgress: (done: number) => void): Promise<void> {
  await navigator.storage?.persist?.().catch(() => false);
  const queue = [...manifest.urls];
  let done = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const name = cacheFor(decodeURIComponent(url.slice(BASE_PATH.length + 1)));
      if (name) {
        const response = await fetch(url, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await (await caches.open(name)).put(url, response);
      }
      onProgress((done += 1));
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const list = new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } });
  await (await caches.open(PAGES_CACHE)).put(OFFLINE_MANIFEST_URL, list);
}

// The pages on this device: the saved list's titles for the addresses the pages cache holds.
export async function savedPages(): Promise<{ url: string; title: string }[]> {
  const cache = await caches.open(PAGES_CACHE);
  const keys = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  // The worker precaches the list (under a revision query); a saved copy may be newer.
  const copy = (await cache.match(OFFLINE_MANIFEST_URL)) ?? (await caches.match(OFFLINE_MANIFEST_URL, { ignoreSearch: true }));
  const listed = copy ? ((await copy.json()) as OfflineManifest) : null;
  const titles = new Map((listed?.pages ?? []).map((p) => [p.url, p.title]));
  return [...keys]
    .filter((path) => !/\.[a-z]+$/i.test(path))
    .map((path) => ({ url: path, title: titles.get(path) ?? decodeURIComponent(path.slice(BASE_PATH.length + 1) || 'Etusivu') }))
    .sort((a, b) => a.title.localeCompare(b.title, 'fi'));
}
