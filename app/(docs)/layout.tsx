import type { ReactNode } from 'react';
import DocsSection from '@/components/layout/DocsSection';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return <DocsSection>{children}</DocsSection>;
}
