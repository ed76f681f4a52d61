'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { ClientSidebarItem } from '@/lib/build/navigation';
import { normalizePathname } from '@/lib/site/routes';
import Collapsible from './Collapsible';
import { UI } from '@/lib/site/strings';

function CategoryItem({
  label,
  href,
  items,
  route,
  onNavigate,
}: {
  label: string;
  href: string;
  items: ClientSidebarItem[];
  route: string;
  onNavigate?: () => void;
}) {
  // Categories start open and never close by themselves: a reader on a phone keeps their place.
  const [expanded, setExpanded] = useState(true);
  const active = href === route;
  const listId = `sidebar-${href.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <div className="menu__row">
        <Link
          className="menu__link menu__link--category"
          href={href}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {label}
        </Link>
        <button
          type="button"
          className="menu__caret"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Pienennä' : 'Laajenna'} luokka ${label}`}
          onClick={() => setExpanded((e) => !e)}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7 10l5 5 5-5z" />
          </svg>
        </button>
      </div>
      <Collapsible open={expanded} id={listId} as="ul" className="menu">
        {items.map((child) => (
          <SidebarEntry key={child[1]} item={child} route={route} onNavigate={onNavigate} />
        ))}
      </Collapsible>
    </li>
  );
}

function SidebarEntry({ item, route, onNavigate }: { item: ClientSidebarItem; route: string; onNavigate?: () => void }) {
  const [label, href, items] = item;
  if (items) return <CategoryItem label={label} href={href} items={items} route={route} onNavigate={onNavigate} />;
  // Page links are styled as `.menu > li > a`: a class on each of them would repeat in every page.
  return (
    <li>
      <Link href={href} aria-current={href === route ? 'page' : undefined} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );
}

export function SidebarMenu({
  items,
  aliases,
  onNavigate,
}: {
  items: ClientSidebarItem[];
  aliases: Record<string, string>;
  onNavigate?: () => void;
}) {
  const pathname = normalizePathname(usePathname() ?? '/');
  const route = aliases[pathname] ?? pathname;
  return (
    <ul className="menu">
      {items.map((item) => (
        <SidebarEntry key={item[1]} item={item} route={route} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}


export default function DocSidebar({ items, aliases }: { items: ClientSidebarItem[]; aliases: Record<string, string> }) {
  return (
    <aside className="doc-sidebar">
      <nav className="doc-sidebar__inner" aria-label={UI.docsSidebar}>
        <SidebarMenu items={items} aliases={aliases} />
      </nav>
    </aside>
  );
}
