import type { Metadata } from 'next';
import TagIndexView from '@/components/doc/TagIndexView';
import { pageMetadata } from '@/lib/build/metadata';
import { tagsInUse } from '@/lib/build/tag-pages';
import { BLOG_ROUTE, BLOG_TAGS_ROUTE } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

const title = `${siteConfig.blog.title}: tunnisteet`;
const intro = 'Kirjoitukset aiheittain. Tunnisteet ovat samat kuin ohjeiden sivuilla.';

export const metadata: Metadata = {
  title,
  ...pageMetadata({ title, description: intro, route: BLOG_TAGS_ROUTE, kind: 'website' }),
};

export default function BlogTagsRoute() {
  return (
    <TagIndexView
      kind="blogTags"
      title={title}
      intro={intro}
      crumbs={[
        { label: siteConfig.blog.title, href: BLOG_ROUTE },
        { label: 'Tunnisteet', href: BLOG_TAGS_ROUTE },
      ]}
      tags={tagsInUse('blog')}
      countText={(n) => (n === 1 ? '1 kirjoitus' : `${n} kirjoitusta`)}
    />
  );
}
