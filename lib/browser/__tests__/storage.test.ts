import {
  STORAGE_KEYS,
  createStorageSlot,
  isAnnouncementDismissed,
  readPreferredVersion,
  resetStorageWarningForTests,
  type StorageLike,
} from '../storage';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const logger = () => ({ warn: jest.fn(), error: jest.fn() });

beforeEach(() => resetStorageWarningForTests());

describe('storage wrapper', () => {
  it('reads, writes and deletes through local storage', () => {
    const storage = memoryStorage();
    const slot = createStorageSlot(STORAGE_KEYS.theme, () => storage, logger());
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(storage.data.get('theme')).toBe('dark');
    expect(slot.get()).toBe('dark');
    slot.del();
    expect(slot.get()).toBeNull();
  });

  it('becomes a no-op store with one warning when storage access throws', () => {
    const log = logger();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const a = createStorageSlot('a', blocked, log);
    const b = createStorageSlot('b', blocked, log);
    expect(() => a.set('x')).not.toThrow();
    expect(a.get()).toBeNull();
    expect(() => b.del()).not.toThrow();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(/storage is not available/);
  });

  it('logs read, write and delete errors without throwing', () => {
    const log = logger();
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('read');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('delete');
      },
    };
    const slot = createStorageSlot('k', () => failing, log);
    expect(slot.get()).toBeNull();
    slot.set('v');
    slot.del();
    expect(log.error).toHaveBeenCalledTimes(3);
    expect(log.error.mock.calls.map((c) => c[0])).toEqual([
      'Could not read "k" from browser storage.',
      'Could not write "k" to browser storage.',
      'Could not delete "k" from browser storage.',
    ]);
  });

  it('names the persisted keys as the spec does', () => {
    expect(STORAGE_KEYS.announcementDismiss).toBe('docusaurus.announcement.dismiss');
    expect(STORAGE_KEYS.announcementId).toBe('docusaurus.announcement.id');
    expect(STORAGE_KEYS.preferredVersion('default')).toBe('docs-preferred-version-default');
  });
});

describe('announcement and preferred version', () => {
  it('keeps the bar dismissed only for the same id', () => {
    expect(isAnnouncementDismissed('a', 'true', 'a')).toBe(true);
    expect(isAnnouncementDismissed('a', 'true', 'b')).toBe(false);
    expect(isAnnouncementDismissed('a', null, 'a')).toBe(false);
  });

  it('clears a stored version that is no longer valid', () => {
    const storage = memoryStorage();
    const slot = createStorageSlot(STORAGE_KEYS.preferredVersion('default'), () => storage, logger());
    slot.set('current');
    expect(readPreferredVersion(slot, ['current'])).toBe('current');
    slot.set('1.0');
    expect(readPreferredVersion(slot, ['current'])).toBeNull();
    expect(storage.data.has('docs-preferred-version-default')).toBe(false);
  });
});
