import type { ReactNode } from 'react';
import { getClientSidebar } from '@/lib/build/docs';
import { UI } from '@/lib/site/strings';
import { SidebarMenu } from './DocSidebar';
import SectionLayout from './SectionLayout';

// The manual's pages, and the not-found page wherever it is shown, have the manual's sidebar.
export default function DocsSection({ children }: { children: ReactNode }) {
  const { sidebar, aliases } = getClientSidebar();
  return (
    <SectionLayout name={UI.docsSidebar} menu={<SidebarMenu items={sidebar} aliases={aliases} />}>
      {children}
    </SectionLayout>
  );
}
