'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { localizedHref, type ResolvedLink, type ResolvedNavbarItem } from '@/lib/site/navbar-links';
import { matchPath } from '@/lib/browser/match-path';
import { BASE_PATH, normalizePathname } from '@/lib/site/routes';
import SearchLauncher from '@/components/search/SearchLauncher';
import { siteConfig } from '@/lib/site/site-config';

type BoundaryProps = { item: ResolvedNavbarItem; children: ReactNode };

// One broken item must not take the navbar (or the page) down with it.
export class NavbarItemErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private get config() {
    return siteConfig.themeConfig.navbar.items[this.props.item.at];
  }

  componentDidCatch(error: Error) {
    console.error(
      `A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your site config:\n${JSON.stringify(this.config, null, 2)}`,
      error,
    );
  }

  render() {
    if (this.state.error) {
      return (
        <span className="navbar-item-error" role="alert">
          A theme navbar item failed to render {JSON.stringify(this.config)}
        </span>
      );
    }
    return this.props.children;
  }
}

function NavLink({ link, className }: { link: ResolvedLink; className?: string }) {
  const pathname = normalizePathname(usePathname() ?? '/');
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  }
  const active = matchPath(pathname, { path: normalizePathname(link.href), exact: true }) !== null;
  return (
    <Link className={className} href={link.href} aria-current={active ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}

function Dropdown({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <li
      className={`dropdown${open ? ' dropdown--open' : ''}`}
      ref={ref}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button type="button" className="navbar__link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {/* Always in the page, so the links stay reachable without JavaScript (CSS shows them then). */}
      <ul className="dropdown__menu">{children(() => setOpen(false))}</ul>
    </li>
  );
}

function LocaleDropdown({ item }: { item: Extract<ResolvedNavbarItem, { kind: 'localeDropdown' }> }) {
  const pathname = usePathname() ?? '/';
  const [suffix, setSuffix] = useState({ search: '', hash: '' });
  return (
    <Dropdown label={item.label}>
      {(close) =>
        item.locales.map((l) => (
          <li key={l.locale}>
            <a
              href={
                BASE_PATH +
                localizedHref(pathname, suffix.search, suffix.hash, l.locale, item.defaultLocale, item.defaultLocale)
              }
              lang={l.locale}
              onFocus={() => setSuffix({ search: window.location.search, hash: window.location.hash })}
              onMouseEnter={() => setSuffix({ search: window.location.search, hash: window.location.hash })}
              onClick={close}
            >
              {l.label}
            </a>
          </li>
        ))
      }
    </Dropdown>
  );
}

function NavbarItemView({ item }: { item: ResolvedNavbarItem }) {
  switch (item.kind) {
    case 'link':
      return (
        <li className="navbar__item--collapsible">
          <NavLink link={item} className="navbar__link" />
        </li>
      );
    case 'dropdown':
      return (
        <Dropdown label={item.label}>
          {(close) =>
            item.items.map((link) => (
              <li key={link.href + link.label} onClick={close}>
                <NavLink link={link} />
              </li>
            ))
          }
        </Dropdown>
      );
    case 'localeDropdown':
      return <LocaleDropdown item={item} />;
    case 'search':
      return (
        <li>
          <SearchLauncher />
        </li>
      );
    case 'html':
      return <li className="navbar__item--collapsible" dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

export default function NavbarItem({ item }: { item: ResolvedNavbarItem }) {
  return (
    <NavbarItemErrorBoundary item={item}>
      <NavbarItemView item={item} />
    </NavbarItemErrorBoundary>
  );
}
