'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/layout/useHydrated';
import {
  OFFLINE_MANIFEST_URL,
  aboutMegabytes,
  offlineSupported,
  releaseDateText,
  saveManual,
  type OfflineManifest,
} from '@/lib/browser/offline';
import { STORAGE_KEYS, createStorageSlot } from '@/lib/browser/storage';

type Progress = { done: number; total: number } | 'saved' | 'failed' | null;

// "Tallenna ohje laitteelle": the whole manual on this device, for reading with no network. It says
// how much it downloads before the reader presses it, and when it is done; pressed after a new
// release, it saves that release over the old copy.
export default function SaveOffline() {
  const hydrated = useHydrated();
  const [manifest, setManifest] = useState<OfflineManifest | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const savedSlot = createStorageSlot(STORAGE_KEYS.offlineSavedRelease);

  useEffect(() => {
    if (!offlineSupported()) return;
    fetch(OFFLINE_MANIFEST_URL)
      .then((r) => (r.ok ? (r.json() as Promise<OfflineManifest>) : null))
      .then(setManifest)
      .catch(() => undefined);
  }, []);

  if (!hydrated || !manifest) return null;
  const savedRelease = savedSlot.get();
  const upToDate = savedRelease === manifest.release;

  const save = () => {
    setProgress({ done: 0, total: manifest.urls.length });
    saveManual(manifest, (done) => setProgress({ done, total: manifest.urls.length })).then(
      () => {
        savedSlot.set(manifest.release);
        setProgress('saved');
      },
      () => setProgress('failed'),
    );
  };
  const saving = progress !== null && typeof progress === 'object';

  return (
    <div className="save-offline">
      <button type="button" className="button" onClick={save} disabled={saving}>
        {savedRelease && !upToDate ? 'Päivitä laitteelle tallennettu ohje' : 'Tallenna ohje laitteelle'} ({aboutMegabytes(manifest.bytes)})
      </button>
      <p className="save-offline__status" role="status">
        {saving && `Tallennetaan… ${progress.done} / ${progress.total}`}
        {progress === 'saved' && `Ohje on tallennettu tälle laitteelle (päivitetty ${releaseDateText()}). Voit lukea sitä ilman verkkoyhteyttä.`}
        {progress === 'failed' && 'Tallennus keskeytyi, koska yhteys katkesi tai laitteen tila loppui. Yritä uudelleen, kun verkko toimii.'}
        {progress === null && upToDate && `Ohje on tallennettu tälle laitteelle (päivitetty ${releaseDateText()}).`}
      </p>
    </div>
  );
}
