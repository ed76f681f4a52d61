import Breadcrumbs from '@/components/doc/Breadcrumbs';
import LastUpdated from '@/components/doc/LastUpdated';
import PrevNext from '@/components/doc/PrevNext';
import TableOfContents from '@/components/doc/TableOfContents';
import PageRoot from '@/components/layout/PageRoot';
import MdxContent from '@/components/mdx/MdxContent';
import PostMeta from './PostMeta';
import type { BlogPost } from '@/lib/build/blog';
import type { LastUpdated as LastUpdatedDate } from '@/lib/build/last-updated';
import { tocHeadings } from '@/lib/build/toc';
import { BLOG_ROUTE } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

type Props = {
  post: BlogPost;
  code: string;
  newer?: BlogPost;
  older?: BlogPost;
  lastUpdated: LastUpdatedDate | null;
};

export default function BlogPostView({ post, code, newer, older, lastUpdated }: Props) {
  const { minHeadingLevel, maxHeadingLevel } = siteConfig.themeConfig.tableOfContents;
  const headings = tocHeadings(post.headings, minHeadingLevel, maxHeadingLevel);
  const crumbs = [
    { label: siteConfig.blog.title, href: BLOG_ROUTE },
    { label: post.title, href: post.route },
  ];
  return (
    <PageRoot kind="blogPost">
      <div className="doc-column">
        <Breadcrumbs crumbs={crumbs} />
        <article key={post.route} className="markdown">
          <h1>{post.title}</h1>
          <PostMeta post={post} />
          <MdxContent code={code} />
          <footer className="doc-footer">
            <LastUpdated date={lastUpdated} />
          </footer>
        </article>
        <PrevNext
          prev={newer && { label: newer.title, href: newer.route }}
          next={older && { label: older.title, href: older.route }}
          label="Edellinen ja seuraava kirjoitus"
          prevLabel="Uudempi kirjoitus"
          nextLabel="Vanhempi kirjoitus"
        />
      </div>
      <div className="toc-column">
        <TableOfContents headings={headings} />
      </div>
    </PageRoot>
  );
}
