'use client';

import { ThemeProvider } from 'next-themes';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { siteConfig } from '@/lib/site/site-config';
import { STORAGE_KEYS } from '@/lib/browser/storage';
import { ContextError } from '@/lib/browser/errors';

type MobileSidebarState = { shown: boolean; toggle: () => void; close: () => void };

const MobileSidebarContext = createContext<MobileSidebarState | null>(null);

export function useMobileSidebar(): MobileSidebarState {
  const value = useContext(MobileSidebarContext);
  if (!value) throw new ContextError('useMobileSidebar', 'MobileSidebarProvider');
  return value;
}

function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const toggle = useCallback(() => setShown((s) => !s), []);
  const close = useCallback(() => setShown(false), []);
  const value = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export default function Providers({ children }: { children: ReactNode }) {
  const { colorMode } = siteConfig.themeConfig;
  return (
    <ThemeProvider
      attribute="data-theme"
      storageKey={STORAGE_KEYS.theme}
      defaultTheme={colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode}
      enableSystem={colorMode.respectPrefersColorScheme}
      themes={['light', 'dark']}
      disableTransitionOnChange
    >
      <MobileSidebarProvider>{children}</MobileSidebarProvider>
    </ThemeProvider>
  );
}
