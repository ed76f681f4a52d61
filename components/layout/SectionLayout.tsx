import type { ReactNode } from 'react';
import { OfflineSupport } from './deferred-parts';
import SectionSidebar from './SectionSidebar';

// The columns under the navbar: a section's sidebar and the page. Each section's layout (the manual,
// the blog) renders it with its own menu, so a page carries no other section's navigation.
export default function SectionLayout({
  name,
  className,
  menu,
  children,
}: {
  name: string;
  className?: string;
  menu: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="main-wrapper">
      <SectionSidebar name={name} className={className}>
        {menu}
      </SectionSidebar>
      <main id="main" className="main" tabIndex={-1}>
        <OfflineSupport />
        {children}
      </main>
    </div>
  );
}
