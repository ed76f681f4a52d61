import Link from 'next/link';
import Breadcrumbs from '@/components/doc/Breadcrumbs';
import PrevNext from '@/components/doc/PrevNext';
import PageRoot from '@/components/layout/PageRoot';
import PostList from './PostList';
import type { BlogListPage } from '@/lib/build/blog';
import { BLOG_FEED_ROUTE, BLOG_ROUTE, BLOG_TAGS_ROUTE, withBasePath } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

export function blogListTitle(page: BlogListPage): string {
  return page.page === 1 ? siteConfig.blog.title : `${siteConfig.blog.title}, sivu ${page.page}`;
}

// A list page has no table of contents: its headings are the posts' titles.
export default function BlogListView({ page }: { page: BlogListPage }) {
  const { blog } = siteConfig;
  const crumbs = [{ label: blog.title, href: BLOG_ROUTE }, ...(page.page > 1 ? [{ label: `Sivu ${page.page}`, href: page.route }] : [])];
  return (
    <PageRoot kind="blogList">
      <div className="doc-column blog-column">
        <Breadcrumbs crumbs={crumbs} />
        <div className="markdown">
          <h1>{blogListTitle(page)}</h1>
          <p>{blog.description}</p>
          <p className="blog-links">
            {/* A plain link: the feed is a file, not a page of the app. */}
            <a href={withBasePath(BLOG_FEED_ROUTE)} type="application/atom+xml">
              Tilaa syöte (Atom)
            </a>
            <Link href={BLOG_TAGS_ROUTE}>Kaikki tunnisteet</Link>
          </p>
        </div>
        <PostList posts={page.posts} label="Kirjoitukset" />
        {page.totalPages > 1 && (
          <p className="blog-page-count">
            Sivu {page.page}/{page.totalPages}
          </p>
        )}
        <PrevNext
          prev={page.newerRoute ? { label: `Sivu ${page.page - 1}`, href: page.newerRoute } : undefined}
          next={page.olderRoute ? { label: `Sivu ${page.page + 1}`, href: page.olderRoute } : undefined}
          label="Kirjoituslistan sivut"
          prevLabel="Uudemmat kirjoitukset"
          nextLabel="Vanhemmat kirjoitukset"
        />
      </div>
    </PageRoot>
  );
}
