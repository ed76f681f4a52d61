import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import AliasRedirect from '@/components/doc/AliasRedirect';
import TagPageView, { tagPageTitle } from '@/components/doc/TagPageView';
import { pageMetadata } from '@/lib/build/metadata';
import { docsWithTag, resolveTag, tagStaticParams } from '@/lib/build/tag-pages';
import { DOCS_TAGS_ROUTE } from '@/lib/site/routes';

type Params = { tag: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return tagStaticParams('docs');
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tag, canonical } = resolveTag('docs', (await params).tag);
  if (!tag) return {};
  const title = tagPageTitle(tag);
  return { title, ...pageMetadata({ title, description: tag.description, route: canonical, kind: 'website' }) };
}

export default async function DocsTagRoute({ params }: { params: Promise<Params> }) {
  const { tag, requested, canonical } = resolveTag('docs', (await params).tag);
  if (!tag) notFound();
  const pages = docsWithTag(tag.label);
  return (
    <>
      {requested !== canonical && <AliasRedirect to={canonical} />}
      <TagPageView
        kind="docsTags"
        tag={tag}
        crumbs={[
          { label: 'Tunnisteet', href: DOCS_TAGS_ROUTE },
          { label: tag.label, href: tag.route },
        ]}
        summary={pages.length === 1 ? '1 sivu tällä tunnisteella.' : `${pages.length} sivua tällä tunnisteella.`}
        allTagsRoute={DOCS_TAGS_ROUTE}
      >
        <ul className="card-grid" aria-label={`Sivut tunnisteella ${tag.label}`}>
          {pages.map((page) => (
            <li key={page.route}>
              <Link className="card" href={page.route}>
                <span className="card__title">{page.title}</span>
                <span className="card__description">{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TagPageView>
    </>
  );
}
