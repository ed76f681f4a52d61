'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ResolvedNavbarItem } from '@/lib/docusaurus/navbar';
import type { SidebarItem } from '@/lib/build/navigation';
import { siteConfig } from '@/lib/site/site-config';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS, isDesktopWidth } from '@/lib/browser/viewport';
import NavbarItem from './NavbarItem';
import { SidebarMenu } from './DocSidebar';
import { useMobileSidebar } from './Providers';

export default function MobileDrawer({
  items,
  sidebar,
  aliases,
}: {
  items: ResolvedNavbarItem[];
  sidebar: SidebarItem[];
  aliases: Record<string, string>;
}) {
  const { shown, close } = useMobileSidebar();
  const [secondary, setSecondary] = useState(true);
  const pathname = usePathname();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) {
      setSecondary(true);
      panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    }
  }, [shown]);

  useEffect(() => {
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!shown) return;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (isDesktopWidth(window.innerWidth)) close();
      }, RESIZE_DEBOUNCE_MS);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('popstate', close);
    window.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('popstate', close);
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [shown, close]);

  if (!shown) return null;

  return (
    <>
      <div className="drawer-backdrop" onClick={close} aria-hidden="true" />
      <div
        id="mobile-drawer"
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Navigointivalikko"
        data-breakpoint={MOBILE_BREAKPOINT}
        ref={panelRef}
      >
        <div className="drawer__header">
          <strong>{siteConfig.themeConfig.navbar.title}</strong>
          <button type="button" className="drawer__close" aria-label="Sulje navigointivalikko" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="drawer__body">
          {secondary ? (
            <nav aria-label="Ohjeiden sivupalkki (mobiili)">
              <button type="button" className="drawer__back" onClick={() => setSecondary(false)}>
                ← Takaisin päävalikkoon
              </button>
              <SidebarMenu items={sidebar} aliases={aliases} onNavigate={close} />
            </nav>
          ) : (
            <nav aria-label="Päävalikko (mobiili)">
              <button type="button" className="drawer__back" onClick={() => setSecondary(true)}>
                Ohjeiden sivupalkki →
              </button>
              <ul className="navbar__items">
                {items
                  .filter((i) => i.kind !== 'search')
                  .map((item, i) => (
                    <NavbarItem key={i} item={item} />
                  ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </>
  );
}
