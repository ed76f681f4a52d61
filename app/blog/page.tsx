import type { Metadata } from 'next';
import BlogListView from '@/components/blog/BlogListView';
import { pageMetadata } from '@/lib/build/metadata';
import { getBlogListPages } from '@/lib/build/posts';
import { BLOG_ROUTE } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

const { title, description } = siteConfig.blog;

export const metadata: Metadata = {
  title,
  ...pageMetadata({ title, description, route: BLOG_ROUTE, kind: 'website' }),
};

export default function BlogRoute() {
  return <BlogListView page={getBlogListPages()[0]} />;
}
