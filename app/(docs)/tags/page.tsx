import type { Metadata } from 'next';
import TagIndexView from '@/components/doc/TagIndexView';
import { pageMetadata } from '@/lib/build/metadata';
import { tagsInUse } from '@/lib/build/tag-pages';
import { DOCS_TAGS_ROUTE } from '@/lib/site/routes';

const title = 'Tunnisteet';
const intro = 'Ohjeiden sivut aiheittain: jokaisella sivulla on 2–4 tunnistetta, ja tunnisteen sivulla ovat kaikki sen aiheen ohjeet.';

export const metadata: Metadata = {
  title,
  ...pageMetadata({ title, description: intro, route: DOCS_TAGS_ROUTE, kind: 'website' }),
};

export default function DocsTagsRoute() {
  return (
    <TagIndexView
      kind="docsTags"
      title={title}
      intro={intro}
      crumbs={[{ label: title, href: DOCS_TAGS_ROUTE }]}
      tags={tagsInUse('docs')}
      countText={(n) => (n === 1 ? '1 sivu' : `${n} sivua`)}
    />
  );
}
