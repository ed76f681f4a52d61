import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import BlogListView, { blogListTitle } from '@/components/blog/BlogListView';
import { pageMetadata } from '@/lib/build/metadata';
import { getBlogListPages } from '@/lib/build/posts';
import { siteConfig } from '@/lib/site/site-config';

type Params = { page: string };

export const dynamicParams = false;

// Page 1 is /blog itself.
export function generateStaticParams(): Params[] {
  return getBlogListPages()
    .filter((p) => p.page > 1)
    .map((p) => ({ page: String(p.page) }));
}

function listPage(param: string) {
  return getBlogListPages().find((p) => p.page > 1 && String(p.page) === param);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const page = listPage((await params).page);
  if (!page) return {};
  const title = blogListTitle(page);
  return { title, ...pageMetadata({ title, description: siteConfig.blog.description, route: page.route, kind: 'website' }) };
}

export default async function BlogListPageRoute({ params }: { params: Promise<Params> }) {
  const page = listPage((await params).page);
  if (!page) notFound();
  return <BlogListView page={page} />;
}
