'use client';

import { useEffect, useState } from 'react';
import { siteConfig } from '@/lib/site/site-config';
import { STORAGE_KEYS, createStorageSlot, isAnnouncementDismissed } from '@/lib/browser/storage';

const bar = siteConfig.themeConfig.announcementBar;

// Runs before paint so a dismissed bar never flashes; the id comparison resets it when the bar changes.
export const announcementInitScript = bar
  ? `(function(){try{var s=window.localStorage;var d=s.getItem(${JSON.stringify(
      STORAGE_KEYS.announcementDismiss,
    )})==='true'&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(
      bar.id,
    )};document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(d));}catch(e){}})();`
  : '';

export default function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);
    const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss);
    const storedId = idSlot.get();
    if (storedId !== bar.id) {
      idSlot.set(bar.id);
      dismissSlot.del();
    }
    setDismissed(isAnnouncementDismissed(idSlot.get(), dismissSlot.get(), bar.id));
  }, []);

  if (!bar || dismissed) return null;

  const close = () => {
    createStorageSlot(STORAGE_KEYS.announcementDismiss).set('true');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    setDismissed(true);
  };

  return (
    <div className="announcement" role="region" aria-label="Tiedote">
      <div dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement__close" aria-label="Sulje tiedote" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
