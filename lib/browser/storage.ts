// Every persisted key goes through here, so a browser that blocks storage degrades to a no-op store.
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  // The reader's answer to "Oliko tästä sivusta apua?" on one page: asked once per page.
  pageFeedback: (route: string) => `feedback-answered-${route}`,
  // The release of the manual saved on this device with "Tallenna ohje laitteelle".
  offlineSavedRelease: 'offline-saved-release',
} as const;

export type StorageSlot = {
  get(): string | null;
  set(value: string): void;
  del(): void;
};

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Logger = Pick<Console, 'warn' | 'error'>;

const noopSlot: StorageSlot = { get: () => null, set: () => {}, del: () => {} };

let warnedUnavailable = false;

function resolveStorage(getStorage: () => StorageLike | undefined, logger: Logger): StorageLike | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    return storage;
  } catch (err) {
    if (!warnedUnavailable) {
      warnedUnavailable = true;
      logger.warn(
        `Browser storage is not available: settings will not be kept. ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    return null;
  }
}

export function createStorageSlot(
  key: string,
  getStorage: () => StorageLike | undefined = () => (typeof window === 'undefined' ? undefined : window.localStorage),
  logger: Logger = console,
): StorageSlot {
  const storage = resolveStorage(getStorage, logger);
  if (!storage) return noopSlot;
  return {
    get() {
      try {
        return storage.getItem(key);
      } catch (err) {
        logger.error(`Could not read "${key}" from browser storage.`, err);
        return null;
      }
    },
    set(value) {
      try {
        storage.setItem(key, value);
      } catch (err) {
        logger.error(`Could not write "${key}" to browser storage.`, err);
      }
    },
    del() {
      try {
        storage.removeItem(key);
      } catch (err) {
        logger.error(`Could not delete "${key}" from browser storage.`, err);
      }
    },
  };
}

export function resetStorageWarningForTests() {
  warnedUnavailable = false;
}

// The announcement bar stays dismissed only while the configured id is the one that was dismissed.
export function isAnnouncementDismissed(storedId: string | null, storedDismiss: string | null, currentId: string) {
  return storedId === currentId && storedDismiss === 'true';
}

// A stored docs version is kept only while it names a version the site still has.
export function readPreferredVersion(slot: StorageSlot, validVersions: string[]): string | null {
  const stored = slot.get();
  if (stored === null) return null;
  if (validVersions.includes(stored)) return stored;
  slot.del();
  return null;
}
