'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';
import { siteConfig } from '@/lib/site/site-config';
import { STORAGE_KEYS, createStorageSlot, isAnnouncementDismissed } from '@/lib/browser/storage';
import { UI } from '@/lib/site/strings';

const bar = siteConfig.themeConfig.announcementBar;

// Runs before paint so a dismissed bar never flashes; the id comparison resets it when the bar changes.
export const announcementInitScript = bar
  ? `(function(){try{var s=window.localStorage;var d=s.getItem(${JSON.stringify(
      STORAGE_KEYS.announcementDismiss,
    )})==='true'&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(
      bar.id,
    )};document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(d));}catch(e){}})();`
  : '';

function storedDismissal(id: string): boolean {
  return isAnnouncementDismissed(
    createStorageSlot(STORAGE_KEYS.announcementId).get(),
    createStorageSlot(STORAGE_KEYS.announcementDismiss).get(),
    id,
  );
}

export default function AnnouncementBar() {
  const hydrated = useHydrated();
  const [closedNow, setClosedNow] = useState(false);

  // A new announcement forgets the reader's dismissal of the previous one.
  useEffect(() => {
    if (!bar) return;
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);
    if (idSlot.get() !== bar.id) {
      idSlot.set(bar.id);
      createStorageSlot(STORAGE_KEYS.announcementDismiss).del();
    }
  }, []);

  if (!bar || closedNow || (hydrated && storedDismissal(bar.id))) return null;

  const close = () => {
    createStorageSlot(STORAGE_KEYS.announcementDismiss).set('true');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    setClosedNow(true);
  };

  return (
    <div className="announcement" role="region" aria-label={UI.announcement}>
      <div dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement__close" aria-label={UI.closeAnnouncement} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
