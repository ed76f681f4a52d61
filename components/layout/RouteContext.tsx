'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { STORAGE_KEYS, createStorageSlot, readPreferredVersion } from '@/lib/browser/storage';

export type RouteContextValue = { route: string; pluginId: string; versionName: string; versions: string[] };

const RouteContext = createContext<RouteContextValue | null>(null);

export function RouteContextProvider({ value, children }: { value: RouteContextValue; children: ReactNode }) {
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

export function useRouteContext(): RouteContextValue {
  const value = useContext(RouteContext);
  if (!value) throw new Error('Unexpected: no Docusaurus route context found');
  return value;
}

// Remembers the docs version read last, per docs plugin, and forgets a version the site no longer has.
export function PreferredVersionSaver() {
  const { pluginId, versionName, versions } = useRouteContext();
  useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.preferredVersion(pluginId));
    readPreferredVersion(slot, versions);
    slot.set(versionName);
  }, [pluginId, versionName, versions]);
  return null;
}
