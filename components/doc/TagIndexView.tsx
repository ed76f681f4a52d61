import Link from 'next/link';
import Breadcrumbs from './Breadcrumbs';
import PageRoot from '@/components/layout/PageRoot';
import type { Crumb } from '@/lib/build/navigation';
import type { TagSummary } from '@/lib/build/tags';
import type { PageKind } from '@/lib/site/page-classes';

type Props = {
  kind: Extract<PageKind, 'docsTags' | 'blogTags'>;
  title: string;
  intro: string;
  crumbs: Crumb[];
  tags: TagSummary[];
  // "7 sivua", "1 kirjoitus": what the count counts.
  countText: (count: number) => string;
};

// Every tag in use, in Finnish alphabetical order, with what it covers and how many items carry it.
export default function TagIndexView({ kind, title, intro, crumbs, tags, countText }: Props) {
  return (
    <PageRoot kind={kind}>
      <div className="doc-column">
        <Breadcrumbs crumbs={crumbs} />
        <article className="markdown">
          <h1>{title}</h1>
          <p>{intro}</p>
          <ul className="card-grid" aria-label={title}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link className="card" href={tag.route}>
                  <span className="card__title">{tag.label}</span>
                  <span className="card__count">{countText(tag.count)}</span>
                  <span className="card__description">{tag.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </PageRoot>
  );
}
