import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import BlogPostView from '@/components/blog/BlogPostView';
import { lastUpdatedOfContentFile } from '@/lib/build/last-updated';
import { pageMetadata } from '@/lib/build/metadata';
import { mdxCodeOf } from '@/lib/build/pages';
import { getAdjacentPosts, getPostByRoute, getPosts } from '@/lib/build/posts';
import { BLOG_ROUTE } from '@/lib/site/routes';

type Params = { slug: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return getPosts().map((p) => ({ slug: p.slug }));
}

const routeOf = (slug: string) => `${BLOG_ROUTE}/${slug}`;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const post = getPostByRoute(routeOf((await params).slug));
  if (!post) return {};
  return {
    title: post.title,
    ...pageMetadata({ title: post.title, description: post.description, route: post.route, kind: 'article' }),
  };
}

export default async function BlogPostRoute({ params }: { params: Promise<Params> }) {
  const post = getPostByRoute(routeOf((await params).slug));
  const code = post && mdxCodeOf(post.sourcePath);
  if (!post || !code) notFound();
  const { newer, older } = getAdjacentPosts(post.route);
  return (
    <BlogPostView post={post} code={code} newer={newer} older={older} lastUpdated={lastUpdatedOfContentFile(post.sourcePath)} />
  );
}
