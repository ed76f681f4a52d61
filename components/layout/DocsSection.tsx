import type { ReactNode } from 'react';
import { getRouteAliases, getSidebar } from '@/lib/build/docs';
import { toClientSidebar } from '@/lib/build/navigation';
import { UI } from '@/lib/site/strings';
import { SidebarMenu } from './DocSidebar';
import SectionLayout from './SectionLayout';

// The manual's pages, and the not-found page wherever it is shown, have the manual's sidebar.
export default function DocsSection({ children }: { children: ReactNode }) {
  return (
    <SectionLayout
      name={UI.docsSidebar}
      menu={<SidebarMenu items={toClientSidebar(getSidebar())} aliases={Object.fromEntries(getRouteAliases())} />}
    >
      {children}
    </SectionLayout>
  );
}
