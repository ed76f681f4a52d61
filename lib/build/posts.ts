import 'server-only';
import { allPosts } from 'contentlayer/generated';
import type { PageModel } from './content-model/page-model';
import { adjacentPosts, paginatePosts, toBlogPosts, type BlogListPage, type BlogPost } from './blog';
import { siteConfig } from '../site/site-config';

export type { BlogPost, BlogListPage };

let cache: BlogPost[] | null = null;

// Drafts are left out of production builds; `next dev` shows them so writers can preview.
const showDrafts = process.env.NODE_ENV === 'development';

export function getPosts(): BlogPost[] {
  cache ??= toBlogPosts(
    allPosts.map((p) => ({
      sourcePath: p._raw.sourceFilePath,
      title: p.title,
      description: p.description,
      date: p.date,
      tags: p.tags,
      draft: p.draft ?? false,
      headings: (p.model as Pick<PageModel, 'headings'>).headings,
    })),
  );
  return cache.filter((p) => showDrafts || !p.draft);
}

export function getPostByRoute(route: string): BlogPost | undefined {
  return getPosts().find((p) => p.route === route);
}

export function getPostMdxCode(route: string): string | undefined {
  const post = getPostByRoute(route);
  return post && allPosts.find((p) => p._raw.sourceFilePath === post.sourcePath)?.body.code;
}

export function getBlogListPages(): BlogListPage[] {
  return paginatePosts(getPosts(), siteConfig.blog.postsPerPage);
}

export function getAdjacentPosts(route: string) {
  return adjacentPosts(getPosts(), route);
}

export function getRecentPosts(): BlogPost[] {
  return getPosts().slice(0, siteConfig.blog.sidebarCount);
}
