import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PostList from '@/components/blog/PostList';
import AliasRedirect from '@/components/doc/AliasRedirect';
import TagPageView, { tagPageTitle } from '@/components/doc/TagPageView';
import { pageMetadata } from '@/lib/build/metadata';
import { postsWithTag, resolveTag, tagStaticParams } from '@/lib/build/tag-pages';
import { BLOG_ROUTE, BLOG_TAGS_ROUTE } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

type Params = { tag: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return tagStaticParams('blog');
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tag, canonical } = resolveTag('blog', (await params).tag);
  if (!tag) return {};
  const title = `${tagPageTitle(tag)} (${siteConfig.blog.title})`;
  return { title, ...pageMetadata({ title, description: tag.description, route: canonical, kind: 'website' }) };
}

export default async function BlogTagRoute({ params }: { params: Promise<Params> }) {
  const { tag, requested, canonical } = resolveTag('blog', (await params).tag);
  if (!tag) notFound();
  const posts = postsWithTag(tag.label);
  return (
    <>
      {requested !== canonical && <AliasRedirect to={canonical} />}
      <TagPageView
        kind="blogTags"
        tag={tag}
        crumbs={[
          { label: siteConfig.blog.title, href: BLOG_ROUTE },
          { label: 'Tunnisteet', href: BLOG_TAGS_ROUTE },
          { label: tag.label, href: tag.route },
        ]}
        summary={posts.length === 1 ? '1 kirjoitus tällä tunnisteella.' : `${posts.length} kirjoitusta tällä tunnisteella.`}
        allTagsRoute={BLOG_TAGS_ROUTE}
      >
        <PostList posts={posts} label={`Kirjoitukset tunnisteella ${tag.label}`} />
      </TagPageView>
    </>
  );
}
