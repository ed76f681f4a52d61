'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { normalizePathname } from '@/lib/site/routes';
import { isInFolder, parseSidebarItems, sidebarDataUrl, type ClientSidebarItem } from '@/lib/site/sidebar';
import Collapsible from './Collapsible';
import { UI } from '@/lib/site/strings';

type Loading = 'idle' | 'loading' | 'failed';

// A category's pages: listed in the page, or loaded from its own file (lib/site/sidebar.ts) when
// the reader opens it or is on one of its pages.
function useCategoryItems(listed: ClientSidebarItem[] | string) {
  const [items, setItems] = useState<ClientSidebarItem[] | null>(typeof listed === 'string' ? null : listed);
  const [loading, setLoading] = useState<Loading>('idle');
  const load = useCallback(async (): Promise<boolean> => {
    if (items) return true;
    if (typeof listed !== 'string') return false;
    setLoading('loading');
    const parsed = await fetch(sidebarDataUrl(listed))
      .then((response) => (response.ok ? response.json() : null))
      .then(parseSidebarItems)
      .catch(() => null);
    setItems(parsed);
    setLoading(parsed ? 'idle' : 'failed');
    return parsed !== null;
  }, [items, listed]);
  return { items, loading, load };
}

function CategoryItem({ label, href, listed, route }: { label: string; href: string; listed: ClientSidebarItem[] | string; route: string }) {
  const { items, loading, load } = useCategoryItems(listed);
  // Listed categories start open and never close by themselves: a reader on a phone keeps their
  // place. A category sent by folder opens when the reader asks, or when they are on its page.
  const [expanded, setExpanded] = useState(typeof listed !== 'string');
  const here = typeof listed === 'string' && isInFolder(route, listed);
  useEffect(() => {
    if (here && !items && loading === 'idle') void load().then((ok) => ok && setExpanded(true));
  }, [here, items, loading, load]);
  const active = href === route;
  const listId = `sidebar-${href.replace(/[^a-z0-9]+/gi, '-')}`;
  const toggle = () => {
    if (expanded) setExpanded(false);
    else void load().then((ok) => setExpanded(ok));
  };
  return (
    <li>
      <div className="menu__row">
        <Link className="menu__link menu__link--category" href={href} aria-current={active ? 'page' : undefined}>
          {label}
        </Link>
        <button
          type="button"
          className="menu__caret"
          aria-expanded={expanded}
          aria-controls={items ? listId : undefined}
          aria-busy={loading === 'loading' || undefined}
          aria-label={`${expanded ? 'Pienennä' : 'Laajenna'} luokka ${label}`}
          onClick={toggle}
        />
      </div>
      {loading === 'failed' && (
        <p className="menu__status" role="status">
          {UI.sidebarLoadFailed} <Link href={href}>{UI.sidebarOpenCategory(label)}</Link>
        </p>
      )}
      {/* A category sent by folder has no list in the page until it is loaded. */}
      {items && (
        <Collapsible open={expanded} id={listId} as="ul" className="menu">
          {items.map((child) => (
            <SidebarEntry key={child[1]} item={child} route={route} />
          ))}
        </Collapsible>
      )}
    </li>
  );
}

function SidebarEntry({ item, route }: { item: ClientSidebarItem; route: string }) {
  const [label, href, listed] = item;
  if (listed !== undefined) return <CategoryItem label={label} href={href} listed={listed} route={route} />;
  // Page links are styled as `.menu > li > a`: a class on each of them would repeat in every page.
  return (
    <li>
      <Link href={href} aria-current={href === route ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
}

export function SidebarMenu({ items, aliases }: { items: ClientSidebarItem[]; aliases: Record<string, string> }) {
  const pathname = normalizePathname(usePathname() ?? '/');
  const route = aliases[pathname] ?? pathname;
  return (
    <ul className="menu">
      {items.map((item) => (
        <SidebarEntry key={item[1]} item={item} route={route} />
      ))}
    </ul>
  );
}

function categories(items: ClientSidebarItem[]): [label: string, href: string][] {
  return items.flatMap(([label, href, listed]) =>
    listed === undefined ? [] : [[label, href] as [string, string], ...(Array.isArray(listed) ? categories(listed) : [])],
  );
}

// Links to every category of the sidebar, in its order, for the not-found page. It takes the
// sidebar the page already carries: every page's route data holds the not-found page, and a list
// of its own there would repeat all category names in every page. It lives in this module so that
// it adds no chunk of its own to every page.
export function CategoryLinks({ items }: { items: ClientSidebarItem[] }) {
  return categories(items).map(([label, href]) => (
    <li key={href}>
      <Link href={href}>{label}</Link>
    </li>
  ));
}
