import type { ReactNode } from 'react';
import { PAGE_CLASSES, type PageKind } from '@/lib/site/page-classes';

// The root element of a page inside <main>: it carries the page's class and leaves the columns to
// the layout (display: contents).
export default function PageRoot({ kind, children }: { kind: PageKind; children: ReactNode }) {
  return <div className={`page-root ${PAGE_CLASSES[kind]}`}>{children}</div>;
}
