import Link from 'next/link';
import type { ReactNode } from 'react';
import Breadcrumbs from './Breadcrumbs';
import PageRoot from '@/components/layout/PageRoot';
import type { Crumb } from '@/lib/build/navigation';
import type { Tag } from '@/lib/build/tags';
import type { PageKind } from '@/lib/site/page-classes';

type Props = {
  kind: Extract<PageKind, 'docsTags' | 'blogTags'>;
  tag: Tag;
  crumbs: Crumb[];
  summary: string;
  allTagsRoute: string;
  children: ReactNode;
};

export function tagPageTitle(tag: Tag): string {
  return `Tunniste: ${tag.label}`;
}

// One tag: what it covers and the items that carry it (the list is the children).
export default function TagPageView({ kind, tag, crumbs, summary, allTagsRoute, children }: Props) {
  return (
    <PageRoot kind={kind}>
      <div className="doc-column">
        <Breadcrumbs crumbs={crumbs} />
        <div className="markdown">
          <h1>{tagPageTitle(tag)}</h1>
          <p>{tag.description}</p>
          <p>
            {summary} <Link href={allTagsRoute}>Kaikki tunnisteet</Link>
          </p>
        </div>
        {children}
      </div>
    </PageRoot>
  );
}
