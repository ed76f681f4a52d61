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

// The sidebar of the section the reader is in (the manual's or the blog's), which the section's
// layout hands to the drawer in the navbar: the root layout does not know the section.
type SectionMenu = { name: string; menu: ReactNode };
type SectionMenuState = { section: SectionMenu | null; setSection: (section: SectionMenu | null) => void };

const SectionMenuContext = createContext<SectionMenuState | null>(null);

export function useSectionMenu(): SectionMenuState {
  const value = useContext(SectionMenuContext);
  if (!value) throw new ContextError('useSectionMenu', 'MobileSidebarProvider');
  return value;
}

function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [section, setSection] = useState<SectionMenu | null>(null);
  const toggle = useCallback(() => setShown((s) => !s), []);
  const close = useCallback(() => setShown(false), []);
  const value = useMemo(() => ({ shown, toggle, close }), [shown, toggle, close]);
  const sectionValue = useMemo(() => ({ section, setSection }), [section]);
  return (
    <MobileSidebarContext.Provider value={value}>
      <SectionMenuContext.Provider value={sectionValue}>{children}</SectionMenuContext.Provider>
    </MobileSidebarContext.Provider>
  );
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
