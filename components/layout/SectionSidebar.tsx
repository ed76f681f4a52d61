'use client';

import { useEffect, type ReactNode } from 'react';
import { useSectionMenu } from './Providers';

// A section's sidebar: on a wide screen beside the page, on a phone in the navbar's drawer, which
// gets the same menu from here.
export default function SectionSidebar({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  const { setSection } = useSectionMenu();
  useEffect(() => {
    setSection({ name, menu: children });
    return () => setSection(null);
  }, [name, children, setSection]);
  return (
    <aside className={className ? `doc-sidebar ${className}` : 'doc-sidebar'}>
      <nav className="doc-sidebar__inner" aria-label={name}>
        {children}
      </nav>
    </aside>
  );
}
