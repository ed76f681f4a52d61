'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ResolvedNavbarItem } from '@/lib/site/navbar-links';
import { siteConfig } from '@/lib/site/site-config';
import { tabbableIn, wrappedFocusIndex } from '@/lib/browser/focus-trap';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS, isDesktopWidth } from '@/lib/browser/viewport';
import NavbarItem from './NavbarItem';
import { useMobileSidebar, useSectionMenu } from './Providers';
import { UI } from '@/lib/site/strings';

export default function MobileDrawer({ items }: { items: ResolvedNavbarItem[] }) {
  const { shown, close } = useMobileSidebar();
  const { section } = useSectionMenu();
  const [secondary, setSecondary] = useState(true);
  const pathname = usePathname();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // A real modal: the page behind is inert while it is open, and focus goes back to whatever
  // opened it (the menu button) when it closes, however it closes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!shown || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSecondary(true);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('button, a')?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
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
    window.addEventListener('resize', onResize);
    window.addEventListener('popstate', close);
    document.body.style.overflow = 'hidden';
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('popstate', close);
      document.body.style.overflow = '';
    };
  }, [shown, close]);

  if (!shown) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = tabbableIn(event.currentTarget);
    const target = wrappedFocusIndex(controls.indexOf(document.activeElement as HTMLElement), controls.length, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    controls[target].focus();
  };

  return (
    <dialog
      id="mobile-drawer"
      className="drawer"
      aria-label={UI.drawer}
      data-breakpoint={MOBILE_BREAKPOINT}
      ref={dialogRef}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: React state closes it, so the dialog and the menu button's state agree.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop reaches the dialog itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) close();
      }}
    >
      <div className="drawer__header">
        <strong>{siteConfig.themeConfig.navbar.title}</strong>
        <button type="button" className="drawer__close" aria-label={UI.closeDrawer} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div
        className="drawer__body"
        onClick={(event) => {
          // A link to the page already open changes no address, so the drawer closes on the click.
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        {secondary && section ? (
          <nav aria-label={`${section.name} (mobiili)`}>
            <button type="button" className="drawer__back" onClick={() => setSecondary(false)}>
              {UI.sidebarBack}
            </button>
            {section.menu}
          </nav>
        ) : (
          <nav aria-label={UI.mainMenuMobile}>
            {section && (
              <button type="button" className="drawer__back" onClick={() => setSecondary(true)}>
                {section.name} →
              </button>
            )}
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
    </dialog>
  );
}
