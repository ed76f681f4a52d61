'use client';

import Link from 'next/link';
import { useRef } from 'react';
import type { ResolvedNavbarItem } from '@/lib/site/navbar-links';
import { siteConfig } from '@/lib/site/site-config';
import NavbarItem from './NavbarItem';
import BrandMark from './BrandMark';
import ColorModeToggle from './ColorModeToggle';
import MobileDrawer from './MobileDrawer';
import { useMobileSidebar } from './Providers';
import { useHideOnScroll } from './useHideOnScroll';
import { useHydrated } from './useHydrated';
import { UI } from '@/lib/site/strings';

type Props = {
  left: ResolvedNavbarItem[];
  right: ResolvedNavbarItem[];
};

export default function Navbar({ left, right }: Props) {
  const { navbar, colorMode } = siteConfig.themeConfig;
  const mobile = useMobileSidebar();
  const ref = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(ref, navbar.hideOnScroll && !mobile.shown);
  const jsReady = useHydrated();

  return (
    <>
      <header>
        <nav
          ref={ref}
          className={`navbar${hidden ? ' navbar--hidden' : ''}`}
          aria-label={UI.mainMenu}
          data-hidden={hidden ? 'true' : 'false'}
        >
          {jsReady && (
            <button
              type="button"
              className="navbar__toggle"
              aria-label={UI.openDrawer}
              aria-expanded={mobile.shown}
              aria-controls="mobile-drawer"
              onClick={mobile.toggle}
            >
              <svg width="28" height="28" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
                <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
              </svg>
            </button>
          )}
          <Link className="navbar__brand" href="/">
            <BrandMark />
            <span>{navbar.title}</span>
          </Link>
          <ul className="navbar__items navbar__items--left">
            {left.map((item, i) => (
              <NavbarItem key={i} item={item} />
            ))}
          </ul>
          <ul className="navbar__items navbar__items--right">
            {right.map((item, i) => (
              <NavbarItem key={i} item={item} />
            ))}
            {!colorMode.disableSwitch && (
              <li>
                <ColorModeToggle />
              </li>
            )}
          </ul>
        </nav>
      </header>
      <MobileDrawer items={[...left, ...right]} />
    </>
  );
}
