'use client';

import { useEffect, useState } from 'react';
import { BASE_PATH } from '@/lib/site/base-path.mjs';
import { SERVICE_WORKER_URL, offlineSupported, releaseDateText } from '@/lib/browser/offline';

// Registers the offline worker once the page has loaded (a bundled script: the CSP allows no new
// inline one), hands it what this first page loaded so the page is on the device afterwards, and
// says so when what the reader reads comes from the device rather than the network.
export default function OfflineSupport() {
  const [fromDevice, setFromDevice] = useState(false);

  useEffect(() => {
    if (!offlineSupported()) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === 'from-device') setFromDevice(true);
      if (event.data?.type === 'from-network') setFromDevice(false);
    };
    const onOnline = () => setFromDevice(false);
    container.addEventListener('message', onMessage);
    window.addEventListener('online', onOnline);
    const register = () => {
      container
        .register(SERVICE_WORKER_URL, { scope: `${BASE_PATH}/` })
        .then(() => container.ready)
        .then((registration) => {
          const loaded = [window.location.href, ...performance.getEntriesByType('resource').map((e) => e.name)];
          registration.active?.postMessage({ type: 'keep', urls: loaded.filter((u) => new URL(u).origin === window.location.origin) });
          container.controller?.postMessage({ type: 'which-copy' });
        })
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      container.removeEventListener('message', onMessage);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('load', register);
    };
  }, []);

  if (!fromDevice) return null;
  return (
    <p className="offline-note" role="status">
      Luet laitteelle tallennettua ohjetta, päivitetty {releaseDateText()}.
    </p>
  );
}
